import {
  CASE_PUBLICITY_ACTIVITY_PLACES,
  CASE_PUBLICITY_STATES,
  PUBLICITY_CATEGORIES,
  PUBLICITY_CONTENT_KINDS,
  PUBLICITY_CONTENT_STATES,
  PUBLICITY_RECORD_STATES,
  PUBLICITY_RECORD_TYPES,
  keysOf,
} from '@afp/contract';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const KINDS = keysOf(PUBLICITY_CONTENT_KINDS);
const CATEGORIES = keysOf(PUBLICITY_CATEGORIES);
const CONTENT_STATES = keysOf(PUBLICITY_CONTENT_STATES);
const RECORD_TYPES = keysOf(PUBLICITY_RECORD_TYPES);
const RECORD_STATES = keysOf(PUBLICITY_RECORD_STATES);
const CASE_STATES = keysOf(CASE_PUBLICITY_STATES);
const PLACES = keysOf(CASE_PUBLICITY_ACTIVITY_PLACES);

/** An item of the publicity content library 宣传内容库 (articles, posters, videos, documents). */
export const publicityContent = pgTable(
  'publicity_content',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: KINDS }).notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull().default(''),
    fraudTypeCodes: text('fraud_type_codes').array().notNull(),
    /** Cover image (a poster's own image) and the document/poster file: `stored_file` owner `publicity_content`. */
    coverKey: text('cover_key'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    videoUrl: text('video_url'),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    publishedAt: ts('published_at').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Published by oa staff of the centre or a district (null: the seeded library); withdrawn by them. */
    state: text('state', { enum: CONTENT_STATES }).notNull().default('PUBLISHED'),
    version: integer('version').notNull().default(0),
    createdBy: text('created_by'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    checkOneOf('publicity_content_state_check', t.state, CONTENT_STATES),
    index('publicity_content_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('publicity_content_category_idx').on(t.category, t.publishedAt.desc(), t.id.desc()),
    checkOneOf('publicity_content_kind_check', t.kind, KINDS),
    checkOneOf('publicity_content_category_check', t.category, CATEGORIES),
  ],
);
export type PublicityContentRow = typeof publicityContent.$inferSelect;

/** A guard's publicity record 宣防记录, verified through the shared verification (kind `publicity_record`). */
export const publicityRecord = pgTable(
  'publicity_record',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    guardId: text('guard_id').notNull(),
    guardName: text('guard_name').notNull(),
    type: text('type', { enum: RECORD_TYPES }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    occurredAt: ts('occurred_at').notNull(),
    audience: integer('audience').notNull(),
    flyers: integer('flyers').notNull().default(0),
    appInstalls: integer('app_installs').notNull().default(0),
    photos: text('photos').array().notNull(),
    remark: text('remark'),
    state: text('state', { enum: RECORD_STATES }).notNull(),
    refuseReason: text('refuse_reason'),
    submittedAt: ts('submitted_at').notNull(),
    verifiedAt: ts('verified_at'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('publicity_record_guard_idx').on(t.guardId, t.occurredAt.desc(), t.id.desc()),
    index('publicity_record_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.occurredAt.desc()),
    index('publicity_record_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    // Leaderboards count verified records by their verification time.
    index('publicity_record_verified_idx')
      .on(t.verifiedAt)
      .where(sql`state = 'VERIFIED'`),
    checkOneOf('publicity_record_type_check', t.type, RECORD_TYPES),
    checkOneOf('publicity_record_state_check', t.state, RECORD_STATES),
  ],
);
export type PublicityRecordRow = typeof publicityRecord.$inferSelect;

/**
 * 一案一宣: the publicity task of one handled warning with a loss, for the community that handled it.
 * It copies only the case's fraud type and loss — never the victim's identity.
 */
export const casePublicity = pgTable(
  'case_publicity',
  {
    id: text('id').primaryKey(),
    warningId: text('warning_id').notNull(),
    warningNo: text('warning_no').notNull(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    /** The guard who took it up (first activity or creation by hand); null while untouched. */
    guardId: text('guard_id'),
    guardName: text('guard_name'),
    fraudTypeCode: text('fraud_type_code'),
    amountLost: numeric('amount_lost', { precision: 14, scale: 2 }).notNull(),
    caseAt: ts('case_at').notNull(),
    dueAt: ts('due_at').notNull(),
    state: text('state', { enum: CASE_STATES }).notNull(),
    summary: text('summary'),
    refuseReason: text('refuse_reason'),
    submittedAt: ts('submitted_at'),
    verifiedAt: ts('verified_at'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('case_publicity_warning_idx').on(t.warningId),
    index('case_publicity_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.caseAt.desc()),
    index('case_publicity_org_idx').on(t.orgId, t.caseAt.desc(), t.id.desc()),
    index('case_publicity_state_due_idx').on(t.state, t.dueAt),
    checkOneOf('case_publicity_state_check', t.state, CASE_STATES),
  ],
);
export type CasePublicityRow = typeof casePublicity.$inferSelect;

/** One activity of a 一案一宣 task: where, when, how many listened, photos (`stored_file` owner `case_publicity`). */
export const casePublicityActivity = pgTable(
  'case_publicity_activity',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => casePublicity.id),
    place: text('place', { enum: PLACES }).notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    occurredAt: ts('occurred_at').notNull(),
    audience: integer('audience').notNull(),
    photos: text('photos').array().notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('case_publicity_activity_case_idx').on(t.caseId, t.occurredAt),
    checkOneOf('case_publicity_activity_place_check', t.place, PLACES),
  ],
);
export type CasePublicityActivityRow = typeof casePublicityActivity.$inferSelect;
