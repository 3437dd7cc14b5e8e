import { and, asc, eq, exists, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COOPERATION_TASK_STATES,
  type CooperationCentreFilter,
  type CooperationPartnerFilter,
  type CooperationTaskState,
} from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type PageSlice } from '../../core/keyset-page.ts';
import { stateIn, stateNotIn } from '../../core/metric-source.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { readTimeline } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import { definePartnerTaskSource } from '../partner-task/index.ts';
import { cooperationInvalidTransition, cooperationStaleVersion } from './cooperation.errors.ts';
import { COOPERATION_TRANSITIONS, STEP_TRANSITIONS } from './cooperation.rules.ts';
import {
  cooperationFeedback,
  cooperationTask,
  cooperationTaskStep,
  type CooperationTaskRow,
} from './cooperation.table.ts';

export const COOPERATION_TASK_ENTITY = 'cooperation_task';

/** Cooperation tasks as a source of partner tasks: moved at their version, logged, 409s of their own. */
export const COOPERATION_TASK_SOURCE = definePartnerTaskSource({
  table: cooperationTask,
  transitions: COOPERATION_TRANSITIONS,
  stateLabels: COOPERATION_TASK_STATES,
  entityType: COOPERATION_TASK_ENTITY,
  actionPrefix: 'cooperation',
  actionNames: {
    receive: '接收',
    start: '开始处理',
    feedback: '反馈',
    return: '退回',
    close: '办结',
    withdraw: '撤回',
  },
  staleVersion: cooperationStaleVersion,
  invalidTransition: cooperationInvalidTransition,
});

const t = cooperationTask;
const s = cooperationTaskStep;
const partnerOrg = alias(org, 'partner_org');
const issuerOrg = alias(org, 'issuer_org');

/** A column of the step waiting for the partner (at most one per task; the request waits with its task). */
const pendingStepOf = (column: SQL, extra: SQL = sql``) =>
  sql`(select ${column} from ${s} where ${s.taskId} = ${t.id} and ${s.state} = 'PENDING'${extra} order by ${s.seq} desc limit 1)`;
/** The same of a waiting 延期 / 解除 only: it has its own urgency and deadline, the request shares its task's. */
const waitingStepOf = (column: SQL) => pendingStepOf(column, sql` and ${s.kind} <> 'REQUEST'`);
const waitingStepUrgency = waitingStepOf(sql`${s.urgency}`);
const waitingStepDeadline = waitingStepOf(sql`${s.deadlineAt}`);
const hasWaitingStep = exists(waitingStepOf(sql`1`));

/**
 * The to-do queue: urgent first, then by deadline — a waiting step's own urgency and deadline for a
 * task already answered; routine ones sort 60 years later (within the cursor's 1970–2100).
 */
const queueRank = sql`(case when coalesce(${waitingStepUrgency}, ${t.urgency}) = 'URGENT'
  then coalesce(${waitingStepDeadline}, ${t.deadlineAt})
  else coalesce(${waitingStepDeadline}, ${t.deadlineAt}) + interval '60 years' end)`;

const rowColumns = {
  task: t,
  partnerOrgName: partnerOrg.name,
  issuerOrgName: issuerOrg.name,
  issuedMicros: microsOf(t.issuedAt),
  rankMicros: microsOf(queueRank),
  pendingStep: sql<string | null>`${pendingStepOf(sql`${s.kind}`)}`,
  /** When a waiting 延期 / 解除 is due: epoch milliseconds as text, like the expiry below. */
  waitingStepDeadlineMs: sql<
    string | null
  >`${waitingStepOf(sql`(extract(epoch from ${s.deadlineAt}) * 1000)::bigint::text`)}`,
  /** Epoch milliseconds as text (engines parse raw timestamps differently). */
  measureExpiresMs: sql<string | null>`(case when exists (select 1 from ${s} where ${s.taskId} = ${t.id}
    and ${s.kind} = 'RELEASE' and ${s.state} = 'DONE') then null
    else (select (extract(epoch from max(${s.expiresAt})) * 1000)::bigint::text from ${s}
      where ${s.taskId} = ${t.id} and ${s.state} = 'DONE') end)`,
};

const OPEN: CooperationTaskState[] = ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'];
/**
 * The partner's tabs part its tasks: 待办 is what waits for it — an open task, or an answered one
 * whose 延期 / 解除 the centre started (it leaves 已反馈 / 已办结 until answered). A withdrawn task
 * is no longer the partner's: it leaves their lists with its content.
 */
const PARTNER_FILTERS: Record<CooperationPartnerFilter, SQL | undefined> = {
  TODO: or(inArray(t.state, OPEN), and(inArray(t.state, ['FED_BACK', 'CLOSED']), hasWaitingStep)),
  FED_BACK: and(eq(t.state, 'FED_BACK'), not(hasWaitingStep)),
  DONE: and(eq(t.state, 'CLOSED'), not(hasWaitingStep)),
};

/** Newest first by issue time, or the to-do queue (urgent first, then deadline). */
type ListOrder = 'newest' | 'queue';

