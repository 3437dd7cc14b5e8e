import {
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_OUTCOMES,
  COOPERATION_MEASURE_RESULTS,
  COOPERATION_OPEN_STATES,
  COOPERATION_STEP_KINDS,
  COOPERATION_STEP_STATES,
  COOPERATION_TASK_STATES,
  COOPERATION_TASK_TYPES,
  COOPERATION_URGENCIES,
  keysOf,
} from '@afp/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(COOPERATION_TASK_STATES);
const TYPES = keysOf(COOPERATION_TASK_TYPES);
const URGENCIES = keysOf(COOPERATION_URGENCIES);
const STEP_KINDS = keysOf(COOPERATION_STEP_KINDS);
const STEP_STATES = keysOf(COOPERATION_STEP_STATES);
const RESULTS = keysOf(COOPERATION_MEASURE_RESULTS);
const HELPS = keysOf(CARRIER_ASSIST_HELPS);
const OUTCOMES = keysOf(CARRIER_ASSIST_OUTCOMES);
const OPEN_STATES = COOPERATION_OPEN_STATES.map((state) => `'${state}'`).join(', ');

/**
 * A task the centre (or a district) issued to one partner organisation (DESIGN §4.9). Part B's
 * response-time figures read `issued_at`, `received_at`, `fed_back_at`, `closed_at`, `deadline_at`.
 */
export const cooperationTask = pgTable(
  'cooperation_task',
  {
    id: text('id').primaryKey(),
    /** One create for several partners: the tasks share a batch. */
    batchId: text('batch_id').notNull(),
    partnerOrgId: text('partner_org_id').notNull(),
    issuerOrgId: text('issuer_org_id').notNull(),
    issuerOrgPath: text('issuer_org_path').notNull(),
    issuerId: text('issuer_id').notNull(),
    issuerName: text('issuer_name').notNull(),
    type: text('type', { enum: TYPES }).notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    subjectAccount: text('subject_account'),
    subjectNumber: text('subject_number'),
    requestedAmount: numeric('requested_amount', { precision: 14, scale: 2 }),
    /** Photo keys (stored files owned by the task). */
    attachments: text('attachments').array().notNull(),
    state: text('state', { enum: STATES }).notNull(),
    issuedAt: ts('issued_at').notNull(),
    receivedAt: ts('received_at'),
    handlingAt: ts('handling_at'),
    fedBackAt: ts('fed_back_at'),
    closedAt: ts('closed_at'),
    withdrawnAt: ts('withdrawn_at'),
    /** When the partner's (next) answer is due; a return sets the redo deadline. */
    deadlineAt: ts('deadline_at').notNull(),
    returnReason: text('return_reason'),
    /** 运营商协助: the warning assignment it was asked from (its timeline shows the request and the answer). */
    warningAssignmentId: text('warning_assignment_id'),
    /** 运营商协助: what the carrier is asked to do. */
    assistHelp: text('assist_help', { enum: HELPS }),
    /** 运营商协助: the victim's number the carrier acts on, sealed like the warning's own. */
    assistPhone: sealedText('assist_phone'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('cooperation_task_partner_idx').on(t.partnerOrgId, t.state, t.deadlineAt),
    index('cooperation_task_partner_issued_idx').on(t.partnerOrgId, t.issuedAt.desc(), t.id.desc()),
    index('cooperation_task_issuer_idx').using(
      'btree',
      t.issuerOrgPath.op('text_pattern_ops'),
      t.issuedAt.desc(),
      t.id.desc(),
    ),
    index('cooperation_task_issued_idx').on(t.issuedAt.desc(), t.id.desc()),
    checkOneOf('cooperation_task_state_check', t.state, STATES),
    checkOneOf('cooperation_task_type_check', t.type, TYPES),
    checkOneOf('cooperation_task_urgency_check', t.urgency, URGENCIES),
    checkOneOf('cooperation_task_assist_help_check', t.assistHelp, HELPS),
    // A 运营商协助 always names its warning, its help and its number; no other task does.
    check(
      'cooperation_task_assist_check',
      sql`(type = 'CARRIER_ASSIST') = (warning_assignment_id is not null and assist_help is not null and assist_phone is not null)`,
    ),
    // One open request per warning and help: asked again only once the carrier has answered.
    uniqueIndex('cooperation_task_assist_open_idx')
      .on(t.warningAssignmentId, t.assistHelp)
      .where(sql`warning_assignment_id is not null and state in (${sql.raw(OPEN_STATES)})`),
  ],
);
export type CooperationTaskRow = typeof cooperationTask.$inferSelect;

/** A step of a measure (止付/冻结): the request, each 延期 and the 解除, each with its own answer. */
export const cooperationTaskStep = pgTable(
  'cooperation_task_step',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => cooperationTask.id),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: STEP_KINDS }).notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    state: text('state', { enum: STEP_STATES }).notNull(),
    note: text('note'),
    requestedAt: ts('requested_at').notNull(),
    deadlineAt: ts('deadline_at').notNull(),
    fedBackAt: ts('fed_back_at'),
    doneAt: ts('done_at'),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    /** The duration a 延期 asked for (null: the request and a 解除). */
    extensionHours: integer('extension_hours'),
    /** The measure is in force until then (after the request or an extension). */
    expiresAt: ts('expires_at'),
    /** When both sides were told that the measure lapses within COOPERATION_LAPSE_WARNING_HOURS (once per expiry). */
    lapseRemindedAt: ts('lapse_reminded_at'),
    /** 后补流程 of an urgent step: the paperwork is due then, and supplied at `paperwork_done_at`. */
    paperworkDueAt: ts('paperwork_due_at'),
    paperworkDoneAt: ts('paperwork_done_at'),
    paperwork: text('paperwork').array().notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cooperation_step_task_seq_idx').on(t.taskId, t.seq),
    checkOneOf('cooperation_step_kind_check', t.kind, STEP_KINDS),
    checkOneOf('cooperation_step_state_check', t.state, STEP_STATES),
    checkOneOf('cooperation_step_urgency_check', t.urgency, URGENCIES),
  ],
);
export type CooperationTaskStepRow = typeof cooperationTaskStep.$inferSelect;

/** Every feedback the partner gave on a task or a step (a returned task is answered again). */
export const cooperationFeedback = pgTable(
  'cooperation_feedback',
  {
    id: text('id').primaryKey(),
    taskId: text('task_id')
      .notNull()
      .references(() => cooperationTask.id),
    stepId: text('step_id'),
    account: text('account'),
    accountName: text('account_name'),
    bankName: text('bank_name'),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    balance: numeric('balance', { precision: 14, scale: 2 }),
    result: text('result', { enum: RESULTS }),
    resultReason: text('result_reason'),
    caseNumber: text('case_number'),
    documentNumber: text('document_number'),
    number: text('number'),
    doneAt: ts('done_at'),
    answer: text('answer'),
    content: text('content'),
    /** 运营商协助: done or cannot (the note is `content`). */
    assistOutcome: text('assist_outcome', { enum: OUTCOMES }),
    photos: text('photos').array().notNull(),
    fedBackById: text('fed_back_by_id').notNull(),
    fedBackByName: text('fed_back_by_name').notNull(),
    fedBackAt: ts('fed_back_at').notNull(),
  },
  (t) => [
    index('cooperation_feedback_task_idx').on(t.taskId, t.fedBackAt),
    checkOneOf('cooperation_feedback_result_check', t.result, RESULTS),
    checkOneOf('cooperation_feedback_assist_outcome_check', t.assistOutcome, OUTCOMES),
  ],
);
export type CooperationFeedbackRow = typeof cooperationFeedback.$inferSelect;
