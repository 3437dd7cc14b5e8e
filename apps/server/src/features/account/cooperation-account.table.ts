import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountColumns } from './account-columns.ts';

/** Users of partner organisations (cooperation login type). */
export const cooperationAccount = pgTable('cooperation_account', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The hash the last change replaced: a new password may be neither (issue 24). */
  previousPasswordHash: text('previous_password_hash'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  ...accountColumns(),
});
export type CooperationAccountRow = typeof cooperationAccount.$inferSelect;
