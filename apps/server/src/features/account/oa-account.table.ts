import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { org } from '../org/org.table.ts';

/** Centre staff and administrators (oa login type). utype 1 = administrator (spec §6). */
export const oaAccount = pgTable('oa_account', {
  id: text('id').primaryKey(),
  accountName: text('account_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  utype: integer('utype').notNull(),
  lowest: boolean('lowest').notNull().default(false),
  orgId: text('org_id')
    .notNull()
    .references(() => org.id),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
});
export type OaAccountRow = typeof oaAccount.$inferSelect;
