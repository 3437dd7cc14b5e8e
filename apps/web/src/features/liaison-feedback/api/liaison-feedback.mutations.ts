import { useMutation } from '@tanstack/react-query';
import { LIAISON_FEEDBACK_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { liaisonFeedbackKeys } from './liaison-feedback.queries';

export type LiaisonFeedbackBody = BodyOf<typeof LIAISON_FEEDBACK_ENDPOINTS.create>;

export const useCreateLiaisonFeedback = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: LiaisonFeedbackBody; idempotencyKey: string }) =>
      call(LIAISON_FEEDBACK_ENDPOINTS.create, { body, idempotencyKey }),
    onSuccess: (_record, { body }) =>
      queryClient.invalidateQueries({ queryKey: liaisonFeedbackKeys.list(body.assignmentId) }),
  });
