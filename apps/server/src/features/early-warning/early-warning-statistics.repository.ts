import { addChinaDays, chinaDayOf, chinaDayStart } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePrefix } from '../../core/org-scope.ts';
import { at, inSubtree } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';
import {
  STATISTICS_HOURLY_DEPTH,
  warningStatisticsFigure as f,
  warningStatisticsHourFigure as hf,
} from './warning-figure.table.ts';

export interface StatisticsRange {
  orgPath: string;
  /** Pushed at or after. */
  from: Date;
  /** Pushed before. */
  to: Date;
  now: Date;
}

export type StatisticsCountRow = {
  dim: string;
  key: string;
  n: number;
  signDue: number;
  signedOnTime: number;
  visited: number;
  effective: number;
  overdueOpen: number;
};

export type StatisticsFeedbacks = {
  fedBack: number;
  secondFeedback: number;
  amountLost: string;
  amountDissuaded: string;
  amountStopped: string;
};

/** One figure row's sums (the kept ones, or the same rows of a range's edges), numbers as text. */
type FigureSum = Omit<StatisticsCountRow, 'overdueOpen'> &
  Pick<StatisticsFeedbacks, 'amountLost' | 'amountDissuaded' | 'amountStopped'>;
const COUNTS = ['n', 'signDue', 'signedOnTime', 'visited', 'effective'] as const;
const AMOUNTS = ['amountLost', 'amountDissuaded', 'amountStopped'] as const;
/** The dimensions counting warnings by their latest hop in the scope. */
const COUNTED_DIMS = new Set(['state', 'level', 'fraudType', 'child', 'hour']);

const zero = () => ({
  n: 0,
  signDue: 0,
  signedOnTime: 0,
  visited: 0,
  effective: 0,
  amountLost: '0.00',
  amountDissuaded: '0.00',
  amountStopped: '0.00',
});

const MS = 1;
const HOUR = 3_600_000;
/** The China hour of an instant as the figures key a deadline ('2026-12-07 09', migration 0056). */
const chinaHourOf = (instant: Date) =>
  new Date(instant.getTime() + 8 * HOUR).toISOString().slice(0, 13).replace('T', ' ');
/** Instants in ms: pushed at or after `from`, before `before`. */
type Interval = { from: number; before: number };
/** The organisations on a path: a scope's depth, which a kept row's `below` must stay under. */
const depthOf = (orgPath: string) => orgPath.split('/').filter(Boolean).length;

/** Figures' buckets: China days, or hours (a China hour is a UTC hour: the offset is whole). */
type Bucket = { startOf: (ms: number) => number; next: (ms: number) => number };
const DAY: Bucket = {
  startOf: (ms) => chinaDayStart(chinaDayOf(new Date(ms))).getTime(),
  next: (ms) => chinaDayStart(addChinaDays(chinaDayOf(new Date(ms)), 1)).getTime(),
};
const HOUR_BUCKET: Bucket = {
  startOf: (ms) => Math.floor(ms / HOUR) * HOUR,
  next: (ms) => Math.floor(ms / HOUR) * HOUR + HOUR,
};
/** Kept buckets to read ([from, before) of whole buckets) and raw instants to add or take away. */
type Plan = { days: Interval | null; hours: Interval[]; plus: Interval[]; minus: Interval[] };

/**
 * `span` as whole buckets of kept figures: a bucket it covers in part is either read from the figures
 * less its instants outside the span (when `choose` and those are fewer — by their time up to `now`:
 * nothing is pushed later), or left out and its instants inside added.
 */
