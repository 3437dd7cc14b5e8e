import { TRANSFER_STATUSES_BEFORE_RECEIVER, type TransferStatus } from '@afp/contract';
import { idsOnPath } from '../org/index.ts';

/** The district (分局) an organisation lies in: the second id of its path, none for the centre itself. */
export const districtOf = (orgPath: string): string | undefined => idsOnPath(orgPath)[1];

/** The centre over every organisation: the first id of a path. */
export const centreOf = (orgPath: string): string | undefined => idsOnPath(orgPath)[0];

/**
 * The organisation that approves a transfer 移交审核: the receiving district when the transfer leaves
 * the sender's district, else none (a transfer within a district goes straight to the receiver).
 */
export function approvalOrgOf(fromOrgPath: string, toOrgPath: string): string | null {
  const receiving = districtOf(toOrgPath);
  return receiving && receiving !== districtOf(fromOrgPath) ? receiving : null;
}

/** When an approval falls due: minutes on the clock, a warning waits while its transfer does. */
export const approvalDeadlineOf = (requestedAt: Date, minutes: number): Date =>
  new Date(requestedAt.getTime() + minutes * 60_000);

/** Whether the receiving organisation sees the transfer: not while it waits for approval, nor once refused. */
export const hasReachedReceiver = (status: TransferStatus): boolean =>
  !TRANSFER_STATUSES_BEFORE_RECEIVER.includes(status);
