import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { cooperationAccount, guardUser, oaAccount } from '../account/index.ts';
import { org } from '../org/index.ts';
import { operationLog as log } from './operation-log.table.ts';

const actorOrg = alias(org, 'timeline_actor_org');

/** One logged row as a timeline reads it: the actor's name and organisation resolved. */
export interface TimelineRow {
  entityId: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  remark: string | null;
  actorName: string | null;
  actorOrgName: string | null;
  createdAt: Date;
}

/**
 * The log of some entities of one type, oldest first, with who did each thing by name — the one
 * reader behind every detail page's timeline 办理记录 (each feature puts its own words on the actions).
 */
export const readTimeline = (db: Db | Tx, entityType: string, entityIds: readonly string[]): Promise<TimelineRow[]> =>
  readTimelines(db, [{ entityType, entityIds }]);

/** The log of entities of several types as one timeline (an order and its tasks), oldest first. */
export function readTimelines(
  db: Db | Tx,
  sources: readonly { entityType: string; entityIds: readonly string[] }[],
): Promise<TimelineRow[]> {
  const whose = sources
    .filter((source) => source.entityIds.length > 0)
    .map((source) => and(eq(log.entityType, source.entityType), inArray(log.entityId, [...source.entityIds])));
  if (whose.length === 0) return Promise.resolve([]);
  return db
    .select({
      entityId: log.entityId,
      action: log.action,
      fromState: log.fromState,
      toState: log.toState,
      remark: log.remark,
      actorName: sql<string | null>`coalesce(${oaAccount.displayName}, ${guardUser.name}, ${cooperationAccount.name})`,
      actorOrgName: actorOrg.name,
      createdAt: log.createdAt,
    })
    .from(log)
    .leftJoin(oaAccount, and(eq(log.actorType, 'oa'), eq(oaAccount.id, log.actorId)))
    .leftJoin(guardUser, and(eq(log.actorType, 'guard'), eq(guardUser.id, log.actorId)))
    .leftJoin(cooperationAccount, and(eq(log.actorType, 'cooperation'), eq(cooperationAccount.id, log.actorId)))
    .leftJoin(actorOrg, eq(actorOrg.id, log.orgId))
    .where(or(...whose))
    .orderBy(asc(log.createdAt), asc(log.id));
}
