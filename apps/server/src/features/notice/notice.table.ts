import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Notices to an organisation (new warning, overdue escalation), mirrored as workplace-app work notices. */
export const orgNotice = pgTable(
  'org_notice',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    kind: text('kind').notNull(),
    warningId: text('warning_id'),
    assignmentId: text('assignment_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('org_notice_org_idx').on(t.orgId, t.createdAt)],
);
