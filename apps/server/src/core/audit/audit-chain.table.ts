import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The head and anchor of each audit chain (`operation_log`, `access_log`): the last sealed row's
 * sequence and hash (so a deleted tail shows), and the last purged row's (where verification starts
 * after a retention purge). Rows are made by the migration; a trigger lets them only move forward.
 */
export const auditChain = pgTable('audit_chain', {
  chain: text('chain').primaryKey(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull().default(0),
  headHash: text('head_hash').notNull(),
  anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull().default(0),
  anchorHash: text('anchor_hash').notNull(),
  sealedAt: timestamp('sealed_at', { withTimezone: true }),
  purgedAt: timestamp('purged_at', { withTimezone: true }),
});
