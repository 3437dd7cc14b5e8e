import { keysOf, LOGIN_TYPES, NOTICE_KINDS } from '@afp/contract';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const KINDS = keysOf(NOTICE_KINDS);

/** Notices to an organisation (new warning, overdue escalation, transfers), also sent as workplace-app work notices. */
export const orgNotice = pgTable(
  'org_notice',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    kind: text('kind', { enum: KINDS }).notNull(),
    warningId: text('warning_id'),
    assignmentId: text('assignment_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('org_notice_org_keyset_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    checkOneOf('org_notice_kind_check', t.kind, KINDS),
  ],
);
export type OrgNoticeRow = typeof orgNotice.$inferSelect;

/** Who has read which notice: per account, so a notice one guard read is still unread for the next. */
export const noticeRead = pgTable(
  'notice_read',
  {
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    accountId: text('account_id').notNull(),
    noticeId: text('notice_id')
      .notNull()
      .references(() => orgNotice.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.loginType, t.accountId, t.noticeId] }),
    checkOneOf('notice_read_login_type_check', t.loginType, LOGIN_TYPES),
  ],
);
