import type { TransferRecord } from '@afp/contract';
import { maskName } from '../../core/personal-data.ts';
import type { TransferListRow } from './transfer.repository.ts';

/** The only place a transfer row becomes JSON; the victim's name is always masked here. */
export const presentTransfer = (row: TransferListRow): TransferRecord => ({
  id: row.id,
  warningId: row.warningId,
  warningNo: row.warningNo,
  level: row.level,
  victimName: maskName(row.victimName),
  fromOrgId: row.fromOrgId,
  fromOrgName: row.fromOrgName,
  toOrgId: row.toOrgId,
  toOrgName: row.toOrgName,
  reason: row.reason,
  reasonText: row.reasonText,
  status: row.status,
  hop: row.hop,
  requestedByName: row.requestedByName,
  decidedByName: row.decidedByName,
  decisionReason: row.decisionReason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  approvalOrgName: row.approvalOrgName,
  approvalDeadline: row.approvalDeadline?.toISOString() ?? null,
  approvedByName: row.approvedByName,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  isApprovalEscalated: row.approvalEscalatedAt !== null,
});
