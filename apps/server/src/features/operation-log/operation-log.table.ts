import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A state as its feature names it (`entity_type` says whose): each feature's transition table
 * decides which states exist, so the shared log does not list every feature's states.
 */
export type LoggedState = string;

/** Every change of state: who, in which organisation, what, from → to, why, when (DESIGN §4). */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    orgId: text('org_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('operation_log_entity_idx').on(t.entityType, t.entityId)],
);
export type OperationLogRow = typeof operationLog.$inferSelect;
