import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Members of a protected person's circle 守护圈 (DESIGN §4.4), keyed by the person. */
export const protectionCircleMember = pgTable(
  'protection_circle_member',
  {
    id: text('id').primaryKey(),
    ownerPersonKey: text('owner_person_key').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relation: text('relation').notNull(),
    role: text('role', { enum: ['family', 'guard', 'grid'] }).notNull(),
    status: text('status', { enum: ['INVITED', 'ACTIVE', 'DECLINED', 'REMOVED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('protection_circle_owner_idx').on(t.ownerPersonKey)],
);