function cover(span: Interval, bucket: Bucket, now: number, choose: boolean) {
  let first = bucket.startOf(span.from);
  let end = bucket.next(span.before - MS);
  const plus: Interval[] = [];
  const minus: Interval[] = [];
  const length = (interval: Interval) => Math.max(0, Math.min(interval.before, now) - interval.from);
  for (const start of new Set([first, bucket.startOf(span.before - MS)])) {
    const stop = bucket.next(start);
    const inside = { from: Math.max(start, span.from), before: Math.min(stop, span.before) };
    const outside = [
      { from: start, before: inside.from },
      { from: inside.before, before: stop },
    ].filter((interval) => interval.from < interval.before);
    if (outside.length === 0) continue;
    if (choose && outside.reduce((sum, interval) => sum + length(interval), 0) <= length(inside)) {
      minus.push(...outside);
    } else {
      plus.push(inside);
      if (start === first) first = stop;
      if (stop === end) end = start;
    }
  }
  return { kept: first < end ? { from: first, before: end } : null, plus, minus };
}

/** Exact sums of decimal texts (amounts), in hundredths of a yuan as bigints. */
const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};
const yuan = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * 预警统计 from the figures the database keeps (`warning_statistics_figure`, migration 0055, and for the
 * centre and its districts `warning_statistics_hour_figure`, 0058: kept in each change's transaction by
 * statement triggers on assignments, feedbacks and transfers): the whole China days a range covers and,
 * where hours are kept, the whole hours of the days it covers in part (`planOf`); a bucket still covered
 * in part is read less its instants outside the range — or, where fewer, left out and its instants
 * inside added (from the raw rows by the triggers' own functions) —, plus the clock's part read live — the sign duties and open
 * assignments falling due in the current China hour whose deadline passed (`assignment_unsigned_due_idx`,
 * `assignment_open_due_idx`); those due earlier are in the figures, those due later count nowhere.
 * Each figure equals the plain aggregate over the raw rows (`early-warning-statistics.oracle.ts`, the
 * definition; `early-warning-statistics.repository.test.ts` compares).
 */
export function createEarlyWarningStatisticsRepository({ db }: { db: Db }) {
  const sums = sql`sum(n)::int as n, sum(sign_due)::int as "signDue", sum(signed_on_time)::int as "signedOnTime",
    sum(visited)::int as visited, sum(effective)::int as effective, sum(amount_lost)::text as "amountLost",
    sum(amount_dissuaded)::text as "amountDissuaded", sum(amount_stopped)::text as "amountStopped"`;

  /** The range's kept buckets (whole days, and whole hours where the scope keeps hour rows) and its raw edges. */
  function planOf(range: StatisticsRange): Plan {
    const span = { from: range.from.getTime(), before: range.to.getTime() };
    const now = range.now.getTime();
    if (depthOf(range.orgPath) > STATISTICS_HOURLY_DEPTH) {
      const days = cover(span, DAY, now, true);
      return { days: days.kept, hours: [], plus: days.plus, minus: days.minus };
    }
    // Partial days from their whole hours; only a partial hour's instants from the raw rows.
    const days = cover(span, DAY, now, false);
    const hours = days.plus.map((piece) => cover(piece, HOUR_BUCKET, now, true));
    return {
      days: days.kept,
      hours: hours.flatMap((piece) => (piece.kept ? [piece.kept] : [])),
      plus: hours.flatMap((piece) => piece.plus),
      minus: hours.flatMap((piece) => piece.minus),
    };
  }

  /** The kept rows of the plan's whole days and whole hours, summed per dimension and key. */
  function keptSql(orgPath: string, plan: Plan) {
    const columns = sql`dim, key, n, sign_due, signed_on_time, visited, effective, amount_lost, amount_dissuaded,
      amount_stopped`;
    const parts: SQL[] = [];
    if (plan.days) {
      const [first, last] = [chinaDayOf(new Date(plan.days.from)), chinaDayOf(new Date(plan.days.before - MS))];
      parts.push(
        sql`select ${columns} from ${f} where ${f.orgPath} = ${orgPath} and ${f.day} between ${first} and ${last}`,
      );
    }
    for (const hours of plan.hours) {
      parts.push(sql`select ${columns} from ${hf} where ${hf.orgPath} = ${orgPath}
        and ${hf.hour} >= ${at(new Date(hours.from))} and ${hf.hour} < ${at(new Date(hours.before))}`);
    }
    return sql`select dim, key, ${sums} from (${sql.join(parts, sql` union all `)}) as kept group by 1, 2`;
  }

  /** The kept rows of the range's days and hours, plus or less the edge instants' rows by the triggers' own functions. */
  async function figureRows(range: StatisticsRange): Promise<Map<string, FigureSum>> {
    const plan = planOf(range);
    const pushedIn = (intervals: Interval[]) =>
      intervals.length === 0
        ? sql`false`
        : sql.join(
            intervals.map(
              (interval) =>
                sql`(${wa.pushedAt} >= ${at(new Date(interval.from))} and ${wa.pushedAt} < ${at(new Date(interval.before))})`,
            ),
            sql` or `,
          );
    const edges = sql`(${pushedIn([...plan.plus, ...plan.minus])})`;
    const sign = sql`(case when ${pushedIn(plan.plus)} then 1 else -1 end)`;
    const below = sql`r.below < ${depthOf(range.orgPath)}::int`;
    const childKey = (rowKey: SQL) =>
      sql`case when r.dim = 'child' then split_part(substr(${wa.orgPath}, ${range.orgPath.length + 1}::int), '/', 1) else ${rowKey} end`;
    const hasEdges = plan.plus.length + plan.minus.length > 0;
    const none = Promise.resolve({ rows: [] as FigureSum[] });
    const [kept, edgeRows, edgeFeedbacks] = await Promise.all([
      plan.days || plan.hours.length > 0 ? db.execute<FigureSum>(keptSql(range.orgPath, plan)) : none,
      hasEdges
        ? db.execute<FigureSum>(sql`
            select r.dim, ${childKey(sql`r.key`)} as key, sum(${sign} * r.n)::int as n,
              sum(${sign} * r.sign_due)::int as "signDue", sum(${sign} * r.signed_on_time)::int as "signedOnTime",
              sum(${sign} * r.visited)::int as visited, sum(${sign} * r.effective)::int as effective,
              '0' as "amountLost", '0' as "amountDissuaded", '0' as "amountStopped"
            from ${wa} cross join lateral warning_statistics_rows(${wa}) r
            where ${inSubtree(range.orgPath)} and ${edges} and ${below}
            group by 1, 2`)
        : none,
      hasEdges
        ? db.execute<FigureSum>(sql`
            select r.dim, r.key, sum(${sign} * r.n)::int as n, 0 as "signDue", 0 as "signedOnTime", 0 as visited,
              0 as effective, sum(${sign} * r.amount_lost)::text as "amountLost",
              sum(${sign} * r.amount_dissuaded)::text as "amountDissuaded",
              sum(${sign} * r.amount_stopped)::text as "amountStopped"
            from ${wa} join warning_feedback fb on fb.assignment_id = ${wa.id}
              cross join lateral warning_statistics_feedback_rows(fb, ${wa}) r
            where ${inSubtree(range.orgPath)} and ${edges} and ${below}
            group by 1, 2`)
        : none,
    ]);
    const rows = new Map<string, FigureSum>();
    // Edge rows come signed: + for a day's rows inside the range, - for a kept day's rows outside it.
    const add = (row: FigureSum) => {
      const id = `${row.dim}|${row.key}`;
      const sum = rows.get(id) ?? { ...row, ...zero() };
      for (const field of COUNTS) sum[field] += Number(row[field]);
      for (const field of AMOUNTS) sum[field] = yuan(cents(sum[field]) + cents(row[field]));
      rows.set(id, sum);
    };
    for (const row of [...kept.rows, ...edgeRows.rows, ...edgeFeedbacks.rows]) add(row);
    return rows;
  }

  /**
   * The sign duties and open assignments of the range falling due in the current China hour whose
   * deadline passed by now: that hour's deadlines first, through their partial indexes (materialised,
   * so the planner does not also walk the push-time index over the whole range), then the scope.
   */
  async function dueThisHour(range: StatisticsRange) {
    const hourStart = at(new Date(Math.floor(range.now.getTime() / HOUR) * HOUR));
    const now = at(range.now);
    const inScope = sql`org_path like ${likePrefix(range.orgPath)} and pushed_at >= ${at(range.from)}
      and pushed_at < ${at(range.to)}`;
    const openDue = sql`(case when state = 'PENDING_SIGN' then sign_deadline else feedback_deadline end)`;
    const [sign, open] = await Promise.all([
      db.execute<{ n: number }>(sql`
        with due as materialized (
          select org_path, pushed_at from ${wa}
          where signed_at is null and state <> 'MERGED' and sign_deadline >= ${hourStart} and sign_deadline < ${now}
            and (handed_on_at is null or handed_on_at > sign_deadline)
        )
        select count(*)::int as n from due where ${inScope}`),
      db.execute<{ n: number }>(sql`
        with due as materialized (
          select org_path, pushed_at from ${wa}
          where state in ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK')
            and ${openDue} >= ${hourStart} and ${openDue} < ${now}
        )
        select count(*)::int as n from due where ${inScope}`),
    ]);
    return { signDue: sign.rows[0]?.n ?? 0, overdue: open.rows[0]?.n ?? 0 };
  }

  /**
   * Counts per state, level, fraud type, direct child organisation and hour of the warnings by their
   * latest hop in the scope, and the `all` row: sign duties due and signed on time, return visits,
   * effective ones and the open overdue assignments now.
   */
  function countsOf(rows: Map<string, FigureSum>, live: { signDue: number; overdue: number }, now: Date) {
    const thisHour = chinaHourOf(now);
    const all = rows.get('all|') ?? { dim: 'all', key: '', ...zero() };
    const dueBefore = (dim: string) =>
      [...rows.values()].filter((row) => row.dim === dim && row.key < thisHour).reduce((sum, row) => sum + row.n, 0);
    const counted = [...rows.values()].filter((row) => COUNTED_DIMS.has(row.dim) && row.n !== 0);
    const none = { signDue: 0, signedOnTime: 0, visited: 0, effective: 0, overdueOpen: 0 };
    return [
      {
        dim: 'all',
        key: '',
        n: counted.filter((row) => row.dim === 'state').reduce((sum, row) => sum + row.n, 0),
        signDue: all.signDue + dueBefore('signDue') + live.signDue,
        signedOnTime: all.signedOnTime,
        visited: all.visited,
        effective: all.effective,
        overdueOpen: dueBefore('overdue') + live.overdue,
      },
      ...counted.map((row): StatisticsCountRow => ({ dim: row.dim, key: row.key, n: row.n, ...none })),
    ];
  }

  /** Warnings fed back and with an interim feedback, and the amounts of each one's latest feedback in the scope. */
  function feedbacksOf(rows: Map<string, FigureSum>): StatisticsFeedbacks {
    const fed = rows.get('feedback|') ?? { ...zero() };
    return {
      fedBack: fed.n,
      secondFeedback: rows.get('interim|')?.n ?? 0,
      amountLost: yuan(cents(fed.amountLost)),
      amountDissuaded: yuan(cents(fed.amountDissuaded)),
      amountStopped: yuan(cents(fed.amountStopped)),
    };
  }

  return {
    /** Every figure of the range: one read of the kept rows, the edges and the live part. */
    async figures(range: StatisticsRange): Promise<{ counts: StatisticsCountRow[]; feedbacks: StatisticsFeedbacks }> {
      const isEmpty = range.from.getTime() >= range.to.getTime();
      const [rows, live] = isEmpty
        ? [new Map<string, FigureSum>(), { signDue: 0, overdue: 0 }]
        : await Promise.all([figureRows(range), dueThisHour(range)]);
      return { counts: countsOf(rows, live, range.now), feedbacks: feedbacksOf(rows) };
    },

    async childOrgs(parentId: string) {
      const result = await db.execute<{ id: string; name: string }>(
        sql`select id, name from org where parent_id = ${parentId} and kind <> 'partner' order by sort, id`,
      );
      return result.rows;
    },
  };
}
export type EarlyWarningStatisticsRepository = ReturnType<typeof createEarlyWarningStatisticsRepository>;
