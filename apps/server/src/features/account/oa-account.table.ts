import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountColumns } from './account-columns.ts';

/** Centre staff and administrators (oa login type). utype 1 = administrator (spec §6). */
export const oaAccount = pgTable('oa_account', {
  id: text('id').primaryKey(),
  accountName: text('account_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The hash the last change replaced: a new password may be neither (issue 24). */
  previousPasswordHash: text('previous_password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  utype: integer('utype').notNull(),
  lowest: boolean('lowest').notNull().default(false),
  ...accountColumns(),
});
export type OaAccountRow = typeof oaAccount.$inferSelect;
