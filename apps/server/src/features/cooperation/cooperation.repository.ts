import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CooperationCentreFilter, CooperationPartnerFilter, CooperationTaskState } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { operationLog, org } from '../../db/schema.ts';
import {
  cooperationFeedback,
  cooperationTask,
  cooperationTaskStep,
  type CooperationTaskRow,
  type CooperationTaskStepRow,
} from './cooperation.table.ts';

export const COOPERATION_TASK_ENTITY = 'cooperation_task';

const t = cooperationTask;
const s = cooperationTaskStep;
const partnerOrg = alias(org, 'partner_org');
const issuerOrg = alias(org, 'issuer_org');

/** Open tasks come urgent first, then by deadline: routine ones sort 60 years later (within the cursor's 1970–2100). */
const queueRank = sql`(case when ${t.urgency} = 'URGENT' then ${t.deadlineAt} else ${t.deadlineAt} + interval '60 years' end)`;

const rowColumns = {
  task: t,
  partnerOrgName: partnerOrg.name,
  issuerOrgName: issuerOrg.name,
  issuedMicros: microsOf(t.issuedAt),
  rankMicros: microsOf(queueRank),
  pendingStep: sql<
    string | null
  >`(select ${s.kind} from ${s} where ${s.taskId} = ${t.id} and ${s.state} = 'PENDING' order by ${s.seq} desc limit 1)`,
  /** Epoch milliseconds as text (engines parse raw timestamps differently). */
  measureExpiresMs: sql<string | null>`(case when exists (select 1 from ${s} where ${s.taskId} = ${t.id}
    and ${s.kind} = 'RELEASE' and ${s.state} = 'DONE') then null
    else (select (extract(epoch from max(${s.expiresAt})) * 1000)::bigint::text from ${s}
      where ${s.taskId} = ${t.id} and ${s.state} = 'DONE') end)`,
};

const OPEN: CooperationTaskState[] = ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'];
/** A withdrawn task is no longer the partner's: it leaves their lists with its content. */
const PARTNER_FILTER_STATES: Record<CooperationPartnerFilter, CooperationTaskState[]> = {
  TODO: OPEN,
  FED_BACK: ['FED_BACK'],
  DONE: ['CLOSED'],
};

/** Newest first by issue time, or the to-do queue (urgent first, then deadline). */
type ListOrder = 'newest' | 'queue';

export interface CooperationListFilter {
  after?: KeysetPosition;
  limit: number;
  count: boolean;
}

