import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A state as its feature names it (`entity_type` says whose): each feature's transition table
 * decides which states exist, so the shared log does not list every feature's states.
 */
export type LoggedState = string;

/**
 * Every change of state: who, in which organisation, from which address, what, from → to, why,
 * with what result, when (DESIGN §4). One of the two audit chains (core/audit): rows cannot be
 * changed or deleted (a trigger refuses it; only the retention purge deletes expired rows), and
 * `seq` / `hash` are set once by the sealer.
 */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    orgId: text('org_id'),
    /** The client's address (`request.ip`); null for jobs and the seed. */
    clientAddress: text('client_address'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    remark: text('remark'),
    /** `success`: a row commits with the change it records, so a change that failed leaves none. */
    result: text('result').notNull().default('success'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The row's place in the chain, set once by the sealer (null until then). */
    seq: bigint('seq', { mode: 'number' }),
    /** SM3 over the previous row's hash and this row (core/audit/chains.ts). */
    hash: text('hash'),
  },
  (t) => [
    index('operation_log_entity_idx').on(t.entityType, t.entityId),
    // The warnings sent back (驳回), a small share: the centre's overview counts 退回 from these alone.
    index('operation_log_reject_idx')
      .on(t.entityId)
      .where(sql`action = 'assignment.reject'`),
    uniqueIndex('operation_log_seq_idx').on(t.seq),
    index('operation_log_unsealed_idx')
      .on(t.id)
      .where(sql`seq is null`),
  ],
);
export type OperationLogRow = typeof operationLog.$inferSelect;
