import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferStatus } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import type { Db, Tx } from '../../db/client.ts';
import { earlyWarning, warningAssignment } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { warningTransfer, type WarningTransferRow } from './transfer.table.ts';

const fromOrg = alias(org, 'from_org');
const toOrg = alias(org, 'to_org');

const listColumns = {
  id: warningTransfer.id,
  warningId: warningTransfer.warningId,
  warningNo: earlyWarning.warningNo,
  level: earlyWarning.level,
  victimName: earlyWarning.victimName,
  fromOrgId: warningTransfer.fromOrgId,
  fromOrgName: fromOrg.name,
  fromOrgPath: fromOrg.path,
  toOrgId: warningTransfer.toOrgId,
  toOrgName: toOrg.name,
  toOrgPath: toOrg.path,
  reason: warningTransfer.reason,
  reasonText: warningTransfer.reasonText,
  status: warningTransfer.status,
  hop: warningTransfer.hop,
  requestedByName: warningTransfer.requestedByName,
  decidedByName: warningTransfer.decidedByName,
  decisionReason: warningTransfer.decisionReason,
  createdAt: warningTransfer.createdAt,
  decidedAt: warningTransfer.decidedAt,
  /** The keyset position's time (core/keyset-page.ts). */
  createdMicros: microsOf(warningTransfer.createdAt),
};

export function createTransferRepository({ db }: { db: Db }) {
  const listQuery = (where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(warningTransfer)
      .innerJoin(earlyWarning, eq(earlyWarning.id, warningTransfer.warningId))
      .innerJoin(fromOrg, eq(fromOrg.id, warningTransfer.fromOrgId))
      .innerJoin(toOrg, eq(toOrg.id, warningTransfer.toOrgId))
      .where(where);

  return {
    async assignment(id: string) {
      const [row] = await db.select().from(warningAssignment).where(eq(warningAssignment.id, id));
      return row;
    },
    /** Pass the transaction when inside one: PGlite has one connection, a query beside it would wait forever. */
    async org(id: string, tx: Db | Tx = db) {
      const [row] = await tx.select().from(org).where(eq(org.id, id));
      return row;
    },
    /** The warning's number for a notice text, read in the caller's transaction. */
    async warningNo(tx: Db | Tx, warningId: string): Promise<string> {
      const [row] = await tx
        .select({ warningNo: earlyWarning.warningNo })
        .from(earlyWarning)
        .where(eq(earlyWarning.id, warningId));
      if (!row) throw new Error(`warning ${warningId} vanished inside its transfer`);
      return row.warningNo;
    },
    async acceptedHops(tx: Db | Tx, warningId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(warningTransfer)
        .where(and(eq(warningTransfer.warningId, warningId), eq(warningTransfer.status, 'ACCEPTED')));
      return row?.n ?? 0;
    },
    async insert(tx: Db | Tx, values: typeof warningTransfer.$inferInsert): Promise<WarningTransferRow> {
      const [row] = await tx.insert(warningTransfer).values(values).returning();
      if (!row) throw new Error('transfer insert returned nothing');
      return row;
    },
    async findListRow(id: string) {
      const [row] = await listQuery(eq(warningTransfer.id, id));
      return row;
    },
    /**
     * Decides a REQUESTED transfer, or nothing when it was decided meanwhile: of accept and
     * withdraw at the same moment exactly one matches (the row lock serialises them).
     */
    async decide(
      tx: Db | Tx,
      id: string,
      decision: {
        status: Exclude<TransferStatus, 'REQUESTED'>;
        decidedBy: string;
        decidedByName: string;
        decidedAt: Date;
        decisionReason?: string | null;
      },
    ): Promise<WarningTransferRow | undefined> {
      const [row] = await tx
        .update(warningTransfer)
        .set(decision)
        .where(and(eq(warningTransfer.id, id), eq(warningTransfer.status, 'REQUESTED')))
        .returning();
      return row;
    },
    async setReceiverAssignment(tx: Db | Tx, id: string, toAssignmentId: string) {
      await tx.update(warningTransfer).set({ toAssignmentId }).where(eq(warningTransfer.id, id));
    },
    /**
     * One page of an organisation's sent or received transfers, newest first (the from/to org
     * indexes), and the capped count of the whole list on the first page.
     */
    async page(filter: {
      column: 'from' | 'to';
      orgId: string;
      status?: TransferStatus;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const orgColumn = filter.column === 'from' ? warningTransfer.fromOrgId : warningTransfer.toOrgId;
      const base = and(
        eq(orgColumn, filter.orgId),
        filter.status ? eq(warningTransfer.status, filter.status) : undefined,
      );
      const [rows, counted] = await Promise.all([
        listQuery(and(base, before(warningTransfer.createdAt, warningTransfer.id, filter.after)))
          .orderBy(...newestFirst(warningTransfer.createdAt, warningTransfer.id))
          .limit(filter.limit),
        filter.count ? countCapped(db, warningTransfer, base) : undefined,
      ]);
      return { rows, counted };
    },
    /** Every hop of a warning, oldest first. */
    byWarning(warningId: string) {
      return listQuery(eq(warningTransfer.warningId, warningId)).orderBy(
        asc(warningTransfer.hop),
        asc(warningTransfer.createdAt),
        asc(warningTransfer.id),
      );
    },
    async assignmentPaths(warningId: string): Promise<string[]> {
      const rows = await db
        .select({ path: warningAssignment.orgPath })
        .from(warningAssignment)
        .where(eq(warningAssignment.warningId, warningId));
      return rows.map((row) => row.path);
    },
  };
}
export type TransferRepository = ReturnType<typeof createTransferRepository>;
export type TransferListRow = Awaited<ReturnType<TransferRepository['byWarning']>>[number];
