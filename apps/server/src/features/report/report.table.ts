import { keysOf, REPORT_KINDS, REPORT_SUBMISSION_STATES, type ReportField, type ReportValues } from '@afp/contract';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const KINDS = keysOf(REPORT_KINDS);
const STATES = keysOf(REPORT_SUBMISSION_STATES);

/** A report template 报表模板 issued by the centre or a district (DESIGN §4.8). */
export const reportTemplate = pgTable(
  'report_template',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: KINDS }).notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<ReportField[]>().notNull(),
    /** Weekly / monthly: days after the period's end. */
    dueDays: integer('due_days'),
    /** Special: the due day `YYYY-MM-DD` (China time, due at its end). */
    dueDate: text('due_date'),
    /** Organisations of this level in the issuer's subtree must submit. */
    targetLevel: integer('target_level').notNull(),
    /** The issuing organisation. */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Periods are owed from the one containing this instant on. */
    startsAt: ts('starts_at').notNull(),
  },
  (t) => [
    index('report_template_created_idx').on(t.createdAt.desc(), t.id.desc()),
    checkOneOf('report_template_kind_check', t.kind, KINDS),
  ],
);
export type ReportTemplateRow = typeof reportTemplate.$inferSelect;

/** One organisation's report of one period: at most one per template, period and organisation. */
export const reportSubmission = pgTable(
  'report_submission',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => reportTemplate.id),
    periodKey: text('period_key').notNull(),
    dueAt: ts('due_at').notNull(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    state: text('state', { enum: STATES }).notNull(),
    values: jsonb('values').$type<ReportValues>().notNull(),
    /** The first hand-in decides lateness; a resubmission after a refusal keeps it. */
    firstSubmittedAt: ts('first_submitted_at'),
    submittedAt: ts('submitted_at'),
    submittedById: text('submitted_by_id'),
    submittedByName: text('submitted_by_name'),
    verifiedAt: ts('verified_at'),
    refuseReason: text('refuse_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('report_submission_period_uq').on(t.templateId, t.periodKey, t.orgId),
    index('report_submission_path_idx').using(
      'btree',
      t.orgPath.op('text_pattern_ops'),
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('report_submission_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    checkOneOf('report_submission_state_check', t.state, STATES),
  ],
);
export type ReportSubmissionRow = typeof reportSubmission.$inferSelect;

/**
 * 催报: one row per unit urged for a period (the urge itself is also a note in the operation log on
 * the template). The unit's 待填报 and the submission's timeline read it; its latest row starts the
 * unit's cooldown (`REPORT_URGE_COOLDOWN_MINUTES`).
 */
export const reportUrge = pgTable(
  'report_urge',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id')
      .notNull()
      .references(() => reportTemplate.id),
    periodKey: text('period_key').notNull(),
    /** The unit urged. */
    orgId: text('org_id').notNull(),
    urgedAt: ts('urged_at').notNull(),
    urgedById: text('urged_by_id').notNull(),
    urgedByName: text('urged_by_name').notNull(),
    urgedByOrgId: text('urged_by_org_id').notNull(),
  },
  (t) => [index('report_urge_period_idx').on(t.templateId, t.periodKey, t.orgId, t.urgedAt.desc())],
);
export type ReportUrgeRow = typeof reportUrge.$inferSelect;
