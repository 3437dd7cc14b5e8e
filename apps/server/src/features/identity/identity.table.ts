import { LOGIN_TYPES } from '@afp/contract';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

/**
 * A workplace-app user as seen by one app. `openid` is our own random credential for that
 * user (never the vendor's user id), because auto-login takes only an openid.
 */
export const workplaceIdentity = pgTable(
  'workplace_identity',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    appKey: text('app_key').notNull(),
    vendorUserId: text('vendor_user_id').notNull(),
    openid: text('openid').notNull().unique(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Last issue or auto-login of the openid: unused for OPENID_MAX_IDLE_MS, it expires. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workplace_identity_vendor_idx').on(t.provider, t.appKey, t.vendorUserId)],
);

/** (openid, loginType) → account; made by a login with an openid, removed by logout with unbinding. */
export const openidBinding = pgTable(
  'openid_binding',
  {
    openid: text('openid').notNull(),
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    accountId: text('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.openid, t.loginType, t.accountId] }),
    checkOneOf('openid_binding_login_type_check', t.loginType, LOGIN_TYPES),
  ],
);

/** Auth codes already exchanged, so a replayed code is refused. */
export const consumedAuthCode = pgTable('consumed_auth_code', {
  codeHash: text('code_hash').primaryKey(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }).notNull(),
});
