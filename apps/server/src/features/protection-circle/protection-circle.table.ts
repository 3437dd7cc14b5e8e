import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ROLES = ['family', 'guard', 'grid'] as const;
const STATUSES = ['INVITED', 'ACTIVE', 'DECLINED', 'REMOVED'] as const;

/** Members of a protected person's circle 守护圈 (DESIGN §4.4), keyed by the person. */
export const protectionCircleMember = pgTable(
  'protection_circle_member',
  {
    id: text('id').primaryKey(),
    ownerPersonKey: text('owner_person_key').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relation: text('relation').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('protection_circle_owner_idx').on(t.ownerPersonKey),
    checkOneOf('protection_circle_member_role_check', t.role, ROLES),
    checkOneOf('protection_circle_member_status_check', t.status, STATUSES),
  ],
);
