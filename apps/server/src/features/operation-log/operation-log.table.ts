import { ASSIGNMENT_STATES, TRANSFER_STATUSES, keysOf } from '@afp/contract';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

/** The states the log records: an assignment's states and a transfer's statuses (disjoint names). */
const LOGGED_STATES = [...keysOf(ASSIGNMENT_STATES), ...keysOf(TRANSFER_STATUSES)] as const;
export type LoggedState = (typeof LOGGED_STATES)[number];

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
    fromState: text('from_state', { enum: LOGGED_STATES }),
    toState: text('to_state', { enum: LOGGED_STATES }),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('operation_log_entity_idx').on(t.entityType, t.entityId),
    checkOneOf('operation_log_from_state_check', t.fromState, LOGGED_STATES),
    checkOneOf('operation_log_to_state_check', t.toState, LOGGED_STATES),
  ],
);
export type OperationLogRow = typeof operationLog.$inferSelect;
