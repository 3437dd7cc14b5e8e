import { sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { chinaPeriodOf } from '@afp/contract';
import { likePrefix } from './org-scope.ts';

/**
 * Figures a feature exports through its face (docs/architecture.md, "Owners write their tables;
 * others ask"): rule statistics and the leaderboard compose these SQL sources and never read
 * another feature's tables or match its state strings. States are written with `stateIn`, typed
 * by the column (the contract's constants), so a renamed state fails to compile.
 */

/** The area and period a rule-statistics source answers for. */
export interface MetricScope {
  /** The area's path prefix (the caller's subtree or a unit's). */
  orgPath: string;
  from: Date;
  to: Date;
  now: Date;
}

/**
 * A rule-statistics metric over one feature's records: one row per record of the scope,
 * `(id, org_path, at, num, den, ref)` — `den` 1 when the record was due, `num` 1 (or its value)
 * when it counts. The board groups the rows by unit and month; the drill-down lists the same rows.
 */
export interface MetricSource {
  rows: (scope: MetricScope) => SQL;
  /** What rule statistics keeps pre-aggregated of these rows; absent, the board aggregates `rows` itself. */
  figure?: MetricFigure;
  /** A row's title from its `ref`, evaluated only for the rows shown. */
  title: (ref: SQL) => SQL<string>;
  /** The app page a row opens (`ref` appended), when it has one. */
  linkPrefix: string | null;
}

/**
 * A source's pre-aggregated part (issue 27): `rule_month_figure` holds, per organisation and China
 * month, the sums of the rows whose figure no clock changes — migration 0051's `<table>_rule_figures`,
 * kept by the owner table's triggers, which must give what `rows` gives for them; rows that count only
 * once due are held under the China month they turn due in (`due_month`, migration 0053) and kept once
 * that month is over (`dueMonthsBefore`). The board reads those figures for the months of
 * `[scope.from, keptUntil)` and adds `live`: the rows the figures do not hold (in `rows`' shape), so
 * figures + live equal `rows` at any instant (rule-figures.test.ts).
 */
export interface MetricFigure {
  keptUntil: (scope: MetricScope) => Date;
  live: ((scope: MetricScope) => SQL) | null;
}

/** Every row's figure is settled once written: all of it kept, nothing live. */
export const keptWhole: MetricFigure = { keptUntil: (scope) => scope.to, live: null };

/** Figures held under a due month count when it is before this instant's (the current China month's start). */
export const dueMonthsBefore = (scope: MetricScope): Date => chinaPeriodOf(scope.now, 'month').from;

/**
 * Rows counted once their `at` (a due time) has passed: every row of a month already over counts, so
 * those months are kept; the current month and later are the source's own rows, live.
 */
export function keptBeforeCurrentMonth(rows: MetricSource['rows']): MetricFigure {
  const keptUntil = ({ from, to, now }: MetricScope): Date =>
    new Date(Math.min(to.getTime(), Math.max(from.getTime(), chinaPeriodOf(now, 'month').from.getTime())));
  return { keptUntil, live: (scope) => rows({ ...scope, from: keptUntil(scope) }) };
}

/** A half-open period `[from, to)`. */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * A leaderboard metric over one feature's records. `events`: what earns a guard points, one row
 * per event `(guard_id, at)`. `population`: a rate's members in the area, one row per member
 * `(org_path, guard_id, done)` — `done` a part of the population, so a rate never passes 100 %.
 */
export interface GuardFigure {
  events: (period: Period) => SQL;
  population: (period: Period, orgPath: string) => SQL;
}

/** `column` in `[from, to)`. */
export const within = (column: SQLWrapper, { from, to }: Period): SQL =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;

/** `column` in the subtree of `orgPath`. */
export const inArea = (column: SQLWrapper, orgPath: string): SQL => sql`${column} like ${likePrefix(orgPath)}`;

/** `column` at or before the instant. */
export const notAfter = (column: SQLWrapper, instant: Date): SQL =>
  sql`${column} <= ${instant.toISOString()}::timestamptz`;

const STATE = /^[A-Z][A-Z0-9_]*$/;
const literalsOf = (states: readonly string[]) => {
  if (states.length === 0 || states.some((state) => !STATE.test(state)))
    throw new Error(`Not states: ${states.join()}`);
  // Written as literals, not parameters: partial indexes (`where state = 'VERIFIED'`) still match.
  return sql.raw(states.map((state) => `'${state}'`).join(', '));
};

/** `column in (…states)`, the states typed by the column's own (the contract's) values. */
export const stateIn = <C extends Column>(column: C, states: readonly C['_']['data'][]): SQL =>
  sql`${column} in (${literalsOf(states as readonly string[])})`;

/** `column not in (…states)`, typed like `stateIn`. */
export const stateNotIn = <C extends Column>(column: C, states: readonly C['_']['data'][]): SQL =>
  sql`${column} not in (${literalsOf(states as readonly string[])})`;
