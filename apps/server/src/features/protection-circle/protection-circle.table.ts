import { CIRCLE_MEMBER_STATES, CIRCLE_ROLES, DISSUASION_OUTCOMES, keysOf } from '@afp/contract';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ROLES = keysOf(CIRCLE_ROLES);
const STATUSES = keysOf(CIRCLE_MEMBER_STATES);
const OUTCOMES = keysOf(DISSUASION_OUTCOMES);
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Members of a protected person's circle 守护圈 (DESIGN §4.4), keyed by the person. */
export const protectionCircleMember = pgTable(
  'protection_circle_member',
  {
    id: text('id').primaryKey(),
    ownerPersonKey: text('owner_person_key').notNull(),
    name: text('name').notNull(),
    /** Sealed at rest (db/columns.ts): a duplicate is found by opening the circle's few members. */
    phone: sealedText('phone').notNull(),
    relation: text('relation').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: STATUSES }).notNull(),
    /** Told of new warnings on the owner (work notice to the owner's community, one alert row per member). */
    notify: boolean('notify').notNull().default(true),
    /** SHA-256 of the invitation link's token: answers once, then shows the member's state; replaced by a new invitation. */
    invitationHash: text('invitation_hash'),
    respondedAt: ts('responded_at'),
    /** Optimistic lock: every move bumps it; a stale write answers 409. */
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('protection_circle_owner_idx').on(t.ownerPersonKey),
    uniqueIndex('protection_circle_invitation_idx').on(t.invitationHash),
    checkOneOf('protection_circle_member_role_check', t.role, ROLES),
    checkOneOf('protection_circle_member_status_check', t.status, STATUSES),
  ],
);
export type CircleMemberRow = typeof protectionCircleMember.$inferSelect;

/** The members told of a warning on their owner: once per member and warning. */
export const protectionCircleAlert = pgTable(
  'protection_circle_alert',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    warningId: text('warning_id').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [uniqueIndex('protection_circle_alert_member_warning_idx').on(t.memberId, t.warningId)],
);

/** 劝阻 by a circle member on a warning of the owner, with its outcome (shown on the owner's warning). */
export const protectionCircleDissuasion = pgTable(
  'protection_circle_dissuasion',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    warningId: text('warning_id').notNull(),
    outcome: text('outcome', { enum: OUTCOMES }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    content: text('content').notNull(),
    recordedBy: text('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [
    index('protection_circle_dissuasion_warning_idx').on(t.warningId, t.recordedAt),
    checkOneOf('protection_circle_dissuasion_outcome_check', t.outcome, OUTCOMES),
  ],
);
export type DissuasionRow = typeof protectionCircleDissuasion.$inferSelect;
