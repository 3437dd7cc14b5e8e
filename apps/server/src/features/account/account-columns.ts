import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { org } from '../org/index.ts';

/**
 * What every kind of account has: its organisation and the lock state the login rules keep
 * (failures, lock end, disabled). Fresh builders per table, as drizzle requires.
 */
export const accountColumns = () => ({
  orgId: text('org_id')
    .notNull()
    .references(() => org.id),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
});
