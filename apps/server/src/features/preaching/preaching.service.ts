import {
  hasPreachStarted,
  isInSubtree,
  isPlainGuard,
  managesPreach,
  mayAssignPreachUnit,
  type PreachOverview,
  type PreachTopic,
  PREACHING_ENDPOINTS,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PreachAppointment,
  type PreachDetail,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import { loggedActor, type Principal } from '../../core/principal.ts';
import { move as moveRow, type Mover } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import { attachPhotos } from '../file/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { appointmentNotFound, doubleBooked, notStarted, stalePreach } from './preaching.errors.ts';
import { presentAppointment, presentDetail, roundRating } from './preaching.presenter.ts';
import type { PreachingRepository, PreachScope, PreachView } from './preaching.repository.ts';
import { actionsOf, mayAct, type PreachMove } from './preaching.rules.ts';
import type { PreachAppointmentRow } from './preaching.table.ts';
import { PREACH_WORKFLOW } from './preaching.workflows.ts';

type E = typeof PREACHING_ENDPOINTS;
type ReasonBody = ParsedBodyOf<E['reject']>;

/** Who made a move: a signed-in caller, or the reviewer answering through the shared verification. */
export type PreachActor = Mover;

/** A completed session goes to the shared verification ('preach_completion') inside the completion's transaction. */
export type SubmitCompletion = (tx: Tx, appointment: PreachAppointmentRow, caller: Principal) => Promise<void>;

export function createPreachingService(deps: {
  db: Db;
  clock: Clock;
  repository: PreachingRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
  submitCompletion: SubmitCompletion;
}) {
  const { db, clock, repository, operationLog, accessLog, submitCompletion } = deps;

  /** A plain guard sees his own and his organisation's sessions; admins and oa staff their subtree's. Else 404. */
  const isVisible = (caller: Principal, row: Pick<PreachAppointmentRow, 'orgId' | 'orgPath' | 'guardId'>) =>
    (caller.loginType === 'guard' && (row.guardId === caller.id || row.orgId === caller.orgId)) ||
    (!isPlainGuard(caller) && isInSubtree(row.orgPath, caller.orgPath));

  async function visible(caller: Principal, id: string, tx: Db | Tx = db): Promise<PreachAppointmentRow> {
    const row = await repository.row(tx, id);
    if (!row || !isVisible(caller, row)) throw appointmentNotFound();
    return row;
  }

  /** Moves an appointment at the version the caller saw (core/transition: the 409s and the log row). */
  async function move(
    tx: Tx,
    actor: PreachActor,
    row: PreachAppointmentRow,
    expectedVersion: number,
    action: PreachMove,
    values: Partial<PreachAppointmentRow> = {},
    remark?: string | null,
  ): Promise<PreachAppointmentRow> {
    return moveRow(tx, PREACH_WORKFLOW, row, action, {
      by: actor,
      log: operationLog,
      version: expectedVersion,
      patch: { ...values, updatedAt: clock.now() },
      remark,
    });
  }

  /** A new appointment in the log (its moves are logged by `move`). */
  async function logCreated(tx: Tx, actor: PreachActor, id: string, action: string, to: string) {
    await operationLog.record(
      {
        ...loggedActor(actor),
        action: `preaching.${action}`,
        entityType: 'preach_appointment',
        entityId: id,
        fromState: null,
        toState: to,
      },
      tx,
    );
  }

  /** The person's move: visible, allowed for this caller (403), then versioned. */
  async function act(
    caller: Principal,
    body: { id: string; version: number },
    action: PreachMove,
    prepare: (tx: Tx, row: PreachAppointmentRow) => Promise<Partial<PreachAppointmentRow>>,
    remark?: string | null,
    after?: (tx: Tx, moved: PreachAppointmentRow) => Promise<void>,
  ): Promise<PreachDetail> {
    await db.transaction(async (tx) => {
      const row = await visible(caller, body.id, tx);
      // The workflow's 409s come before the 403 and before `prepare` looks at anything.
      if (row.version !== body.version) throw PREACH_WORKFLOW.stale();
      if (!PREACH_WORKFLOW.can(action, row.state)) throw PREACH_WORKFLOW.illegal(row.state, action);
      if (!mayAct(caller, row, action)) throw forbidden('无权执行该操作');
      const values = await prepare(tx, row);
      const moved = await move(tx, caller, row, body.version, action, values, remark);
      await after?.(tx, moved);
    });
    return detail(caller, body.id);
  }

  /** Refuses a second session of the guard within ±2 h (the guard's row is locked meanwhile). */
  async function requireFree(tx: Tx, guardId: string, startsAt: Date, exceptId: string | null) {
    if (await repository.guardClash(tx, guardId, startsAt, exceptId)) throw doubleBooked();
  }

  async function detail(caller: Principal, id: string): Promise<PreachDetail> {
    const view = await repository.view(id);
    if (!view || !isVisible(caller, view.appointment)) throw appointmentNotFound();
    const row = view.appointment;
    const isWhole = (caller.loginType === 'guard' && row.guardId === caller.id) || managesPreach(caller, row.orgPath);
    if (isWhole) {
      await accessLog.record({
        ...loggedActor(caller),
        action: 'preaching.view_contact',
        subjectType: 'preach_appointment',
        subjectId: row.id,
      });
    }
    const [photos, history, attendance] = await Promise.all([
      repository.photos(id),
      repository.history(id),
      repository.attendance(id),
    ]);
    return presentDetail(view, { isWhole, photos, history, attendance, actions: actionsOf(caller, row) });
  }

  /** guard-defend-detail: the guard's own figures (by SQL) and his overview text. */
  async function overviewOf(caller: Principal): Promise<PreachOverview> {
    const [figures, profile] = await Promise.all([
      repository.overview(caller.id, clock.now()),
      repository.profile(db, caller.id),
    ]);
    return {
      guardName: caller.name,
      orgName: caller.orgName,
      overview: profile?.overview ?? '',
      version: profile?.version ?? 0,
      ...figures,
      ratingAverage: roundRating(figures.ratingAverage),
      topics: figures.topics.map((row) => ({ topic: row.topic as PreachTopic, sessions: row.sessions })),
    };
  }

  return {
    detail,
    move,

    /** 选择单位: units of the caller's subtree (no partners), for those who assign to units. */
    async units(caller: Principal, keyword: string | undefined) {
      if (!mayAssignPreachUnit(caller)) throw forbidden('仅派出所/街道管理员及以上可分配单位');
      return repository.units(caller.orgPath, keyword);
    },

    /** 选择卫士: active guards of the session's unit and of the caller's subtree, busy ones marked. */
    async guards(caller: Principal, query: ParsedQueryOf<E['guards']>) {
      const row = await visible(caller, query.id);
      if (!managesPreach(caller, row.orgPath)) throw forbidden('仅管理员可分配卫士');
      return repository.guardCandidates(
        { appointment: row.orgPath, caller: caller.orgPath },
        row.startsAt,
        row.id,
        query.keyword,
      );
    },

    overview: overviewOf,

    /** detail-change: the overview text at the version the guard saw (409 when stale), logged. */
    async updateOverview(caller: Principal, body: ParsedBodyOf<E['updateOverview']>): Promise<PreachOverview> {
      await db.transaction(async (tx) => {
        const saved = await repository.saveProfile(tx, caller.id, body.version, body.overview, clock.now());
        if (!saved) throw stalePreach();
        await operationLog.record(
          {
            ...loggedActor(caller),
            action: 'preaching.overview',
            entityType: 'preach_profile',
            entityId: caller.id,
            remark: `第${saved.version}版`,
          },
          tx,
        );
      });
      return overviewOf(caller);
    },

    async page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<PreachAppointment>> {
      const scope: PreachScope = isPlainGuard(caller)
        ? { ownOrgId: caller.orgId, guardId: caller.id }
        : { orgPath: caller.orgPath, guardId: query.mine === 'true' ? caller.id : undefined };
      return keysetPage(
        query,
        (slice) =>
          repository.page({
            scope,
            filter: query.filter,
            ...slice,
          }),
        {
          positionOf: (row: PreachView) => ({ micros: row.startsMicros, id: row.appointment.id }),
          present: (pageRows) => pageRows.map((row) => presentAppointment(row)),
        },
      );
    },

    /** preach-create: a session the guard arranged himself, accepted and his at once (still ±2 h). */
    async create(caller: Principal, body: ParsedBodyOf<E['create']>): Promise<PreachDetail> {
      if (caller.loginType !== 'guard') throw forbidden('仅卫士可新增宣讲');
      const now = clock.now();
      const id = newId();
      await db.transaction(async (tx) => {
        const startsAt = new Date(body.startsAt);
        await requireFree(tx, caller.id, startsAt, null);
        await repository.insert(tx, {
          id,
          source: 'SELF',
          ...body,
          remark: body.remark || null,
          startsAt,
          state: 'ACCEPTED',
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          guardId: caller.id,
          acceptedAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await logCreated(tx, caller, id, 'create', 'ACCEPTED');
      });
      return detail(caller, id);
    },

    assignUnit: (caller: Principal, body: ParsedBodyOf<E['assignUnit']>) =>
      act(caller, body, 'assignUnit', async (tx) => {
        const unit = await repository.org(tx, body.orgId);
        if (!unit || unit.kind === 'partner' || !isInSubtree(unit.path, caller.orgPath)) {
          throw notFound('单位不存在');
        }
        return { orgId: unit.id, orgPath: unit.path, guardId: null, acceptedAt: null };
      }),

    assignGuard: (caller: Principal, body: ParsedBodyOf<E['assignGuard']>) =>
      act(caller, body, 'assignGuard', async (tx, row) => {
        const guard = await repository.guard(tx, body.guardId);
        if (!guard || !isInSubtree(guard.orgPath, row.orgPath) || !isInSubtree(guard.orgPath, caller.orgPath)) {
          throw notFound('卫士不存在');
        }
        await requireFree(tx, guard.id, row.startsAt, row.id);
        return { guardId: guard.id, orgId: guard.orgId, orgPath: guard.orgPath, acceptedAt: null };
      }),

    accept: (caller: Principal, body: ParsedBodyOf<E['accept']>) =>
      act(caller, body, 'accept', async (tx, row) => {
        await requireFree(tx, caller.id, row.startsAt, row.id);
        return { acceptedAt: clock.now() };
      }),

    decline: (caller: Principal, body: ReasonBody) =>
      act(caller, body, 'decline', async () => ({ guardId: null }), body.reason),

    reject: (caller: Principal, body: ReasonBody) =>
      act(caller, body, 'reject', async () => ({ closeReason: body.reason }), body.reason),

    cancel: (caller: Principal, body: ReasonBody) =>
      act(caller, body, 'cancel', async () => ({ closeReason: body.reason }), body.reason),

    /** Once begun; overview, audience and at least one photo (the contract refuses fewer); then to the verification. */
    complete: (caller: Principal, body: ParsedBodyOf<E['complete']>) =>
      act(
        caller,
        body,
        'complete',
        async (tx, row) => {
          const now = clock.now();
          if (!hasPreachStarted(row.startsAt, now)) throw notStarted(row.startsAt);
          if (body.photos.length === 0) throw badRequest('请至少上传一张现场照片', undefined, 'photos');
          await attachPhotos(tx, {
            keys: body.photos,
            orgId: caller.orgId,
            owner: { type: 'preach_appointment', id: row.id },
            now,
          });
          return { overview: body.overview, audienceCount: body.audienceCount, completedAt: now, refuseReason: null };
        },
        null,
        (tx, moved) => submitCompletion(tx, moved, caller),
      ),
  };
}
export type PreachingService = ReturnType<typeof createPreachingService>;
