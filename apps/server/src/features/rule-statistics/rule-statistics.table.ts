import { keysOf, LEDGER_STATES, RULE_METRICS } from '@afp/contract';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const METRICS = keysOf(RULE_METRICS);
const STATES = keysOf(LEDGER_STATES);

/** Yearly assessment rule sets 考核规则; the latest issued year is the OA default year. */
export const ruleSet = pgTable('rule_set', {
  year: integer('year').primaryKey(),
  title: text('title').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
});

/**
 * One rule item 考核项 of a year's rule set: its metric, the yearly targets of a station and of a
 * district (a rate in percent, a count, or a per-10,000 rate), and the points it weighs.
 */
export const ruleItem = pgTable(
  'rule_item',
  {
    year: integer('year').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    metric: text('metric', { enum: METRICS }).notNull(),
    stationTarget: numeric('station_target', { precision: 10, scale: 2 }).notNull(),
    districtTarget: numeric('district_target', { precision: 10, scale: 2 }).notNull(),
    weight: integer('weight').notNull(),
    /** Whether reviewed ledger entries add to the figure (count items). */
    ledgerAllowed: boolean('ledger_allowed').notNull(),
    description: text('description').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.code] }), checkOneOf('rule_item_metric_check', t.metric, METRICS)],
);
export type RuleItemRow = typeof ruleItem.$inferSelect;

/**
 * A ledger entry 台账: work done offline (sessions held, registrations collected …) with evidence
 * files, for a rule item of a year and a month. It goes through the shared verification and counts
 * only once VERIFIED (reviewed); a refusal sends it back to its submitter with the reason.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    year: integer('year').notNull(),
    itemCode: text('item_code').notNull(),
    month: integer('month').notNull(),
    value: integer('value').notNull(),
    description: text('description').notNull(),
    state: text('state', { enum: STATES }).notNull(),
    submittedBy: text('submitted_by').notNull(),
    submittedByName: text('submitted_by_name').notNull(),
    submittedAt: ts('submitted_at').notNull(),
    verifiedAt: ts('verified_at'),
    refuseReason: text('refuse_reason'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('ledger_entry_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.submittedAt.desc(), t.id.desc()),
    index('ledger_entry_submitted_idx').on(t.submittedAt.desc(), t.id.desc()),
    index('ledger_entry_item_idx').on(t.year, t.itemCode, t.state),
    checkOneOf('ledger_entry_state_check', t.state, STATES),
  ],
);
export type LedgerEntryRow = typeof ledgerEntry.$inferSelect;

/**
 * Rule statistics' pre-aggregated figures (issue 27): per workflow metric × organisation (the
 * record's holder's station — the board's finest unit —, or the holder itself above the stations,
 * migration 0054) × China month of the record's `at`, the sums of `num` and `den` of the records
 * whose figure no clock changes — what each metric's source (`rule-metrics.ts`, `figure`) says it
 * keeps here; the rest is read live. Written only by the database: the statement triggers of
 * migration 0051 on each owner's table keep it current in the writer's transaction, and
 * `rule_figure_rebuild()` (`npm run figures:rebuild`) recomputes it from the raw rows.
 */
export const ruleMonthFigure = pgTable(
  'rule_month_figure',
  {
    metric: text('metric', { enum: METRICS }).notNull(),
    /** The first day of the China month. */
    month: date('month', { mode: 'string' }).notNull(),
    orgPath: text('org_path').notNull(),
    /**
     * The first day of the China month the rows turn due in, for rows that count once due
     * (预警处置及时率's unfed assignments: late once their deadline passed); '-infinity' for rows
     * that count as they are. The board keeps the months already over and reads the current one live.
     */
    dueMonth: date('due_month', { mode: 'string' }).notNull().default('-infinity'),
    num: bigint('num', { mode: 'number' }).notNull().default(0),
    den: bigint('den', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.month, t.orgPath, t.dueMonth] })],
);
