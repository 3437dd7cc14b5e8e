import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const STATISTICS_DIMS = [
  'state',
  'level',
  'fraudType',
  'hour',
  'child',
  'all',
  'signDue',
  'overdue',
  'feedback',
  'interim',
] as const;

/**
 * The overview's pre-aggregated figures (issue 27): per China day of the push × organisation × one
 * dimension's key — `source`, `level`, `fraudType` (the code, '' untyped), `hour` (0–23, China
 * time) or `due` (the China day an open assignment turns late, `openDueSql`; open ones only) — the
 * held assignments and the state-derived buckets. 超时未办 depends on the clock, yet is exact from
 * here: an open assignment due before today is late, one due today is late once its deadline passed
 * (counted live, `assignment_open_due_idx`), one due later is not. An organisation has two kinds of
 * rows: `own`, what it holds itself (本级), and `subtree`, what it and everything below it hold (every
 * organisation but the root), so a caller's overview reads its direct children's `subtree` rows
 * (`parent_path` = its path) and its own `own` rows — a few per child and day, however many
 * communities and warnings lie below. Written only by the database: the triggers of migration 0049
 * keep it current in the same transaction as every change of `warning_assignment`, and
 * `warning_figure_rebuild()` (`npm run figures:rebuild`) recomputes it from the raw rows.
 * One row per dimension and key rather than per source × type × level combination: the overview
 * reads each dimension alone, and the combinations (8 × 31 × 4 a day per organisation) would be
 * about as many as the warnings themselves.
 */
export const warningDailyFigure = pgTable(
  'warning_daily_figure',
  {
    /** The organisation's parent's path ('/' for the root): a caller reads its children by this. */
    parentPath: text('parent_path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orgPath: text('org_path').notNull(),
    scope: text('scope', { enum: ['own', 'subtree'] }).notNull(),
    dim: text('dim', { enum: ['source', 'level', 'fraudType', 'hour', 'due'] }).notNull(),
    key: text('key').notNull(),
    /** Held: neither handed on nor merged away (`heldSql`). */
    held: integer('held').notNull().default(0),
    /** 已反馈: FED_BACK_STATES. */
    visited: integer('visited').notNull().default(0),
    /** 需跟进: FOLLOW_UP_STATES. */
    followUp: integer('follow_up').notNull().default(0),
    /** 逾期上报: open and reported upward by the overdue escalation. */
    escalated: integer('escalated').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentPath, t.day, t.orgPath, t.scope, t.dim, t.key] }),
    check('warning_daily_figure_scope_check', sql`scope in ('own', 'subtree')`),
    check('warning_daily_figure_dim_check', sql`dim in ('source', 'level', 'fraudType', 'hour', 'due')`),
  ],
);

/**
 * 预警统计's pre-aggregated figures (issue 27, migration 0055): per organisation (the caller's scope:
 * every organisation, its whole subtree) × China day of the push × one dimension's key. A warning
 * counts in a scope by its latest hop there (`state`, `level`, `fraudType`, `hour`, `child` — the
 * direct child holding it, '' the organisation itself — in `n`); the `all` row holds the sign duties
 * signed (`sign_due`), signed on time, return visits and effective ones; `signDue` (key: the China
 * hour the deadline falls in, '2026-12-07 09', migration 0056) the unsigned duties that fall due at
 * their deadline, and `overdue` (key: the due hour) the open assignments, both counted once their hour
 * is past and live in the current hour; `feedback` and `interim` count the warnings by their latest feedback (and latest interim one)
 * in the scope, with that feedback's amounts. Written only by the database's triggers, in every
 * writer's transaction; `warning_statistics_rebuild()` recomputes it.
 */
/** A 预警统计 figure row's sums, the same in the day and the hour rows. */
const statisticsSums = () => ({
  dim: text('dim', { enum: STATISTICS_DIMS }).notNull(),
  key: text('key').notNull(),
  n: integer('n').notNull().default(0),
  signDue: integer('sign_due').notNull().default(0),
  signedOnTime: integer('signed_on_time').notNull().default(0),
  visited: integer('visited').notNull().default(0),
  effective: integer('effective').notNull().default(0),
  amountLost: numeric('amount_lost').notNull().default('0'),
  amountDissuaded: numeric('amount_dissuaded').notNull().default('0'),
  amountStopped: numeric('amount_stopped').notNull().default('0'),
});
const dimCheck = (table: string) =>
  check(`${table}_dim_check`, sql.raw(`dim in (${STATISTICS_DIMS.map((dim) => `'${dim}'`).join(', ')})`));

export const warningStatisticsFigure = pgTable(
  'warning_statistics_figure',
  {
    orgPath: text('org_path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...statisticsSums(),
  },
  (t) => [primaryKey({ columns: [t.orgPath, t.day, t.dim, t.key] }), dimCheck('warning_statistics_figure')],
);

/** The deepest organisations with hour rows: the centre (1) and its districts (2). Migration 0058's `warning_statistics_hourly` says the same. */
export const STATISTICS_HOURLY_DEPTH = 2;

/**
 * The same figures per hour of the push (migration 0058), kept only for the organisations at depth
 * `STATISTICS_HOURLY_DEPTH` or above (the centre and its districts): a range that starts or ends
 * within a day reads that day's whole hours from here and only a part of an hour from the raw rows —
 * at 10M a district's half day is tens of thousands of rows, its half hour a few hundred. Deeper
 * organisations hold few warnings a day, and their hour rows would be about as many as the warnings.
 */
export const warningStatisticsHourFigure = pgTable(
  'warning_statistics_hour_figure',
  {
    orgPath: text('org_path').notNull(),
    /** The hour's start (a China hour is a UTC hour: the offset is whole). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...statisticsSums(),
  },
  (t) => [primaryKey({ columns: [t.orgPath, t.hour, t.dim, t.key] }), dimCheck('warning_statistics_hour_figure')],
);
