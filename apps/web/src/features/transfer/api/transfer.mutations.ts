import { useMutation } from '@tanstack/react-query';
import { TRANSFER_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { earlyWarningKeys } from '../../early-warning';
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
    mutationFn: ({ body, idempotencyKey }: { body: TransferCreateBody; idempotencyKey: string }) =>
      call(TRANSFER_ENDPOINTS.create, { body, idempotencyKey }),
    onSuccess: invalidateAfterTransfer,
  });

/** The transfer form as 待发送 sends it without its page (transfer.outbox.ts): the same call and refresh. */
export async function sendTransfer(body: TransferCreateBody, idempotencyKey: string) {
  const transfer = await call(TRANSFER_ENDPOINTS.create, { body, idempotencyKey });
  await invalidateAfterTransfer();
  return transfer;
}

const { accept, reject, withdraw, approve, refuse } = TRANSFER_ENDPOINTS;
export type TransferDecision = BodyOf<typeof accept>;

const decide = (endpoint: typeof accept) => (decision: TransferDecision) => call(endpoint, { body: decision });

export const useAcceptTransfer = () => useMutation({ mutationFn: decide(accept), onSuccess: invalidateAfterTransfer });

export const useRejectTransfer = () => useMutation({ mutationFn: decide(reject), onSuccess: invalidateAfterTransfer });

export const useWithdrawTransfer = () =>
  useMutation({ mutationFn: decide(withdraw), onSuccess: invalidateAfterTransfer });

/** 移交审核: the receiving district's oa (or the centre) approves, or refuses with a reason. */
export const useApproveTransfer = () =>
  useMutation({ mutationFn: decide(approve), onSuccess: invalidateAfterTransfer });

export const useRefuseTransfer = () => useMutation({ mutationFn: decide(refuse), onSuccess: invalidateAfterTransfer });