export function createCooperationRepository({ db }: { db: Db }) {
  const rowsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(rowColumns)
      .from(t)
      .innerJoin(partnerOrg, eq(partnerOrg.id, t.partnerOrgId))
      .innerJoin(issuerOrg, eq(issuerOrg.id, t.issuerOrgId))
      .where(where);

  async function newestPage(where: SQL | undefined, filter: CooperationListFilter) {
    const [rows, counted] = await Promise.all([
      rowsWhere(and(where, before(t.issuedAt, t.id, filter.after)))
        .orderBy(...newestFirst(t.issuedAt, t.id))
        .limit(filter.limit),
      filter.count ? countCapped(db, t, where) : undefined,
    ]);
    return { rows, counted, order: 'newest' as ListOrder };
  }

  /** The partner's to-do queue: urgent first, then the nearest deadline (ascending keyset on the rank). */
  async function queuePage(where: SQL | undefined, filter: CooperationListFilter) {
    const after = filter.after
      ? sql`(${queueRank}, ${t.id}) > (timestamptz 'epoch' + ${filter.after.micros}::bigint * interval '1 microsecond', ${filter.after.id})`
      : undefined;
    const [rows, counted] = await Promise.all([
      rowsWhere(and(where, after)).orderBy(asc(queueRank), asc(t.id)).limit(filter.limit),
      filter.count ? countCapped(db, t, where) : undefined,
    ]);
    return { rows, counted, order: 'queue' as ListOrder };
  }

  return {
    async find(id: string, tx: Db | Tx = db) {
      const [row] = await rowsWhere(eq(t.id, id), tx);
      return row;
    },
    partnerPage(partnerOrgId: string, which: CooperationPartnerFilter, filter: CooperationListFilter) {
      const where = and(eq(t.partnerOrgId, partnerOrgId), inArray(t.state, PARTNER_FILTER_STATES[which]));
      return which === 'TODO' ? queuePage(where, filter) : newestPage(where, filter);
    },
    centrePage(
      scope: { orgPath: string; which: CooperationCentreFilter; type?: string; partnerOrgId?: string; now: Date },
      filter: CooperationListFilter,
    ) {
      const states: Record<CooperationCentreFilter, SQL | undefined> = {
        ALL: undefined,
        OPEN: inArray(t.state, OPEN),
        OVERDUE: and(inArray(t.state, OPEN), sql`${t.deadlineAt} < ${scope.now.toISOString()}`),
        FED_BACK: eq(t.state, 'FED_BACK'),
        DONE: inArray(t.state, ['CLOSED', 'WITHDRAWN']),
      };
      const where = and(
        inSubtreeOf(t.issuerOrgPath, scope.orgPath),
        states[scope.which],
        scope.type ? eq(t.type, scope.type as CooperationTaskRow['type']) : undefined,
        scope.partnerOrgId ? eq(t.partnerOrgId, scope.partnerOrgId) : undefined,
      );
      return newestPage(where, filter);
    },
    async summary(orgPath: string, now: Date) {
      const [row] = await db
        .select({
          open: sql<number>`count(*) filter (where ${inArray(t.state, OPEN)})::int`,
          overdue: sql<number>`count(*) filter (where ${inArray(t.state, OPEN)} and ${t.deadlineAt} < ${now.toISOString()})::int`,
          fedBack: sql<number>`count(*) filter (where ${t.state} = 'FED_BACK')::int`,
        })
        .from(t)
        .where(and(inSubtreeOf(t.issuerOrgPath, orgPath), inArray(t.state, [...OPEN, 'FED_BACK'])));
      return { open: row?.open ?? 0, overdue: row?.overdue ?? 0, fedBack: row?.fedBack ?? 0 };
    },
    partners() {
      return db
        .select({ id: org.id, name: org.name })
        .from(org)
        .where(eq(org.kind, 'partner'))
        .orderBy(asc(org.sort), asc(org.id));
    },
    async partnerOrgs(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: org.id, name: org.name })
        .from(org)
        .where(and(inArray(org.id, [...ids]), eq(org.kind, 'partner')));
    },
    async insertTasks(tx: Tx, rows: (typeof t.$inferInsert)[]) {
      await tx.insert(t).values(rows);
    },
    async insertStep(tx: Tx, row: typeof s.$inferInsert) {
      await tx.insert(s).values(row);
    },
    async insertFeedback(tx: Tx, row: typeof cooperationFeedback.$inferInsert) {
      await tx.insert(cooperationFeedback).values(row);
    },
    /**
     * Moves a task from one of `from` when its version is unchanged: of two conflicting moves
     * exactly one matches, the other gets nothing back.
     */
    async move(
      tx: Db | Tx,
      change: {
        id: string;
        version: number;
        from: readonly CooperationTaskState[];
        patch: Partial<typeof t.$inferInsert>;
      },
    ): Promise<CooperationTaskRow | undefined> {
      const [row] = await tx
        .update(t)
        .set({ ...change.patch, version: change.version + 1 })
        .where(and(eq(t.id, change.id), eq(t.version, change.version), inArray(t.state, [...change.from])))
        .returning();
      return row;
    },
    async moveStep(
      tx: Db | Tx,
      change: {
        id: string;
        taskId: string;
        version: number;
        from?: CooperationStepRowState;
        patch: Partial<typeof s.$inferInsert>;
      },
    ): Promise<CooperationTaskStepRow | undefined> {
      const [row] = await tx
        .update(s)
        .set({ ...change.patch, version: change.version + 1 })
        .where(
          and(
            eq(s.id, change.id),
            eq(s.taskId, change.taskId),
            eq(s.version, change.version),
            change.from ? eq(s.state, change.from) : undefined,
          ),
        )
        .returning();
      return row;
    },
    /** Cancels the pending steps of a task (its withdrawal). */
    async cancelPendingSteps(tx: Tx, taskId: string) {
      await tx
        .update(s)
        .set({ state: 'CANCELLED', version: sql`${s.version} + 1` })
        .where(and(eq(s.taskId, taskId), eq(s.state, 'PENDING')));
    },
    steps(taskId: string, tx: Db | Tx = db) {
      return tx.select().from(s).where(eq(s.taskId, taskId)).orderBy(asc(s.seq));
    },
    feedbacks(taskId: string) {
      return db
        .select({ feedback: cooperationFeedback, stepKind: s.kind })
        .from(cooperationFeedback)
        .leftJoin(s, eq(s.id, cooperationFeedback.stepId))
        .where(eq(cooperationFeedback.taskId, taskId))
        .orderBy(asc(cooperationFeedback.fedBackAt), asc(cooperationFeedback.id));
    },
    history(taskId: string) {
      return db
        .select({ action: operationLog.action, remark: operationLog.remark, createdAt: operationLog.createdAt })
        .from(operationLog)
        .where(and(eq(operationLog.entityType, COOPERATION_TASK_ENTITY), eq(operationLog.entityId, taskId)))
        .orderBy(asc(operationLog.id));
    },
  };
}
type CooperationStepRowState = CooperationTaskStepRow['state'];
export type CooperationRepository = ReturnType<typeof createCooperationRepository>;
export type CooperationTaskListRow = NonNullable<Awaited<ReturnType<CooperationRepository['find']>>>;
