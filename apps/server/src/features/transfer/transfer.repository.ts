import { and, asc, count, eq, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRANSFER_STATUSES_BEFORE_RECEIVER, type TransferStatus } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import type { Db, Tx } from '../../db/client.ts';
import { earlyWarning, warningAssignment } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { warningTransfer, type WarningTransferRow } from './transfer.table.ts';

const fromOrg = alias(org, 'from_org');
const toOrg = alias(org, 'to_org');
const approvalOrg = alias(org, 'approval_org');

const listColumns = {
  id: warningTransfer.id,
  warningId: warningTransfer.warningId,
  fromAssignmentId: warningTransfer.fromAssignmentId,
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
  requestedBy: warningTransfer.requestedBy,
  approvalOrgId: warningTransfer.approvalOrgId,
  approvalOrgName: approvalOrg.name,
  approvalOrgPath: approvalOrg.path,
  approvalDeadline: warningTransfer.approvalDeadline,
  approvedByName: warningTransfer.approvedByName,
  approvedAt: warningTransfer.approvedAt,
  approvalEscalatedAt: warningTransfer.approvalEscalatedAt,
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
      .leftJoin(approvalOrg, eq(approvalOrg.id, warningTransfer.approvalOrgId))
      .where(where);

  /** One page of `where`, newest first, and the capped count of the whole list on the first page. */
  async function pageOf(where: SQL | undefined, slice: { after?: KeysetPosition; limit: number; count: boolean }) {
    const [rows, counted] = await Promise.all([
      listQuery(and(where, before(warningTransfer.createdAt, warningTransfer.id, slice.after)))
        .orderBy(...newestFirst(warningTransfer.createdAt, warningTransfer.id))
        .limit(slice.limit),
      slice.count ? countCapped(db, warningTransfer, where) : undefined,
    ]);
    return { rows, counted };
  }

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
     * Ends a transfer still in `from` (待接收, or 待审核 for a refusal or withdrawal), or nothing when it
     * moved meanwhile: of accept and withdraw at the same moment exactly one matches (the row lock
     * serialises them).
     */
    async decide(
      tx: Db | Tx,
      id: string,
      decision: {
        status: Exclude<TransferStatus, 'REQUESTED' | 'PENDING_APPROVAL'>;
        decidedBy: string;
        decidedByName: string;
        decidedAt: Date;
        decisionReason?: string | null;
      },
      from: TransferStatus = 'REQUESTED',
    ): Promise<WarningTransferRow | undefined> {
      const [row] = await tx
        .update(warningTransfer)
        .set(decision)
        .where(and(eq(warningTransfer.id, id), eq(warningTransfer.status, from)))
        .returning();
      return row;
    },
    /** Approves a transfer still 待审核 (it now waits for the receiver), or nothing when it moved meanwhile. */
    async approve(
      tx: Db | Tx,
      id: string,
      approval: { approvedBy: string; approvedByName: string; approvedAt: Date },
    ): Promise<WarningTransferRow | undefined> {
      const [row] = await tx
        .update(warningTransfer)
        .set({ ...approval, status: 'REQUESTED' })
        .where(and(eq(warningTransfer.id, id), eq(warningTransfer.status, 'PENDING_APPROVAL')))
        .returning();
      return row;
    },
    /** Transfers whose approval is overdue and not yet escalated (the partial index), most overdue first. */
    overdueApprovals(now: Date, limit: number) {
      return db
        .select({ id: warningTransfer.id })
        .from(warningTransfer)
        .where(
          and(
            eq(warningTransfer.status, 'PENDING_APPROVAL'),
            isNull(warningTransfer.approvalEscalatedAt),
            lt(warningTransfer.approvalDeadline, now),
          ),
        )
        .orderBy(asc(warningTransfer.approvalDeadline))
        .limit(limit);
    },
    /** Claims one overdue approval for escalation; nothing when another run took it or it was decided. */
    async claimOverdueApproval(tx: Tx, id: string, now: Date): Promise<WarningTransferRow | undefined> {
      const [row] = await tx
        .update(warningTransfer)
        .set({ approvalEscalatedAt: now })
        .where(
          and(
            eq(warningTransfer.id, id),
            eq(warningTransfer.status, 'PENDING_APPROVAL'),
            isNull(warningTransfer.approvalEscalatedAt),
            lt(warningTransfer.approvalDeadline, now),
          ),
        )
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
        // What waits for approval (or was refused) has not reached the receiver.
        filter.column === 'to' ? notInArray(warningTransfer.status, [...TRANSFER_STATUSES_BEFORE_RECEIVER]) : undefined,
      );
      return pageOf(base, filter);
    },
    /**
     * One page of the 移交审核 list, newest first: transfers waiting for approval, or those approved or
     * refused; the district's own (`approvalOrgId`), every district's for the centre (no id).
     */
    async approvalPage(filter: {
      approvalOrgId: string | undefined;
      view: 'pending' | 'decided';
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const decided = or(isNotNull(warningTransfer.approvedAt), eq(warningTransfer.status, 'REFUSED'));
      const base = and(
        filter.approvalOrgId
          ? eq(warningTransfer.approvalOrgId, filter.approvalOrgId)
          : isNotNull(warningTransfer.approvalOrgId),
        filter.view === 'pending' ? eq(warningTransfer.status, 'PENDING_APPROVAL') : decided,
      );
      return pageOf(base, filter);
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
