import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountColumns } from './account-columns.ts';

/** Centre staff and administrators (oa login type). utype 1 = administrator (spec §6). */
export const oaAccount = pgTable('oa_account', {
  id: text('id').primaryKey(),
  accountName: text('account_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  utype: integer('utype').notNull(),
  lowest: boolean('lowest').notNull().default(false),
  ...accountColumns(),
});
export type OaAccountRow = typeof oaAccount.$inferSelect;