export function createCooperationRepository({ db }: { db: Db }) {
  const rowsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(rowColumns)
      .from(t)
      .innerJoin(partnerOrg, eq(partnerOrg.id, t.partnerOrgId))
      .innerJoin(issuerOrg, eq(issuerOrg.id, t.issuerOrgId))
      .where(where);

  async function newestPage(where: SQL | undefined, filter: PageSlice) {
    const [rows, counted] = await Promise.all([
      rowsWhere(and(where, before(t.issuedAt, t.id, filter.after)))
        .orderBy(...newestFirst(t.issuedAt, t.id))
        .limit(filter.limit),
      filter.count ? countCapped(db, t, where) : undefined,
    ]);
    return { rows, counted, order: 'newest' as ListOrder };
  }

  /** The partner's to-do queue: urgent first, then the nearest deadline (ascending keyset on the rank). */
  async function queuePage(where: SQL | undefined, filter: PageSlice) {
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
    partnerPage(partnerOrgId: string, which: CooperationPartnerFilter, filter: PageSlice) {
      const where = and(eq(t.partnerOrgId, partnerOrgId), PARTNER_FILTERS[which]);
      return which === 'TODO' ? queuePage(where, filter) : newestPage(where, filter);
    },
    centrePage(
      scope: { orgPath: string; which: CooperationCentreFilter; type?: string; partnerOrgId?: string; now: Date },
      filter: PageSlice,
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
    /** Counts a task's version up without a move (a 延期 / 解除 added): two at once, one wins. */
    bumpVersion(tx: Tx, id: string, version: number) {
      return updateVersioned(tx, t, { id, version }, {});
    },
    /** Changes a step at the version seen (undefined: it changed meanwhile). */
    updateStep(tx: Tx, step: { id: string; version: number }, patch: Partial<typeof s.$inferInsert>) {
      return updateVersioned(tx, s, step, patch);
    },
    /** Moves a step by the step transitions at the version seen, from the state they allow. */
    moveStep(
      tx: Tx,
      step: { id: string; version: number },
      action: keyof typeof STEP_TRANSITIONS,
      patch: Partial<typeof s.$inferInsert> = {},
    ) {
      const rule = STEP_TRANSITIONS[action];
      return updateVersioned(tx, s, step, { ...patch, state: rule.to }, eq(s.state, rule.from));
    },
    /** Cancels the pending steps of a task (its withdrawal). */
    async cancelPendingSteps(tx: Tx, taskId: string) {
      const pending = await tx
        .select({ id: s.id, version: s.version })
        .from(s)
        .where(and(eq(s.taskId, taskId), eq(s.state, STEP_TRANSITIONS.cancel.from)));
      const { from, to } = STEP_TRANSITIONS.cancel;
      for (const step of pending) await updateVersioned(tx, s, step, { state: to }, eq(s.state, from));
    },
    /**
     * Measures in force that lapse by `until` and were not yet noticed: the step holding the
     * current expiry (the latest answered request or extension) of a task not released nor withdrawn.
     */
    lapseCandidates(now: Date, until: Date, limit: number) {
      return db
        .select({ step: s, task: t })
        .from(s)
        .innerJoin(t, eq(t.id, s.taskId))
        .where(
          and(
            eq(s.state, 'DONE'),
            inArray(s.kind, ['REQUEST', 'EXTENSION']),
            isNull(s.lapseRemindedAt),
            sql`${s.expiresAt} > ${now.toISOString()} and ${s.expiresAt} <= ${until.toISOString()}`,
            inArray(t.state, ['FED_BACK', 'CLOSED']),
            // Inside, the alias hides the table's own name: ${s.…} are the outer step's columns.
            sql`not exists (select 1 from ${s} as later where later.task_id = ${s.taskId} and later.state = 'DONE'
              and (later.kind = 'RELEASE' or later.expires_at > ${s.expiresAt}))`,
          ),
        )
        .orderBy(asc(s.expiresAt), asc(s.id))
        .limit(limit);
    },
    /** Claims the lapse notice of a step: of several processes exactly one gets it. */
    async markLapseReminded(tx: Tx, stepId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(s)
        .set({ lapseRemindedAt: now })
        .where(and(eq(s.id, stepId), isNull(s.lapseRemindedAt)))
        .returning({ id: s.id });
      return rows.length > 0;
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
    /**
     * Each batch's progress over its tasks not withdrawn (the issuing side's 接收 3/5 反馈 2/5): how
     * many partners received it (any state past 待接收) and fed back (已反馈 or 已办结); one aggregate.
     */
    async batchProgress(batchIds: readonly string[]) {
      if (batchIds.length === 0) return new Map<string, { total: number; received: number; fedBack: number }>();
      const rows = await db
        .select({
          batchId: t.batchId,
          total: sql<number>`count(*)::int`,
          received: sql<number>`(count(*) filter (where ${stateNotIn(t.state, ['ISSUED'])}))::int`,
          fedBack: sql<number>`(count(*) filter (where ${stateIn(t.state, ['FED_BACK', 'CLOSED'])}))::int`,
        })
        .from(t)
        .where(and(inArray(t.batchId, [...batchIds]), stateNotIn(t.state, ['WITHDRAWN'])))
        .groupBy(t.batchId);
      return new Map(rows.map(({ batchId, ...progress }) => [batchId, progress]));
    },
    /** The task's log with who did each thing (the shared timeline reader). */
    history: (taskId: string) => readTimeline(db, COOPERATION_TASK_ENTITY, [taskId]),
  };
}
export type CooperationRepository = ReturnType<typeof createCooperationRepository>;
export type CooperationTaskListRow = NonNullable<Awaited<ReturnType<CooperationRepository['find']>>>;
