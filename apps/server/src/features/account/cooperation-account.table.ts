import { pgTable, text } from 'drizzle-orm/pg-core';
import { accountColumns } from './account-columns.ts';

/** Users of partner organisations (cooperation login type). */
export const cooperationAccount = pgTable('cooperation_account', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  ...accountColumns(),
});
export type CooperationAccountRow = typeof cooperationAccount.$inferSelect;
