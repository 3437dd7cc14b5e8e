import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import type { PersonMatch } from '../../core/personal-data.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { ResidentTag } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { org } from '../org/index.ts';
import { resident, type ResidentRow } from './population.table.ts';

const street = alias(org, 'street');

export interface ResidentFilter {
  /** The caller's own organisation only, or its whole subtree. */
  scope: { orgId: string } | { orgPath: string };
  /** Keyed hash of a whole phone or ID number, or the start of a name. */
  match?: PersonMatch;
  tag?: ResidentTag;
  appInstalled?: boolean;
}

function matchOf(match: ResidentFilter['match']): SQL | undefined {
  if (!match) return undefined;
  if ('phoneKey' in match) return eq(resident.phoneKey, match.phoneKey);
  if ('idNumberKey' in match) return eq(resident.idNumberKey, match.idNumberKey);
  return like(resident.name, likePrefix(match.namePrefix));
}

export const whereOf = (f: ResidentFilter): SQL | undefined =>
  and(
    'orgId' in f.scope ? eq(resident.orgId, f.scope.orgId) : inSubtreeOf(resident.orgPath, f.scope.orgPath),
    matchOf(f.match),
    f.tag ? sql`${resident.tags} @> array[${f.tag}]::text[]` : undefined,
    f.appInstalled === undefined ? undefined : eq(resident.appInstalled, f.appInstalled),
  );

const listColumns = {
  resident,
  orgName: org.name,
  streetName: street.name,
  /** The keyset position's time (core/keyset-page.ts). */
  registeredMicros: microsOf(resident.registeredAt),
};

const tagCount = (tag: ResidentTag) =>
  sql<number>`count(*) filter (where ${resident.tags} @> array[${tag}]::text[])::int`;

export function createPopulationRepository({ db }: { db: Db }) {
  const listQuery = (where: SQL | undefined) =>
    db
      .select(listColumns)
      .from(resident)
      .innerJoin(org, eq(org.id, resident.orgId))
      .innerJoin(street, eq(street.id, org.parentId))
      .where(where);

  return {
    /** One keyset page, newest registration first. */
    page(filter: ResidentFilter, after: KeysetPosition | undefined, limit: number) {
      return listQuery(and(whereOf(filter), before(resident.registeredAt, resident.id, after)))
        .orderBy(...newestFirst(resident.registeredAt, resident.id))
        .limit(limit);
    },
    /** The list's count, capped (core/keyset-page.ts). */
    cappedCount: (filter: ResidentFilter) => countCapped(db, resident, whereOf(filter)),
    async find(id: string) {
      const [row] = await listQuery(eq(resident.id, id));
      return row;
    },
    /** Writes the tags when the version still matches; nothing when someone changed it meanwhile. */
    updateTags: (
      tx: Db | Tx,
      change: { id: string; version: number; tags: ResidentTag[]; at: Date },
    ): Promise<ResidentRow | undefined> =>
      updateVersioned(tx, resident, change, { tags: change.tags, updatedAt: change.at }),
    /** Residents, app installs and tags per community of the subtree (empty ones too), with the community's street. */
    countsByCommunity(orgPath: string) {
      return db
        .select({
          orgId: org.id,
          name: org.name,
          streetId: street.id,
          streetName: street.name,
          residents: sql<number>`count(${resident.id})::int`,
          appInstalled: sql<number>`count(*) filter (where ${resident.appInstalled})::int`,
          elderlyAlone: tagCount('ELDERLY_ALONE'),
          student: tagCount('STUDENT'),
          migrantWorker: tagCount('MIGRANT_WORKER'),
          gullible: tagCount('GULLIBLE'),
        })
        .from(org)
        .innerJoin(street, eq(street.id, org.parentId))
        .leftJoin(resident, eq(resident.orgId, org.id))
        .where(and(eq(org.kind, 'community'), inSubtreeOf(org.path, orgPath)))
        .groupBy(org.id, org.name, org.sort, street.id, street.name, street.sort)
        .orderBy(street.sort, org.sort);
    },
  };
}
export type PopulationRepository = ReturnType<typeof createPopulationRepository>;
export type ResidentListRow = NonNullable<Awaited<ReturnType<PopulationRepository['find']>>>;
export type CommunityCountsRow = Awaited<ReturnType<PopulationRepository['countsByCommunity']>>[number];
