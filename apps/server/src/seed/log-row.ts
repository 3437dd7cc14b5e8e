import type { operationLog } from '../db/schema.ts';

type LogInsert = typeof operationLog.$inferInsert;

/** Who did it, as the operation log names an actor. */
export interface SeedActor {
  type: 'oa' | 'guard' | 'cooperation';
  id: string;
  orgId: string;
}

/**
 * One operation-log row of a seeded object, as the services write it (features/operation-log):
 * the action says what happened, the remark only what it adds.
 */
export const seedLogRow =
  (entityType: string, entityId: string) =>
  (
    actor: SeedActor,
    action: string,
    from: string | null,
    to: string,
    at: Date,
    remark: string | null = null,
  ): LogInsert => ({
    actorType: actor.type,
    actorId: actor.id,
    orgId: actor.orgId,
    action,
    entityType,
    entityId,
    fromState: from,
    toState: to,
    remark,
    createdAt: at,
  });
