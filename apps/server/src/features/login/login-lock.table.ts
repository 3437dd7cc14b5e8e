import { LOGIN_TYPES } from '@afp/contract';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

/**
 * Failed logins and locks per login identifier (oa account name, guard or cooperation phone),
 * whether or not an account has it: an unknown identifier locks like a real one (no enumeration).
 */
export const loginLock = pgTable(
  'login_lock',
  {
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    loginName: text('login_name').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.loginType, t.loginName] }),
    checkOneOf('login_lock_login_type_check', t.loginType, LOGIN_TYPES),
    index('login_lock_last_failure_idx').on(t.lastFailureAt),
  ],
);
export type LoginLockRow = typeof loginLock.$inferSelect;
