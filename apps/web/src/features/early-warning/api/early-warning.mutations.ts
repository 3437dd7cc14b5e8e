import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { EARLY_WARNING_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { earlyWarningKeys } from './early-warning.queries';

const { sign, feedback, syncHandle, rejectFeedback, returnVisit, contactAttempt } = EARLY_WARNING_ENDPOINTS;
export type SyncHandleBody = BodyOf<typeof syncHandle>;
/** A body with the idempotency key of the user action that sends it (lib/outbox). */
interface SentOnce<B> {
  body: B;
  idempotencyKey: string;
}

/** Every list, count, statistic and the touched detail/log may have changed after an action. */
export const invalidateWarnings = (queryClient: QueryClient, assignmentId?: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: earlyWarningKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...earlyWarningKeys.all, 'statistics'] }),
    assignmentId
      ? queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(assignmentId) })
      : queryClient.invalidateQueries({ queryKey: earlyWarningKeys.details() }),
    assignmentId ? queryClient.invalidateQueries({ queryKey: earlyWarningKeys.operateLog(assignmentId) }) : null,
  ]);

function useInvalidateWarnings() {
  const queryClient = useQueryClient();
  return (assignmentId?: string) => invalidateWarnings(queryClient, assignmentId);
}

export function useSignWarning() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: BodyOf<typeof sign>) => call(sign, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

export function useSubmitFeedback() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SentOnce<BodyOf<typeof feedback>>) =>
      call(feedback, { body, idempotencyKey }),
    // A 409 also refetches: the detail then shows the other person's change.
    onSettled: (_data, _error, { body }) => invalidate(body.assignmentId),
  });
}

export function useSyncHandle() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: SentOnce<SyncHandleBody>) => call(syncHandle, { body, idempotencyKey }),
    // Several warnings of the person changed: drop every cached detail.
    onSettled: () => invalidate(),
  });
}

/** 驳回: an organisation above the holder sends the feedback back with a reason. */
export function useRejectFeedback() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: BodyOf<typeof rejectFeedback>) => call(rejectFeedback, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

/** 预警回访: the centre closes a fed-back warning, saying whether the visit was effective. */
export function useReturnVisit() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: BodyOf<typeof returnVisit>) => call(returnVisit, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

/**
 * Logs a tap on 拨打电话 / 发送短信 in the background (`mutate` never throws): the dialler opens
 * either way, and the detail's timeline and the operate log show the entry once it lands.
 */
export function useLogContactAttempt() {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (body: BodyOf<typeof contactAttempt>) => call(contactAttempt, { body }),
    onSuccess: (_attempt, { assignmentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(assignmentId) }),
        queryClient.invalidateQueries({ queryKey: earlyWarningKeys.operateLog(assignmentId) }),
      ]),
  });
  return mutate;
}
