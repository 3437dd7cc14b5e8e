import { useMutation } from '@tanstack/react-query';
import {
  PROMOTION_ENDPOINTS as P,
  type AdminTransferAction,
  type AdminTransferMoveBody,
  type SpreadRegisterBody,
} from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { promotionKeys } from './promotion.queries';

/** The public registration: sent once per tap (idempotency key), no login. */
export const registerResident = (body: SpreadRegisterBody, idempotencyKey: string) =>
  call(P.register, { body, idempotencyKey });

const MOVES = {
  accept: P.adminTransferAccept,
  decline: P.adminTransferDecline,
  cancel: P.adminTransferCancel,
} as const;

/** Offer, accept, decline or cancel a transfer of the administrator role; the overview reloads after each. */
export function useAdminTransferMoves() {
  const settled = () => queryClient.invalidateQueries({ queryKey: promotionKeys.adminTransfer() });
  const offer = useMutation({
    mutationFn: (toGuardId: string) => call(P.adminTransferOffer, { body: { toGuardId } }),
    onSettled: settled,
  });
  const move = useMutation({
    mutationFn: ({ action, body }: { action: AdminTransferAction; body: AdminTransferMoveBody }) =>
      call(MOVES[action], { body }),
    onSettled: settled,
  });
  return { offer, move };
}
