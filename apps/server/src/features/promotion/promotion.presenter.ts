import type { AdminTransfer, RankRow, SpreadUserRecord } from '@afp/contract';
import type { AdminTransferRow, SpreadUserRow } from './promotion.table.ts';
import type { RankSqlRow } from './rank.repository.ts';

/** A spread user as the guard's list shows them: stored masked, shown masked. */
export const presentSpreadUser = ({ row, orgName }: { row: SpreadUserRow; orgName: string }): SpreadUserRecord => ({
  id: row.id,
  name: row.nameMasked,
  phone: row.phoneMasked,
  orgName,
  counted: row.counted,
  createdAt: row.createdAt.toISOString(),
});

export const presentRankRow = (row: RankSqlRow): RankRow => ({
  position: row.position,
  id: row.id,
  name: row.name,
  orgName: row.orgName,
  value: row.value,
  points: row.points,
});

export const presentAdminTransfer = ({
  row,
  fromName,
  toName,
  orgName,
}: {
  row: AdminTransferRow;
  fromName: string;
  toName: string;
  orgName: string;
}): AdminTransfer => ({
  id: row.id,
  state: row.state,
  fromGuardId: row.fromGuardId,
  fromName,
  toGuardId: row.toGuardId,
  toName,
  orgName,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
