import {
  BEHAVIOR_KINDS,
  BEHAVIOR_SOURCES,
  GULLIBLE_GROUPS,
  GULLIBLE_RISK_LEVELS,
  GULLIBLE_SOURCES,
  keysOf,
} from '@afp/contract';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { maskedPersonColumns, sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const GROUPS = keysOf(GULLIBLE_GROUPS);
const RISKS = keysOf(GULLIBLE_RISK_LEVELS);
const SOURCES = keysOf(GULLIBLE_SOURCES);
const KINDS = keysOf(BEHAVIOR_KINDS);
const EVENT_SOURCES = keysOf(BEHAVIOR_SOURCES);

/**
 * A gullible person 易受骗人员 of a community (DESIGN §4.4). The ID number is kept only masked and
 * as the person key (core/personal-data.ts, the same key as the person's warnings and circle); the
 * phone masked, as its keyed hash for search, and whole only as the contact number the holding
 * community's guards call (shown whole to them and the centre, every whole view logged).
 */
export const gulliblePerson = pgTable(
  'gullible_person',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    ...maskedPersonColumns(),
    /** Sealed at rest (db/columns.ts). */
    contactPhone: sealedText('contact_phone').notNull(),
    /** Keyed hash of the phone: the person key of `{ phone }`. */
    phoneKey: text('phone_key').notNull(),
    /** The person key of the person's warnings and protection circle (`owner_person_key`). */
    personKey: text('person_key').notNull(),
    address: text('address'),
    group: text('group', { enum: GROUPS }).notNull(),
    riskLevel: text('risk_level', { enum: RISKS }).notNull(),
    source: text('source', { enum: SOURCES }).notNull(),
    guardId: text('guard_id'),
    lastVisitedAt: ts('last_visited_at'),
    publicityDone: boolean('publicity_done').notNull().default(false),
    appInstalled: boolean('app_installed').notNull().default(false),
    circleJoined: boolean('circle_joined').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('gullible_person_org_created_idx').on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index('gullible_person_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.createdAt.desc()),
    index('gullible_person_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('gullible_person_phone_key_idx').on(t.phoneKey),
    index('gullible_person_person_key_idx').on(t.personKey),
    index('gullible_person_name_idx').using('btree', t.name.op('text_pattern_ops')),
    checkOneOf('gullible_person_group_check', t.group, GROUPS),
    checkOneOf('gullible_person_risk_check', t.riskLevel, RISKS),
    checkOneOf('gullible_person_source_check', t.source, SOURCES),
  ],
);
export type GulliblePersonRow = typeof gulliblePerson.$inferSelect;

/** A guard's visit to a gullible person: publicity, the national anti-fraud app, the circle. */
export const gullibleVisit = pgTable(
  'gullible_visit',
  {
    id: text('id').primaryKey(),
    personId: text('person_id').notNull(),
    orgId: text('org_id').notNull(),
    publicityDone: boolean('publicity_done').notNull(),
    appInstalled: boolean('app_installed').notNull(),
    circleJoined: boolean('circle_joined').notNull(),
    content: text('content').notNull(),
    visitedBy: text('visited_by').notNull(),
    visitedByName: text('visited_by_name').notNull(),
    visitedAt: ts('visited_at').notNull(),
  },
  (t) => [index('gullible_visit_person_idx').on(t.personId, t.visitedAt.desc(), t.id.desc())],
);
export type GullibleVisitRow = typeof gullibleVisit.$inferSelect;

/** One event of the person's behaviour timeline, as the partners report it. */
export const behaviorEvent = pgTable(
  'behavior_event',
  {
    id: text('id').primaryKey(),
    personId: text('person_id').notNull(),
    kind: text('kind', { enum: KINDS }).notNull(),
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    detail: text('detail').notNull(),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [
    index('behavior_event_person_idx').on(t.personId, t.occurredAt.desc(), t.id.desc()),
    checkOneOf('behavior_event_kind_check', t.kind, KINDS),
    checkOneOf('behavior_event_source_check', t.source, EVENT_SOURCES),
  ],
);
export type BehaviorEventRow = typeof behaviorEvent.$inferSelect;
