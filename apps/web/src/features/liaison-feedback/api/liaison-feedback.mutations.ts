import { useMutation } from '@tanstack/react-query';
import { LIAISON_FEEDBACK_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { outboxForm } from '../../../lib/outbox/outbox';
import { queryClient } from '../../../lib/query-client';
import { liaisonFeedbackKeys } from './liaison-feedback.queries';

export type LiaisonFeedbackBody = BodyOf<typeof LIAISON_FEEDBACK_ENDPOINTS.create>;

/** The form's draft name (also the 待发送 page's). */
export const LIAISON_FORM = 'liaison';

const refresh = (body: LiaisonFeedbackBody) =>
  queryClient.invalidateQueries({ queryKey: liaisonFeedbackKeys.list(body.assignmentId) });

export const useCreateLiaisonFeedback = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LiaisonFeedbackBody; idempotencyKey: string }) =>
      call(LIAISON_FEEDBACK_ENDPOINTS.create, { body, idempotencyKey }),
    onSuccess: (_record, { body }) => refresh(body),
  });

/** The form as 待发送 sends it without its page: the same call and refresh. */
export const LIAISON_OUTBOX = [
  outboxForm(LIAISON_FORM, '联络员反馈', async (body: LiaisonFeedbackBody, idempotencyKey) => {
    const record = await call(LIAISON_FEEDBACK_ENDPOINTS.create, { body, idempotencyKey });
    await refresh(body);
    return record;
  }),
];
