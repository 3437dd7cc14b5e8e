import { useMutation } from '@tanstack/react-query';
import { EARLY_WARNING_ENDPOINTS, type Endpoint, type TransferRecord } from '@afp/contract';
import { request } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { earlyWarningKeys } from '../../early-warning/api/early-warning.queries';
import type { TransferCreateBody } from '../transfer.rules';
import { transferKeys } from './transfer.queries';

/** A transfer changes both transfer lists, the logs, and the warning's lists, counts and detail. */
export const invalidateAfterTransfer = (): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: transferKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: transferKeys.logs() }),
    queryClient.invalidateQueries({ queryKey: earlyWarningKeys.all }),
  ]);

export const useCreateTransfer = () =>
  useMutation({
    mutationFn: (body: TransferCreateBody) => request<TransferRecord>(EARLY_WARNING_ENDPOINTS.transferCreate, { body }),
    onSuccess: invalidateAfterTransfer,
  });

export interface TransferDecision {
  transferId: string;
  reason?: string;
}

const decide = (endpoint: Endpoint) => (decision: TransferDecision) =>
  request<TransferRecord>(endpoint, { body: decision });

export const useAcceptTransfer = () =>
  useMutation({ mutationFn: decide(EARLY_WARNING_ENDPOINTS.transferAccept), onSuccess: invalidateAfterTransfer });

export const useRejectTransfer = () =>
  useMutation({ mutationFn: decide(EARLY_WARNING_ENDPOINTS.transferReject), onSuccess: invalidateAfterTransfer });

export const useWithdrawTransfer = () =>
  useMutation({ mutationFn: decide(EARLY_WARNING_ENDPOINTS.transferWithdraw), onSuccess: invalidateAfterTransfer });
