import {
  canSeeWhole,
  GULLIBLE_ENDPOINTS,
  GULLIBLE_RISK_LEVELS,
  isHolder,
  isInSubtree,
  keysOf,
  listScopeOf,
  mayChangeGullibleRisk,
  GULLIBLE_GROUPS,
  type BehaviorEvent,
  type GullibleCounts,
  type GullibleDetail,
  type GulliblePerson,
  type GullibleVisit,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type WarningRecord,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage, sliceOf } from '../../core/keyset-page.ts';
import { personMatchOf, type PersonKeyOf } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import { createEarlyWarningRepository, presentRecord, type FraudTypeDictionary } from '../early-warning/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { behaviorNotFound, gullibleNotFound, staleGullible } from './gullible.errors.ts';
import { presentBehavior, presentGullible, presentGullibleDetail, presentVisit } from './gullible.presenter.ts';
import type { GullibleFilter, GullibleListRow, GullibleRepository } from './gullible.repository.ts';
import { describeRiskChange, gullibleSearchOf, revisitSince } from './gullible.rules.ts';
import { gulliblePerson } from './gullible.table.ts';

type E = typeof GULLIBLE_ENDPOINTS;

/** Gullible persons 易受骗人员: scoped lists, the detail, visits, risk changes, behaviour and warnings. */
export function createGullibleService(deps: {
  db: Db;
  clock: Clock;
  repository: GullibleRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
  personKeyOf: PersonKeyOf;
  fraudTypes: FraudTypeDictionary;
}) {
  const { db, clock, repository, operationLog, accessLog, personKeyOf, fraudTypes } = deps;
  const warnings = createEarlyWarningRepository({ db });

  /** A person in the caller's subtree, else 404 (ids from another district look missing). */
  async function visiblePerson(caller: Principal, id: string): Promise<GullibleListRow> {
    const row = await repository.find(id);
    if (!row || !isInSubtree(row.person.orgPath, caller.orgPath)) throw gullibleNotFound();
    return row;
  }

  const matchOf = (keyword: string | undefined) => personMatchOf(gullibleSearchOf(keyword), personKeyOf);

  const scopeOf = (caller: Principal, requested?: 'mine' | 'subtree') =>
    listScopeOf(caller, requested) === 'mine' ? { orgId: caller.orgId } : { orgPath: caller.orgPath };

  async function detail(caller: Principal, id: string): Promise<GullibleDetail> {
    const row = await visiblePerson(caller, id);
    const isWhole = canSeeWhole(caller, row.person);
    if (isWhole) {
      await accessLog.recordWholeView(caller, 'gullible.view_whole', {
        type: 'gullible_person',
        id: row.person.id,
        personKey: row.person.personKey,
      });
    }
    const [circle, behaviorCount] = await Promise.all([
      repository.circleCounts(row.person.personKey),
      repository.behaviorCount(row.person.id),
    ]);
    return presentGullibleDetail(row, clock.now(), {
      isWhole,
      canChangeRisk: mayChangeGullibleRisk(caller, row.person),
      canVisit: isHolder(caller, row.person),
      circle,
      behaviorCount,
    });
  }

  return {
    visiblePerson,
    info: detail,

    async page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<GulliblePerson>> {
      const now = clock.now();
      const filter: GullibleFilter = {
        scope: scopeOf(caller, query.scope),
        match: matchOf(query.keyword),
        group: query.group,
        riskLevel: query.riskLevel,
        visitStatus: query.visitStatus,
        revisitSince: revisitSince(now),
      };
      return keysetPage(
        query,
        (slice) =>
          sliceOf(slice, repository.page(filter, slice.after, slice.limit), () => repository.cappedCount(filter)),
        {
          positionOf: (row) => ({ micros: row.createdMicros, id: row.person.id }),
          present: (pageRows) => pageRows.map((row) => presentGullible(row, now)),
        },
      );
    },

    async counts(caller: Principal, query: ParsedQueryOf<E['counts']>): Promise<GullibleCounts> {
      const rows = await repository.counts(scopeOf(caller, query.scope), revisitSince(clock.now()));
      const zero = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
      const counts: GullibleCounts = {
        total: 0,
        byGroup: zero(keysOf(GULLIBLE_GROUPS)),
        byRisk: zero(keysOf(GULLIBLE_RISK_LEVELS)),
        byVisitStatus: { NEVER: 0, DUE: 0, VISITED: 0 },
      };
      for (const row of rows) {
        const n = row.never + row.due + row.visited;
        counts.total += n;
        counts.byGroup[row.group] += n;
        counts.byRisk[row.riskLevel] += n;
        counts.byVisitStatus.NEVER += row.never;
        counts.byVisitStatus.DUE += row.due;
        counts.byVisitStatus.VISITED += row.visited;
      }
      return counts;
    },

    /** The holding community's guard records a visit: publicity, app, circle; the person's marks follow it. */
    async visit(caller: Principal, body: ParsedBodyOf<E['visit']>): Promise<GullibleDetail> {
      const row = await visiblePerson(caller, body.personId);
      if (!isHolder(caller, row.person)) throw forbidden('仅本社区卫士可登记走访');
      if (row.person.version !== body.version) throw staleGullible();
      const now = clock.now();
      await db.transaction(async (tx) => {
        const moved = await updateVersioned(
          tx,
          gulliblePerson,
          { id: row.person.id, version: body.version },
          {
            lastVisitedAt: now,
            publicityDone: body.publicityDone || row.person.publicityDone,
            appInstalled: body.appInstalled,
            circleJoined: body.circleJoined,
            updatedAt: now,
          },
        );
        if (!moved) throw staleGullible();
        const visitId = newId();
        await repository.insertVisit(tx, {
          id: visitId,
          personId: row.person.id,
          orgId: row.person.orgId,
          publicityDone: body.publicityDone,
          appInstalled: body.appInstalled,
          circleJoined: body.circleJoined,
          content: body.content,
          visitedBy: caller.id,
          visitedByName: caller.name,
          visitedAt: now,
        });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'gullible.visit',
            entityType: 'gullible_person',
            entityId: row.person.id,
            remark: body.content.slice(0, 200),
          },
          tx,
        );
      });
      return detail(caller, row.person.id);
    },

    async visitPage(caller: Principal, query: ParsedQueryOf<E['visitPage']>): Promise<Page<GullibleVisit>> {
      await visiblePerson(caller, query.personId);
      return keysetPage(
        query,
        (slice) =>
          sliceOf(slice, repository.visitPage(query.personId, slice.after, slice.limit), () =>
            repository.countVisits(query.personId),
          ),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.visit.id }),
          present: (pageRows) => pageRows.map((row) => presentVisit(row.visit)),
        },
      );
    },

    /** Station admins and above change the risk level, with a reason, versioned and logged. */
    async risk(caller: Principal, body: ParsedBodyOf<E['risk']>): Promise<GullibleDetail> {
      const row = await visiblePerson(caller, body.personId);
      if (!mayChangeGullibleRisk(caller, row.person)) throw forbidden('仅派出所/街道管理员及以上可调整风险等级');
      if (row.person.version !== body.version) throw staleGullible();
      if (row.person.riskLevel === body.riskLevel)
        throw badRequest('参数 riskLevel 错误：与当前等级相同', undefined, 'riskLevel');
      await db.transaction(async (tx) => {
        const moved = await updateVersioned(
          tx,
          gulliblePerson,
          { id: row.person.id, version: body.version },
          {
            riskLevel: body.riskLevel,
            updatedAt: clock.now(),
          },
        );
        if (!moved) throw staleGullible();
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'gullible.risk',
            entityType: 'gullible_person',
            entityId: row.person.id,
            fromState: row.person.riskLevel,
            toState: body.riskLevel,
            remark: describeRiskChange(
              GULLIBLE_RISK_LEVELS[row.person.riskLevel],
              GULLIBLE_RISK_LEVELS[body.riskLevel],
              body.reason,
            ),
          },
          tx,
        );
      });
      return detail(caller, row.person.id);
    },

    /** Warnings on this person in the caller's subtree (newest 20), masked list cards. */
    async warnings(caller: Principal, personId: string): Promise<WarningRecord[]> {
      const row = await visiblePerson(caller, personId);
      const now = clock.now();
      const rows = await warnings.page(
        { scope: 'subtree', orgId: caller.orgId, orgPath: caller.orgPath, personKey: row.person.personKey, now },
        undefined,
        20,
      );
      const types = await fraudTypes.entries();
      return rows.map((warning) => presentRecord(warning, types, now));
    },

    async behaviorPage(caller: Principal, query: ParsedQueryOf<E['behaviorPage']>): Promise<Page<BehaviorEvent>> {
      await visiblePerson(caller, query.personId);
      return keysetPage(
        query,
        (slice) =>
          sliceOf(slice, repository.behaviorPage(query.personId, query.kind, slice.after, slice.limit), () =>
            repository.countBehavior(query.personId, query.kind),
          ),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.event.id }),
          present: (pageRows) => pageRows.map((row) => presentBehavior(row.event)),
        },
      );
    },

    async behaviorInfo(caller: Principal, id: string): Promise<BehaviorEvent> {
      const event = await repository.behavior(id);
      if (!event) throw behaviorNotFound();
      const person = await repository.find(event.personId);
      if (!person || !isInSubtree(person.person.orgPath, caller.orgPath)) throw behaviorNotFound();
      return presentBehavior(event);
    },
  };
}
export type GullibleService = ReturnType<typeof createGullibleService>;
