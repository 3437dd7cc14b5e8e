import {
  ASSIGNMENT_STATES,
  CONTACT_TARGETS,
  DEFRAUDED,
  DISSUASION,
  FEEDBACK_CHANNELS,
  NOT_CONNECTED_REASONS,
  RETURN_VISIT_VERDICTS,
  WARNING_KINDS,
  WARNING_RESULTS,
  WARNING_SOURCES,
  keysOf,
  type VisitCheckAnswer,
} from '@afp/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(ASSIGNMENT_STATES);
const SOURCES = keysOf(WARNING_SOURCES);
const KINDS = keysOf(WARNING_KINDS);
const VERDICTS = keysOf(RETURN_VISIT_VERDICTS);
const CHANNELS = keysOf(FEEDBACK_CHANNELS);
const TARGETS = keysOf(CONTACT_TARGETS);
const DEFRAUDED_VALUES = keysOf(DEFRAUDED);
const DISSUASIONS = keysOf(DISSUASION);
const REASONS: [string, ...string[]] = [...NOT_CONNECTED_REASONS];
const RESULTS: [string, ...string[]] = [...WARNING_RESULTS];

/** A fraud warning as it arrived from upstream (DESIGN §4.1); handling lives in assignments. */
export const earlyWarning = pgTable(
  'early_warning',
  {
    id: text('id').primaryKey(),
    warningNo: text('warning_no').notNull().unique(),
    source: text('source', { enum: SOURCES }).notNull(),
    upstreamNo: text('upstream_no').notNull(),
    kind: text('kind', { enum: KINDS }).notNull(),
    level: integer('level').notNull(),
    fraudTypeCode: text('fraud_type_code'),
    victimName: text('victim_name').notNull(),
    /** Whole numbers, sealed at rest (db/columns.ts); never compared in SQL. */
    victimIdNumber: sealedText('victim_id_number'),
    victimPhone: sealedText('victim_phone'),
    victimBankCard: sealedText('victim_bank_card'),
    /** What lists show (core/personal-data.ts victimLookupOf), so a list page opens nothing. */
    victimPhoneMasked: text('victim_phone_masked'),
    victimIdNumberMasked: text('victim_id_number_masked'),
    /** Keyed hashes (the person key of `{ phone }` / `{ idNumber }`) the information query meets. */
    victimPhoneKey: text('victim_phone_key'),
    victimIdNumberKey: text('victim_id_number_key'),
    victimAddress: text('victim_address'),
    /** Who the warning is about: ID number, else phone — groups a person's warnings. */
    personKey: text('person_key').notNull(),
    suspectPhone: text('suspect_phone'),
    suspectAccount: text('suspect_account'),
    callCount: integer('call_count'),
    callDurationSeconds: integer('call_duration_seconds'),
    netUrl: text('net_url'),
    fundAmount: numeric('fund_amount', { precision: 14, scale: 2 }),
    linkedCaseNo: text('linked_case_no'),
    duplicateOfId: text('duplicate_of_id'),
    pushedAt: ts('pushed_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('early_warning_upstream_idx').on(t.source, t.upstreamNo),
    // A person's warnings are found through their assignments (`assignment_person_idx`), so the
    // warning's own person key has no index. The keyed hashes are only ever met by equality (the
    // information query): a hash index keeps a 4-byte code per row where a btree kept the 64-digit
    // key (≈ 22 against ≈ 96 bytes a warning, bench:warnings).
    index('early_warning_victim_phone_key_idx').using('hash', t.victimPhoneKey),
    index('early_warning_victim_id_number_key_idx').using('hash', t.victimIdNumberKey),
    // The information query's name prefix (`like '王%'`): only a pattern opclass serves a prefix
    // under a database collation other than C (a plain btree on the name was read by no query).
    index('early_warning_victim_name_idx').using('btree', t.victimName.op('text_pattern_ops')),
    checkOneOf('early_warning_source_check', t.source, SOURCES),
    checkOneOf('early_warning_kind_check', t.kind, KINDS),
  ],
);
export type EarlyWarningRow = typeof earlyWarning.$inferSelect;

/**
 * One organisation's handling of a warning (one row per hop). List columns (level, source,
 * pushed_at …) are copied here so the scoped, keyset-paged list reads one table.
 */
export const warningAssignment = pgTable(
  'warning_assignment',
  {
    id: text('id').primaryKey(),
    warningId: text('warning_id')
      .notNull()
      .references(() => earlyWarning.id),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    parentAssignmentId: text('parent_assignment_id'),
    hop: integer('hop').notNull().default(0),
    state: text('state', { enum: STATES }).notNull(),
    level: integer('level').notNull(),
    source: text('source', { enum: SOURCES }).notNull(),
    kind: text('kind', { enum: KINDS }).notNull(),
    fraudTypeCode: text('fraud_type_code'),
    personKey: text('person_key').notNull(),
    pushedAt: ts('pushed_at').notNull(),
    signDeadline: ts('sign_deadline').notNull(),
    feedbackDeadline: ts('feedback_deadline'),
    signedAt: ts('signed_at'),
    signedBy: text('signed_by'),
    fedBackAt: ts('fed_back_at'),
    closedAt: ts('closed_at'),
    escalatedAt: ts('escalated_at'),
    /** The centre's return-visit verdict 回访结论 when it closed the assignment (RETURN_VISIT_VERDICTS). */
    returnVisitVerdict: text('return_visit_verdict', { enum: VERDICTS }),
    /** Feedbacks 暂时找不到 on record: 确实找不到 is refused below the configured number (recontact.rules.ts). */
    contactAttempts: integer('contact_attempts').notNull().default(0),
    /** The centre's return visits 暂时找不到 on record, counted apart: its 确实找不到 needs its own attempts. */
    returnVisitAttempts: integer('return_visit_attempts').notNull().default(0),
    /** When the next attempt is due (待再次联系); cleared by any other feedback or return visit. */
    nextAttemptDue: ts('next_attempt_due'),
    /** The due attempt its holder was reminded of (recontact-reminder.ts): once per due time. */
    recontactRemindedFor: ts('recontact_reminded_for'),
    /** Optimistic lock: every change of state bumps it; a stale write answers 409. */
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    /**
     * Kept by the database (migration 0055), never by the app: the depth of the deepest organisation
     * this assignment shares with a later hop of its warning (0: none) — a handed-on assignment is its
     * warning's latest in the scopes below that depth. 预警统计's figures read it.
     */
    laterHopDepth: integer('later_hop_depth').notNull().default(0),
    /** Kept by the database (migration 0055): when the first transfer from it still requested or accepted was asked. */
    handedOnAt: ts('handed_on_at'),
  },
  (t) => [
    // Every list is newest first, `(pushed_at desc, id desc)`; its indexes hold the time without the
    // id that breaks ties (an incremental sort orders the few rows of one instant), 18 bytes a row
    // less each. An organisation's own list walks `assignment_org_pushed_idx` (its state last: a tab
    // of closed warnings skips the others, and counts them, in the index alone); the whole city's,
    // and a subtree's filtered by path, walk `assignment_pushed_idx` backwards: ascending, each new
    // warning lands on the rightmost page, which splits full, where a descending index split its
    // leftmost page in halves and kept twice the pages once warnings arrive one by one.
    index('assignment_org_pushed_idx').on(t.orgId, t.pushedAt.desc(), t.state),
    index('assignment_pushed_idx').on(t.pushedAt.asc().nullsFirst()),
    // A subtree (`org_path like '<path>%'`): its capped counts, of a state tab too, read this alone,
    // a small subtree's list its rows. A path and state repeat for many rows, so the index keeps
    // each pair once beside the rows' addresses (deduplication): ≈ 8 bytes a row where the path
    // with a time took ≈ 78.
    index('assignment_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.state),
    // A state tab: the states still in hand, a fraction of a province's rows, have their own ordered
    // partial indexes; 已办结 (most rows) walks the ones above and skips the rest.
    index('assignment_org_state_idx')
      .on(t.orgId, t.state, t.pushedAt.desc())
      .where(sql`state <> 'CLOSED'`),
    index('assignment_state_pushed_idx')
      .on(t.state, t.pushedAt.desc())
      .where(sql`state <> 'CLOSED'`),
    index('assignment_warning_idx').on(t.warningId),
    // Equality only (same person, duplicate intake): hashed like the warning's keyed hashes.
    index('assignment_person_idx').using('hash', t.personKey),
    index('assignment_sign_due_idx')
      .on(t.signDeadline)
      .where(sql`state = 'PENDING_SIGN' and escalated_at is null`),
    // The open assignments by the deadline they are late after (`openDueSql`): the overview counts
    // those falling due on the current China day from here, the earlier ones from its figures.
    index('assignment_open_due_idx')
      .on(sql`(case when state = 'PENDING_SIGN' then sign_deadline else feedback_deadline end)`)
      .where(sql`state in ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK')`),
    // Handled assignments not fed back yet, by when their feedback is due: rule statistics reads the
    // 预警处置及时率 of those due this China month live (index only), the earlier ones from its figures.
    index('assignment_unfed_due_idx')
      .on(sql`coalesce(feedback_deadline, sign_deadline)`, t.pushedAt, t.orgPath)
      .where(sql`fed_back_at is null and state not in ('TRANSFERRED', 'MERGED')`),
    // Unsigned sign duties by deadline: 预警统计 counts those falling due on the current China day
    // from here (按时签收率), the earlier ones from its figures (`warning_statistics_figure`).
    index('assignment_unsigned_due_idx')
      .on(t.signDeadline)
      .where(sql`signed_at is null and state <> 'MERGED'`),
    index('assignment_recontact_due_idx')
      .on(t.nextAttemptDue)
      .where(sql`next_attempt_due is not null`),
    check('warning_assignment_attempts_check', sql`contact_attempts >= 0 and return_visit_attempts >= 0`),
    checkOneOf('warning_assignment_state_check', t.state, STATES),
    checkOneOf('warning_assignment_source_check', t.source, SOURCES),
    checkOneOf('warning_assignment_kind_check', t.kind, KINDS),
    checkOneOf('warning_assignment_return_visit_verdict_check', t.returnVisitVerdict, VERDICTS),
  ],
);
export type WarningAssignmentRow = typeof warningAssignment.$inferSelect;

/** A feedback 反馈 on an assignment; (assignment, round) is unique so a retry cannot duplicate it. */
export const warningFeedback = pgTable(
  'warning_feedback',
  {
    id: text('id').primaryKey(),
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => warningAssignment.id),
    warningId: text('warning_id').notNull(),
    round: integer('round').notNull(),
    channels: text('channels', { enum: CHANNELS }).array().notNull(),
    smsContent: text('sms_content'),
    contactTarget: text('contact_target', { enum: TARGETS }).notNull(),
    relativeName: text('relative_name'),
    relativePhone: sealedText('relative_phone'),
    relativeRelation: text('relative_relation'),
    connected: boolean('connected').notNull(),
    notConnectedReason: text('not_connected_reason').$type<(typeof NOT_CONNECTED_REASONS)[number]>(),
    defrauded: text('defrauded', { enum: DEFRAUDED_VALUES }).notNull(),
    dissuasion: text('dissuasion', { enum: DISSUASIONS }),
    fraudTypeCode: text('fraud_type_code'),
    regradedLevel: integer('regraded_level'),
    amountLost: numeric('amount_lost', { precision: 14, scale: 2 }),
    amountDissuaded: numeric('amount_dissuaded', { precision: 14, scale: 2 }),
    amountStopped: numeric('amount_stopped', { precision: 14, scale: 2 }),
    fraudTime: ts('fraud_time'),
    accountInvolved: text('account_involved'),
    result: text('result').$type<(typeof WARNING_RESULTS)[number]>(),
    visitResult: text('visit_result'),
    location: jsonb('location').$type<{ latitude: number; longitude: number; address: string }>(),
    photos: text('photos').array(),
    remark: text('remark'),
    /** The door-step checklist of a visit that met someone (VISIT_CHECKLIST), as the contract checked it. */
    visitChecklist: jsonb('visit_checklist').$type<VisitCheckAnswer[]>(),
    isFinal: boolean('is_final').notNull(),
    orgId: text('org_id').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: ts('created_at').notNull(),
    /**
     * Kept by the database (migration 0055): the depth of the deepest organisation its assignment shares
     * with the assignment of a later feedback of the warning (0: none) — it is the warning's latest
     * feedback in the scopes below that depth; `laterInterimDepth` the same among interim (non-final) ones.
     */
    laterDepth: integer('later_depth').notNull().default(0),
    laterInterimDepth: integer('later_interim_depth').notNull().default(0),
  },
  (t) => [
    uniqueIndex('feedback_assignment_round_idx').on(t.assignmentId, t.round),
    index('feedback_warning_idx').on(t.warningId),
    check(
      'warning_feedback_channels_check',
      sql`${t.channels} <@ ${sql.raw(`array[${CHANNELS.map((c) => `'${c}'`).join(', ')}]::text[]`)}`,
    ),
    checkOneOf('warning_feedback_contact_target_check', t.contactTarget, TARGETS),
    checkOneOf('warning_feedback_not_connected_reason_check', t.notConnectedReason, REASONS),
    checkOneOf('warning_feedback_defrauded_check', t.defrauded, DEFRAUDED_VALUES),
    checkOneOf('warning_feedback_dissuasion_check', t.dissuasion, DISSUASIONS),
    checkOneOf('warning_feedback_result_check', t.result, RESULTS),
    check('warning_feedback_visit_checklist_check', sql`jsonb_typeof(${t.visitChecklist}) = 'array'`),
  ],
);
export type WarningFeedbackRow = typeof warningFeedback.$inferSelect;

/** Sign and feedback deadlines per level (configuration; seeded from DEFAULT_DEADLINES). */
export const warningDeadlineConfig = pgTable('warning_deadline_config', {
  level: integer('level').primaryKey(),
  signMinutes: integer('sign_minutes').notNull(),
  feedbackMinutes: integer('feedback_minutes').notNull(),
});

/** Two-level fraud type dictionary (fraud-type-choose). */
export const fraudType = pgTable('fraud_type', {
  code: text('code').primaryKey(),
  parentCode: text('parent_code'),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});
