import { addChinaDays, chinaDayOf, chinaDayStart } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePrefix } from '../../core/org-scope.ts';
import { at, inSubtree } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';
import { warningStatisticsFigure as f } from './warning-figure.table.ts';

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
 * 预警统计 from the figures the database keeps (`warning_statistics_figure`, migration 0055: kept in
 * each change's transaction by statement triggers on assignments, feedbacks and transfers): the whole
 * China days a range touches, less the same rows of its edge instants outside it — or, where fewer, a
 * partial day left out and its rows inside the range added (computed from the raw rows by the
 * triggers' own functions) —, plus the clock's part read live — the sign duties and open
 * assignments falling due in the current China hour whose deadline passed (`assignment_unsigned_due_idx`,
 * `assignment_open_due_idx`); those due earlier are in the figures, those due later count nowhere.
 * Each figure equals the plain aggregate over the raw rows (`early-warning-statistics.oracle.ts`, the
 * definition; `early-warning-statistics.repository.test.ts` compares).
 */
export function createEarlyWarningStatisticsRepository({ db }: { db: Db }) {
  const sums = sql`sum(n)::int as n, sum(sign_due)::int as "signDue", sum(signed_on_time)::int as "signedOnTime",
    sum(visited)::int as visited, sum(effective)::int as effective, sum(amount_lost)::text as "amountLost",
    sum(amount_dissuaded)::text as "amountDissuaded", sum(amount_stopped)::text as "amountStopped"`;

  /**
   * Which kept days to read and which raw rows to add or take away: a China day the range covers in
   * part is either read from the figures less its rows outside the range, or left out and its rows
   * inside the range added — whichever has fewer rows (by its time up to now: nothing is pushed later).
   */
  function planOf(range: StatisticsRange) {
    const firstDay = chinaDayOf(range.from);
    const lastDay = chinaDayOf(new Date(range.to.getTime() - MS));
    const plan = { firstDay, lastDay, plus: [] as Interval[], minus: [] as Interval[] };
    const length = (interval: Interval) => Math.max(0, Math.min(interval.before, range.now.getTime()) - interval.from);
    for (const day of new Set([firstDay, lastDay])) {
      const start = chinaDayStart(day).getTime();
      const end = chinaDayStart(addChinaDays(day, 1)).getTime();
      const inside = { from: Math.max(start, range.from.getTime()), before: Math.min(end, range.to.getTime()) };
      const outside = [
        { from: start, before: inside.from },
        { from: inside.before, before: end },
      ].filter((interval) => interval.from < interval.before);
      if (outside.length === 0) continue;
      if (outside.reduce((sum, interval) => sum + length(interval), 0) <= length(inside)) {
        plan.minus.push(...outside);
      } else {
        plan.plus.push(inside);
        if (day === firstDay) plan.firstDay = addChinaDays(day, 1);
        if (day === lastDay) plan.lastDay = addChinaDays(day, -1);
      }
    }
    return plan;
  }

  /** The kept rows of the range's days, plus or less the edge instants' rows by the triggers' own functions. */
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
      plan.firstDay <= plan.lastDay
        ? db.execute<FigureSum>(sql`
            select ${f.dim} as dim, ${f.key} as key, ${sums} from ${f}
            where ${f.orgPath} = ${range.orgPath} and ${f.day} between ${plan.firstDay} and ${plan.lastDay}
            group by 1, 2`)
        : none,
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
