import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { org } from '../org/org.table.ts';

/** Users of partner organisations (cooperation login type). */
export const cooperationAccount = pgTable('cooperation_account', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  orgId: text('org_id')
    .notNull()
    .references(() => org.id),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
});
export type CooperationAccountRow = typeof cooperationAccount.$inferSelect;
