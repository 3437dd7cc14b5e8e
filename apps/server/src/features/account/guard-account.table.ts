import { boolean, index, uniqueIndex, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { org } from '../org/org.table.ts';

/** Guard users 卫士 (guard login type); roleType per DESIGN §2. */
export const guardUser = pgTable(
  'guard_user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    roleType: integer('role_type').notNull(),
    orgId: text('org_id')
      .notNull()
      .references(() => org.id),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [uniqueIndex('guard_user_phone_idx').on(t.phone), index('guard_user_org_idx').on(t.orgId)],
);
export type GuardUserRow = typeof guardUser.$inferSelect;
