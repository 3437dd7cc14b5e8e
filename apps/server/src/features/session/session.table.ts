import { LOGIN_TYPES } from '@afp/contract';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

/** Login sessions; only the SHA-256 of the opaque token is stored. */
export const session = pgTable(
  'session',
  {
    tokenHash: text('token_hash').primaryKey(),
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    accountId: text('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('session_account_idx').on(t.loginType, t.accountId),
    checkOneOf('session_login_type_check', t.loginType, LOGIN_TYPES),
  ],
);
export type SessionRow = typeof session.$inferSelect;
