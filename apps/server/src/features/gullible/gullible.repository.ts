import type { GullibleGroup, GullibleRiskLevel, GullibleVisitStatus, BehaviorKind } from '@afp/contract';
import type { PersonMatch } from '../../core/personal-data.ts';
import { and, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { guardUser } from '../account/index.ts';
import { org } from '../org/index.ts';
// eslint-disable-next-line afp/feature-boundaries -- protection-circle builds on gullible (a circle is a gullible person's): the person's circle counts read the leaf table, so the features stay acyclic
import { protectionCircleMember } from '../protection-circle/protection-circle.table.ts';
import { behaviorEvent, gulliblePerson, gullibleVisit, type GullibleVisitRow } from './gullible.table.ts';

export interface GullibleFilter {
  scope: { orgId: string } | { orgPath: string };
  match?: PersonMatch;
  group?: GullibleGroup;
  riskLevel?: GullibleRiskLevel;
  visitStatus?: GullibleVisitStatus;
  /** Visits since then count as 已走访. */
  revisitSince: Date;
}

const scopeOf = (scope: GullibleFilter['scope']): SQL =>
  'orgId' in scope ? eq(gulliblePerson.orgId, scope.orgId) : inSubtreeOf(gulliblePerson.orgPath, scope.orgPath);

function matchOf(match: GullibleFilter['match']): SQL | undefined {
  if (!match) return undefined;
  if ('phoneKey' in match) return eq(gulliblePerson.phoneKey, match.phoneKey);
  // A gullible person's key is the keyed hash of the ID number (core/personal-data.ts).
  if ('idNumberKey' in match) return eq(gulliblePerson.personKey, match.idNumberKey);
  return like(gulliblePerson.name, likePrefix(match.namePrefix));
}

function visitStatusOf(status: GullibleVisitStatus | undefined, since: Date): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'NEVER':
      return isNull(gulliblePerson.lastVisitedAt);
    case 'DUE':
      return lt(gulliblePerson.lastVisitedAt, since);
    case 'VISITED':
      return gte(gulliblePerson.lastVisitedAt, since);
  }
}

export const whereOf = (f: GullibleFilter): SQL | undefined =>
  and(
    scopeOf(f.scope),
    matchOf(f.match),
    f.group ? eq(gulliblePerson.group, f.group) : undefined,
    f.riskLevel ? eq(gulliblePerson.riskLevel, f.riskLevel) : undefined,
    visitStatusOf(f.visitStatus, f.revisitSince),
  );

const listColumns = {
  person: gulliblePerson,
  orgName: org.name,
  guardName: guardUser.name,
  createdMicros: microsOf(gulliblePerson.createdAt),
};

export function createGullibleRepository({ db }: { db: Db }) {
  const listQuery = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(listColumns)
      .from(gulliblePerson)
      .innerJoin(org, eq(org.id, gulliblePerson.orgId))
      .leftJoin(guardUser, eq(guardUser.id, gulliblePerson.guardId))
      .where(where);

  return {
    page(filter: GullibleFilter, after: KeysetPosition | undefined, limit: number) {
      return listQuery(and(whereOf(filter), before(gulliblePerson.createdAt, gulliblePerson.id, after)))
        .orderBy(...newestFirst(gulliblePerson.createdAt, gulliblePerson.id))
        .limit(limit);
    },
    cappedCount: (filter: GullibleFilter) => countCapped(db, gulliblePerson, whereOf(filter)),
    async find(id: string, tx: Db | Tx = db) {
      const [row] = await listQuery(eq(gulliblePerson.id, id), tx);
      return row;
    },
    /** Counts of the scope by group, risk and visit status (one pass). */
    async counts(scope: GullibleFilter['scope'], since: Date) {
      return db
        .select({
          group: gulliblePerson.group,
          riskLevel: gulliblePerson.riskLevel,
          never: sql<number>`count(*) filter (where ${gulliblePerson.lastVisitedAt} is null)::int`,
          due: sql<number>`count(*) filter (where ${gulliblePerson.lastVisitedAt} < ${since.toISOString()}::timestamptz)::int`,
          visited: sql<number>`count(*) filter (where ${gulliblePerson.lastVisitedAt} >= ${since.toISOString()}::timestamptz)::int`,
        })
        .from(gulliblePerson)
        .where(scopeOf(scope))
        .groupBy(gulliblePerson.group, gulliblePerson.riskLevel);
    },
    async circleCounts(personKey: string) {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${protectionCircleMember.status} = 'ACTIVE')::int`,
          invited: sql<number>`count(*) filter (where ${protectionCircleMember.status} = 'INVITED')::int`,
        })
        .from(protectionCircleMember)
        .where(eq(protectionCircleMember.ownerPersonKey, personKey));
      return { active: row?.active ?? 0, invited: row?.invited ?? 0 };
    },
    async behaviorCount(personId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(behaviorEvent)
        .where(eq(behaviorEvent.personId, personId));
      return row?.n ?? 0;
    },
    async insertVisit(tx: Tx, visit: GullibleVisitRow) {
      const [row] = await tx.insert(gullibleVisit).values(visit).returning();
      return row!;
    },
    visitPage(personId: string, after: KeysetPosition | undefined, limit: number) {
      return db
        .select({ visit: gullibleVisit, micros: microsOf(gullibleVisit.visitedAt) })
        .from(gullibleVisit)
        .where(and(eq(gullibleVisit.personId, personId), before(gullibleVisit.visitedAt, gullibleVisit.id, after)))
        .orderBy(...newestFirst(gullibleVisit.visitedAt, gullibleVisit.id))
        .limit(limit);
    },
    countVisits: (personId: string) => countCapped(db, gullibleVisit, eq(gullibleVisit.personId, personId)),
    behaviorPage(personId: string, kind: BehaviorKind | undefined, after: KeysetPosition | undefined, limit: number) {
      return db
        .select({ event: behaviorEvent, micros: microsOf(behaviorEvent.occurredAt) })
        .from(behaviorEvent)
        .where(
          and(
            eq(behaviorEvent.personId, personId),
            kind ? eq(behaviorEvent.kind, kind) : undefined,
            before(behaviorEvent.occurredAt, behaviorEvent.id, after),
          ),
        )
        .orderBy(...newestFirst(behaviorEvent.occurredAt, behaviorEvent.id))
        .limit(limit);
    },
    countBehavior: (personId: string, kind: BehaviorKind | undefined) =>
      countCapped(
        db,
        behaviorEvent,
        and(eq(behaviorEvent.personId, personId), kind ? eq(behaviorEvent.kind, kind) : undefined),
      ),
    async behavior(id: string) {
      const [row] = await db.select().from(behaviorEvent).where(eq(behaviorEvent.id, id));
      return row;
    },
  };
}
export type GullibleRepository = ReturnType<typeof createGullibleRepository>;
export type GullibleListRow = NonNullable<Awaited<ReturnType<GullibleRepository['find']>>>;
