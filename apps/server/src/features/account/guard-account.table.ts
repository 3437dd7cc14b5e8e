import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountColumns } from './account-columns.ts';

/** Guard users 卫士 (guard login type); roleType per DESIGN §2. */
export const guardUser = pgTable(
  'guard_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    roleType: integer('role_type').notNull(),
    ...accountColumns(),
  },
  (t) => [uniqueIndex('guard_user_phone_idx').on(t.phone), index('guard_user_org_idx').on(t.orgId)],
);
export type GuardUserRow = typeof guardUser.$inferSelect;
