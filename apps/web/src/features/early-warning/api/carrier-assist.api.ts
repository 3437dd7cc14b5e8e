import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CARRIER_ASSIST_ENDPOINTS, type CarrierAssistAskBody } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { earlyWarningKeys } from './early-warning.queries';

/** Under the warning's detail key: whatever refreshes the detail refreshes the section too. */
const carrierAssistKey = (assignmentId: string) =>
  [...earlyWarningKeys.detail(assignmentId), 'carrier-assist'] as const;

/** The warning's 运营商协助 section: the carrier, whether the caller may ask, the requests and answers. */
export const carrierAssistQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: carrierAssistKey(assignmentId),
    queryFn: () => call(CARRIER_ASSIST_ENDPOINTS.ofWarning, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
  });

/** 请运营商协助: the request goes to the carrier; the detail (its timeline) and the section refetch. */
export function useAskCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CarrierAssistAskBody; idempotencyKey: string }) =>
      call(CARRIER_ASSIST_ENDPOINTS.ask, { body, idempotencyKey }),
    onSettled: (_data, _error, { body }) =>
      queryClient.invalidateQueries({ queryKey: earlyWarningKeys.detail(body.assignmentId) }),
  });
}
