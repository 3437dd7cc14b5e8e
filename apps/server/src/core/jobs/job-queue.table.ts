import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded database's job queue (PGlite: one process owns the directory, so it polls this
 * table in process). On PostgreSQL graphile-worker keeps its own tables (schema graphile_worker)
 * and this one stays empty. Written in the business transaction: the outbox.
 */
export const jobQueue = pgTable(
  'job_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** A later job with the same key replaces this one while it waits. */
    key: text('key'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('job_queue_key_idx').on(t.key), index('job_queue_run_at_idx').on(t.runAt)],
);
