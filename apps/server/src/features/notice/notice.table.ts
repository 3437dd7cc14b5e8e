import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

export const NOTICE_KINDS = [
  'new_warning',
  'overdue',
  'transfer_requested',
  'transfer_rejected',
  'transfer_withdrawn',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Notices to an organisation (new warning, overdue escalation), mirrored as workplace-app work notices. */
export const orgNotice = pgTable(
  'org_notice',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    warningId: text('warning_id'),
    assignmentId: text('assignment_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('org_notice_org_idx').on(t.orgId, t.createdAt),
    checkOneOf('org_notice_kind_check', t.kind, NOTICE_KINDS),
  ],
);
