import {
  type ControlDigestRow,
  CONTROL_LABELS,
  CONTROLLED_PERSON_STATES,
  isHolder,
  listScopeOf,
  PEOPLE_CONTROL_ENDPOINTS,
  type ControlVisit,
  type ControlledPerson,
  type ControlListFilter,
  type ControlTask,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { decodeCursor, keysetPage, pageFrom } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import { attachPhotos } from '../file/index.ts';
import { invalidControlMove, taskNotFound } from './people-control.errors.ts';
import { describeVisit, presentVisit, presentPerson, presentTask } from './people-control.presenter.ts';
import type { ControlledPersonListRow, PeopleControlRepository } from './people-control.repository.ts';
import { dueAfterReturn, dueSoonUntil, isUnderControl, missedPeriods, monthRange } from './people-control.rules.ts';
import type { Actor, ControlMoves } from './people-control.moves.ts';
import type { ControlledPersonRow, ControlTaskRow } from './people-control.table.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { VerifiableKindHooks, Verification } from '../verification/index.ts';

type E = typeof PEOPLE_CONTROL_ENDPOINTS;
type VisitBody = ParsedBodyOf<E['visit']>;
type ReviewBody = ParsedBodyOf<E['approve']>;

/**
 * Capped totals are cached briefly, like the warnings' and the residents': every move of a person
 * or task is logged, which starts a new generation in every process. 本周到期 and 已逾期 change with the clock alone,
 * so they are counted every time.
 */
const COUNT_CACHE_MS = 30_000;
const CLOCK_DRIVEN_TABS: ReadonlySet<ControlListFilter> = new Set(['DUE_SOON', 'OVERDUE']);

/** The list and the visits: guards record, station admins and above approve or return. */
export function createPeopleControlService(deps: {
  db: Db;
  clock: Clock;
  repository: PeopleControlRepository;
  moves: ControlMoves;
  verification: Verification;
  operationLog: OperationLog;
}) {
  const { db, clock, repository, moves, verification, operationLog } = deps;
  const totals = createTtlCache<string, number>({ ttlMs: COUNT_CACHE_MS, clock });
  const { visiblePerson, visibleTask, requireManager, moveTask, openTask } = moves;

  /** Approved (by a station admin, or by 复核): the period is done and the next one starts at the visit. */
  async function approveIn(
    tx: Tx,
    actor: Actor,
    task: ControlTaskRow,
    person: ControlledPersonRow,
    version: number,
    reason?: string,
  ) {
    const now = clock.now();
    const moved = await moveTask(tx, actor, task, version, 'approve', { closedAt: now }, reason);
    const visit = await repository.submittedVisit(tx, task.id);
    if (visit) await repository.reviewVisit(tx, visit.id, review(actor, 'APPROVED', now, reason));
    if (isUnderControl(person.state)) await openTask(tx, person, visit?.submittedAt ?? now);
    return moved;
  }

  /** Returned with a reason (by a station admin, or refused at 核查 / 复核): the guard sees why and resubmits. */
  async function returnIn(
    tx: Tx,
    actor: Actor,
    task: ControlTaskRow,
    person: ControlledPersonRow,
    version: number,
    reason: string,
  ) {
    const now = clock.now();
    const dueAt = dueAfterReturn(task.dueAt, now);
    const moved = await moveTask(tx, actor, task, version, 'return', { returnReason: reason, dueAt }, reason);
    const visit = await repository.submittedVisit(tx, task.id);
    if (visit) await repository.reviewVisit(tx, visit.id, review(actor, 'RETURNED', now, reason));
    await repository.mirrorTask(tx, person.id, { taskState: moved.state, nextDueAt: dueAt, updatedAt: now });
    return moved;
  }

  async function taskWithPerson(tx: Tx, taskId: string) {
    const task = await repository.task(tx, taskId);
    const person = task && (await repository.person(tx, task.personId));
    if (!task || !person) throw taskNotFound();
    return { task, person };
  }

  /** A submitted visit is checked by 核查 and 复核 (kind control_feedback, subject = the task). */
  const verificationHooks: VerifiableKindHooks = {
    kind: 'control_feedback',
    async onReviewed(tx, taskId, by) {
      const { task, person } = await taskWithPerson(tx, taskId);
      await approveIn(tx, by, task, person, task.version, '复核通过');
    },
    async onRefused(tx, taskId, reason, by) {
      const { task, person } = await taskWithPerson(tx, taskId);
      await returnIn(tx, by, task, person, task.version, reason);
    },
    async describe(reader, taskIds) {
      const visits = await repository.visitsOfTasks(reader, taskIds);
      return new Map(visits.map((visit) => [visit.taskId, describeVisit(visit)]));
    },
  };

  return {
    verificationHooks,

    /** 月度汇总 per guard: visits of the month (late ones too) and who is overdue now. */
    async digest(caller: Principal, query: ParsedQueryOf<E['digest']>): Promise<ControlDigestRow[]> {
      const scope = listScopeOf(caller) === 'mine' ? { orgId: caller.orgId } : { orgPath: caller.orgPath };
      const { guards, visits, overdue } = await repository.digest(scope, monthRange(query.month), clock.now());
      const visitsOf = new Map(visits.map((row) => [row.guardId, row]));
      const overdueOf = new Map(overdue.map((row) => [row.guardId, row.overdueNow]));
      return guards.map((guard) => ({
        ...guard,
        visits: visitsOf.get(guard.guardId)?.visits ?? 0,
        lateVisits: visitsOf.get(guard.guardId)?.lateVisits ?? 0,
        overdueNow: overdueOf.get(guard.guardId) ?? 0,
      }));
    },

    async page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<ControlledPerson>> {
      const cursor = decodeCursor(query.cursor);
      const now = clock.now();
      const scope = listScopeOf(caller, query.scope) === 'mine' ? { orgId: caller.orgId } : { orgPath: caller.orgPath };
      const totalKey =
        cursor || CLOCK_DRIVEN_TABS.has(query.filter)
          ? undefined
          : `${operationLog.generation()}|${JSON.stringify([scope, query.filter, query.level, query.label])}`;
      const cachedTotal = totalKey === undefined ? undefined : totals.get(totalKey);
      const { rows, counted } = await repository.page({
        scope,
        filter: query.filter,
        level: query.level,
        label: query.label,
        now,
        soonUntil: dueSoonUntil(now),
        after: cursor,
        limit: query.pageSize + 1,
        count: !cursor && cachedTotal === undefined,
      });
      if (totalKey !== undefined && counted !== undefined) totals.set(totalKey, counted);
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted: cursor?.counted ?? cachedTotal ?? counted ?? 0,
        positionOf: (row: ControlledPersonListRow) => ({ micros: row.dueMicros, id: row.id }),
        present: (pageRows) => pageRows.map((row) => presentPerson(row, now)),
      });
    },

    /** The guard of the person's community records a visit on the current task. */
    async recordVisit(caller: Principal, body: VisitBody): Promise<ControlVisit> {
      const { task, person } = await visibleTask(caller, body.taskId);
      if (!isHolder(caller, person)) throw forbidden('仅本社区卫士可提交管控反馈');
      if (!isUnderControl(person.state)) throw invalidControlMove(CONTROLLED_PERSON_STATES[person.state], '提交反馈');
      const now = clock.now();
      const visitId = newId();
      const visit = await db.transaction(async (tx) => {
        await moveTask(tx, caller, task, body.version, 'submit', { returnReason: null });
        await verification.submitForVerification(tx, {
          kind: 'control_feedback',
          subjectId: task.id,
          orgId: person.orgId,
          submitter: caller,
          title: `管控走访：${person.name}（${CONTROL_LABELS[person.label]}）`,
        });
        const inserted = await repository.insertVisit(tx, {
          id: visitId,
          taskId: task.id,
          personId: person.id,
          orgId: person.orgId,
          orgPath: person.orgPath,
          method: body.method,
          result: body.result,
          address: body.location.address,
          latitude: body.location.latitude ?? null,
          longitude: body.location.longitude ?? null,
          content: body.content,
          photos: body.photos,
          commitments: body.commitments,
          state: 'SUBMITTED',
          isLate: now > task.dueAt,
          submittedBy: caller.id,
          submittedByName: caller.name,
          submittedAt: now,
        });
        const owner = { type: 'control_feedback', id: visitId } as const;
        await attachPhotos(tx, { keys: body.photos, orgId: caller.orgId, owner, now });
        await attachPhotos(tx, { keys: body.commitments, orgId: caller.orgId, owner, now, field: 'commitments' });
        // A visit counts as missed once per task: the first submission after the due time.
        const missed = task.state === 'PENDING' ? missedPeriods(task.dueAt, now, person.level) : 0;
        await repository.mirrorTask(tx, person.id, {
          taskState: 'SUBMITTED',
          lastVisitedAt: now,
          missedCount: person.missedCount + missed,
          updatedAt: now,
        });
        return inserted;
      });
      return presentVisit(visit);
    },

    async visitPage(caller: Principal, query: ParsedQueryOf<E['visitPage']>): Promise<Page<ControlVisit>> {
      await visiblePerson(caller, query.personId);
      return keysetPage(query, (slice) => repository.visitPage({ personId: query.personId, ...slice }), {
        positionOf: (row) => ({ micros: row.submittedMicros, id: row.visit.id }),
        present: (pageRows) => pageRows.map((row) => presentVisit(row.visit)),
      });
    },

    /** Approved: the period is done and the next one starts at the visit, by the level's cadence. */
    async approve(caller: Principal, body: ReviewBody): Promise<ControlTask> {
      const { task, person } = await visibleTask(caller, body.taskId);
      requireManager(caller, person);
      const approved = await db.transaction(async (tx) => {
        const moved = await approveIn(tx, caller, task, person, body.version, body.reason);
        await verification.settleVerification(tx, {
          ...subjectOf(task),
          outcome: 'REVIEWED',
          by: caller,
          reason: body.reason,
        });
        return moved;
      });
      return presentTask(approved, clock.now());
    },

    /** Returned with a reason: the guard sees why and resubmits, with at least the resubmission days. */
    async return(caller: Principal, body: ReviewBody): Promise<ControlTask> {
      const { task, person } = await visibleTask(caller, body.taskId);
      requireManager(caller, person);
      const reason = body.reason?.trim();
      if (!reason) throw badRequest('参数 reason 错误：请填写退回原因', undefined, 'reason');
      const returned = await db.transaction(async (tx) => {
        const moved = await returnIn(tx, caller, task, person, body.version, reason);
        const settled = await verification.settleVerification(tx, {
          ...subjectOf(task),
          outcome: 'REFUSED',
          by: caller,
          reason,
        });
        // Like a refusal in the 核查 queue, the guard's unit learns why — with the return, in its transaction.
        if (settled) await verification.noticeRefusal(tx, settled);
        return moved;
      });
      return presentTask(returned, clock.now());
    },
  };
}
export type PeopleControlService = ReturnType<typeof createPeopleControlService>;

const subjectOf = (task: ControlTaskRow) => ({ kind: 'control_feedback' as const, subjectId: task.id });

const review = (caller: Actor, state: 'APPROVED' | 'RETURNED', now: Date, reason: string | undefined) => ({
  state,
  reviewedBy: caller.id,
  reviewedByName: caller.name,
  reviewedAt: now,
  reviewReason: reason?.trim() || null,
});
