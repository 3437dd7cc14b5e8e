import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EARLY_WARNING_ENDPOINTS, type FeedbackBody } from '@afp/contract';
import { request } from '../../../lib/api-client';
import { earlyWarningKeys } from './early-warning.queries';

export type SyncHandleBody = Omit<FeedbackBody, 'version'>;

/** Every list, count, statistic and the touched detail/log may have changed after an action. */
function useInvalidateWarnings() {
  const queryClient = useQueryClient();
  return (assignmentId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: earlyWarningKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: [...earlyWarningKeys.all, 'statistics'] }),
      assignmentId
        ? queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(assignmentId) })
        : queryClient.invalidateQueries({ queryKey: earlyWarningKeys.details() }),
      assignmentId ? queryClient.invalidateQueries({ queryKey: earlyWarningKeys.operateLog(assignmentId) }) : null,
    ]);
}

export function useSignWarning() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: { assignmentId: string; version: number }) =>
      request<unknown>(EARLY_WARNING_ENDPOINTS.sign, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

export function useSubmitFeedback() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: FeedbackBody) => request<unknown>(EARLY_WARNING_ENDPOINTS.feedback, { body }),
    // A 409 also refetches: the detail then shows the other person's change.
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

export function useSyncHandle() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: SyncHandleBody) => request<{ updated: number }>(EARLY_WARNING_ENDPOINTS.syncHandle, { body }),
    // Several warnings of the person changed: drop every cached detail.
    onSettled: () => invalidate(),
  });
}

/** 驳回: an organisation above the holder sends the feedback back with a reason. */
export function useRejectFeedback() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: { assignmentId: string; version: number; reason: string }) =>
      request<unknown>(EARLY_WARNING_ENDPOINTS.rejectFeedback, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}

/** 预警回访: the centre closes a fed-back warning, saying whether the visit was effective. */
export function useReturnVisit() {
  const invalidate = useInvalidateWarnings();
  return useMutation({
    mutationFn: (body: { assignmentId: string; version: number; isEffective: boolean }) =>
      request<unknown>(EARLY_WARNING_ENDPOINTS.returnVisit, { body }),
    onSettled: (_data, _error, body) => invalidate(body.assignmentId),
  });
}
