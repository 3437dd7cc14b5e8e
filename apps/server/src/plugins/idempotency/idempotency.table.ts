import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';

/**
 * A state-changing request sent with an `Idempotency-Key`, and the answer it got. Keys are per
 * caller, so one account can never be answered with another's result; a row without an answer is
 * a request still being handled.
 */
export const idempotentRequest = pgTable(
  'idempotent_request',
  {
    /** `<loginType>:<accountId>` of the caller. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** Sealed at rest (db/columns.ts): an answer may carry a whole phone or ID number. */
    answer: sealedText('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotent_request_created_idx').on(t.createdAt)],
);
export type IdempotentRequestRow = typeof idempotentRequest.$inferSelect;
