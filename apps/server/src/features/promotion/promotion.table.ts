import { ADMIN_TRANSFER_STATES, keysOf } from '@afp/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const TRANSFER_STATES = keysOf(ADMIN_TRANSFER_STATES);

/** A guard's promotion QR code: an opaque random code standing for the guard on the public page. */
export const promotionCode = pgTable(
  'promotion_code',
  {
    guardId: text('guard_id').primaryKey(),
    code: text('code').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('promotion_code_code_idx').on(t.code)],
);
export type PromotionCodeRow = typeof promotionCode.$inferSelect;

/**
 * A resident registered through a guard's promotion code 推广用户. Name and phone are kept only
 * masked, the phone also as its keyed hash (core/personal-data.ts); a phone already registered
 * anywhere in the city is recorded with `counted = false` — the partial unique index makes the
 * first one the only counted one, even under concurrent registrations.
 */
export const spreadUser = pgTable(
  'spread_user',
  {
    id: text('id').primaryKey(),
    guardId: text('guard_id').notNull(),
    /** The community the resident chose (within the guard's area), else the guard's organisation. */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    /** The crediting guard's organisation (leaderboard by organisation). */
    guardOrgPath: text('guard_org_path').notNull(),
    nameMasked: text('name_masked').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    phoneKey: text('phone_key').notNull(),
    counted: boolean('counted').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('spread_user_counted_phone_idx')
      .on(t.phoneKey)
      .where(sql`counted`),
    index('spread_user_phone_key_idx').on(t.phoneKey),
    index('spread_user_guard_created_idx').on(t.guardId, t.createdAt.desc(), t.id.desc()),
    index('spread_user_created_idx').on(t.createdAt),
    index('spread_user_guard_path_idx').using('btree', t.guardOrgPath.op('text_pattern_ops'), t.createdAt),
  ],
);
export type SpreadUserRow = typeof spreadUser.$inferSelect;

/** 转让管理员: the team admin's offer of the role to a member, `PENDING → ACCEPTED | DECLINED | CANCELLED`. */
export const adminTransfer = pgTable(
  'admin_transfer',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    fromGuardId: text('from_guard_id').notNull(),
    toGuardId: text('to_guard_id').notNull(),
    state: text('state', { enum: TRANSFER_STATES }).notNull(),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // One open offer per team at a time.
    uniqueIndex('admin_transfer_open_idx')
      .on(t.orgId)
      .where(sql`state = 'PENDING'`),
    index('admin_transfer_to_idx').on(t.toGuardId, t.createdAt.desc()),
    index('admin_transfer_org_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    checkOneOf('admin_transfer_state_check', t.state, TRANSFER_STATES),
  ],
);
export type AdminTransferRow = typeof adminTransfer.$inferSelect;
