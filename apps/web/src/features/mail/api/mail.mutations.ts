import { useMutation } from '@tanstack/react-query';
import { MAIL_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { mailKeys } from './mail.queries';

const M = MAIL_ENDPOINTS;
export type MailSendBody = BodyOf<typeof M.send>;
export type MailFeedbackBody = BodyOf<typeof M.feedback>;
export type MailForwardBody = BodyOf<typeof M.forward>;

/** Every move changes lists, badges and details of mail. */
const invalidateMail = (): Promise<unknown> => queryClient.invalidateQueries({ queryKey: mailKeys.all });

const simple =
  <B, A>(send: (body: B) => Promise<A>) =>
  () =>
    useMutation({ mutationFn: send, onSuccess: invalidateMail });

export const useReadMail = simple((body: BodyOf<typeof M.read>) => call(M.read, { body }));
export const useSignMail = simple((body: BodyOf<typeof M.sign>) => call(M.sign, { body }));
export const useReturnMail = simple((body: BodyOf<typeof M.return>) => call(M.return, { body }));
export const useUrgeMail = simple((body: BodyOf<typeof M.urge>) => call(M.urge, { body }));
export const useRevokeMail = simple((body: BodyOf<typeof M.revoke>) => call(M.revoke, { body }));
export const useFinishMail = simple((body: BodyOf<typeof M.finish>) => call(M.finish, { body }));
export const useSupplementMail = simple((body: BodyOf<typeof M.supplement>) => call(M.supplement, { body }));
export const useApproveMail = simple((body: BodyOf<typeof M.approve>) => call(M.approve, { body }));
export const useRejectMail = simple((body: BodyOf<typeof M.reject>) => call(M.reject, { body }));
export const useRedoFeedback = simple((body: BodyOf<typeof M.redo>) => call(M.redo, { body }));

/** Forms send once per user action (the outbox keeps the idempotency key with the draft). */
export const useSendMail = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MailSendBody; idempotencyKey: string }) =>
      call(M.send, { body, idempotencyKey }),
    onSuccess: invalidateMail,
  });

export const useSendMailFeedback = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MailFeedbackBody; idempotencyKey: string }) =>
      call(M.feedback, { body, idempotencyKey }),
    onSuccess: invalidateMail,
  });

export const useForwardMail = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MailForwardBody; idempotencyKey: string }) =>
      call(M.forward, { body, idempotencyKey }),
    onSuccess: invalidateMail,
  });
