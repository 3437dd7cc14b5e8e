import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oaAccount } from '../account/index.ts';
import { org } from '../org/index.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const GROUP_KINDS = ['verify', 're_verify'] as const;

/** Verify groups 核查组 (kind verify) and re-verify groups 复核组 (kind re_verify). */
export const verifyGroup = pgTable(
  'verify_group',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: GROUP_KINDS }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [checkOneOf('verify_group_kind_check', t.kind, GROUP_KINDS)],
);
export const verifyGroupMember = pgTable(
  'verify_group_member',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => verifyGroup.id),
    accountId: text('account_id')
      .notNull()
      .references(() => oaAccount.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.accountId] })],
);
export const verifyGroupOrg = pgTable(
  'verify_group_org',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => verifyGroup.id),
    orgId: text('org_id')
      .notNull()
      .references(() => org.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.orgId] })],
);
