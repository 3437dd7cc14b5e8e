import { addChinaDays, chinaDayOf, chinaDayStart, type ChinaDay } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { OPEN_STATES } from '../../core/assignment/index.ts';
import type { Db } from '../../db/client.ts';
import { at, inSubtree } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';
import { warningDailyFigure as f } from './warning-figure.table.ts';

export interface OverviewRange {
  orgPath: string;
  /** Pushed at or after. */
  from: Date;
  /** Pushed at or before (inclusive, as the list's `to`). */
  to: Date;
  now: Date;
}

export type OverviewCountRow = {
  dim: 'all' | 'child' | 'source' | 'level' | 'fraudType';
  key: string;
  n: number;
  visited: number;
  followUp: number;
  overdue: number;
  returned: number;
  escalated: number;
};

/** The figures of one direct child and one dimension's key (pre-aggregated, less a range's edges). */
type FigureRow = {
  child: string;
  dim: 'source' | 'level' | 'fraudType' | 'due';
  key: string;
  n: number;
  visited: number;
  followUp: number;
  escalated: number;
};
const FIGURES = ['n', 'visited', 'followUp', 'escalated'] as const;

/**
 * The open states as literals, not parameters: the planner then proves the partial indexes'
 * predicate (`assignment_open_due_idx`).
 */
const openStatesSql = sql.raw(`(${OPEN_STATES.map((state) => `'${state}'`).join(', ')})`);
/** The deadline an open assignment is late after: `overdueSql`'s, as `assignment_open_due_idx` holds it. */
const openDueSql = sql`(case when ${wa.state} = 'PENDING_SIGN' then ${wa.signDeadline} else ${wa.feedbackDeadline} end)`;

const childOf = (pathColumn: SQL, orgPath: string): SQL =>
  sql`split_part(substr(${pathColumn}, ${orgPath.length + 1}::int), '/', 1)`;

/** A caller's figure rows: its direct children's subtrees and what it holds itself (本级, child ''). */
const figuresOf = (orgPath: string): SQL => {
  const parentPath = orgPath.replace(/[^/]+\/$/, '');
  return sql`((${f.parentPath} = ${orgPath} and ${f.scope} = 'subtree')
    or (${f.parentPath} = ${parentPath} and ${f.orgPath} = ${orgPath} and ${f.scope} = 'own'))`;
};
const figureChild = (orgPath: string): SQL =>
  sql`case when ${f.scope} = 'own' then '' else ${childOf(sql`${f.orgPath}`, orgPath)} end`;

/**
 * The whole China days a range touches, and the instants of those days outside the range: the figures
 * are the days' pre-aggregated rows less the raw rows of those edges (none when the range is whole
 * days; `to` is inclusive, so the tail starts just after it).
 */
function daysOf(range: OverviewRange) {
  const firstDay = chinaDayOf(range.from);
  const lastDay = chinaDayOf(range.to);
  return {
    firstDay,
    lastDay,
    head: { from: chinaDayStart(firstDay), before: range.from },
    tail: { after: range.to, before: chinaDayStart(addChinaDays(lastDay, 1)) },
  };
}

/** Sums rows into one total per key. */
function sumBy<R extends Record<string, unknown>>(rows: R[], keyOf: (row: R) => string, fields: readonly (keyof R)[]) {
  const sums = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? Object.fromEntries(fields.map((field) => [field, 0]));
    for (const field of fields) sum[field as string]! += Number(row[field]);
    sums.set(keyOf(row), sum);
  }
  return sums;
}

/**
 * The centre's overview in SQL, from `warning_daily_figure` (kept by the database in each change's
 * transaction, migration 0049): held, 已反馈, 需跟进 and 逾期上报 per day; 超时未办 from the open
 * assignments' due days — those due before today are late, those due today counted live once their
 * deadline passed (`assignment_open_due_idx`, a few). 退回 depends on the operation log, so it is
 * counted live from the sent-back assignments alone (`operation_log_reject_idx`). Each figure equals
 * the list's own `progress` filter over the same range (`warning-overview.repository.test.ts`
 * compares with the plain aggregate over the raw rows, `warning-overview.oracle.ts`).
 */
export function createWarningOverviewRepository({ db }: { db: Db }) {
  /** Figures per child and key: the whole days' figure rows, less the raw rows outside the range. */
  async function figureRows(range: OverviewRange): Promise<FigureRow[]> {
    const days = daysOf(range);
    const sums = sql`sum(held)::int as n, sum(visited)::int as visited, sum(follow_up)::int as "followUp",
      sum(escalated)::int as escalated`;
    const fromFigures = db.execute<FigureRow>(sql`
      select ${figureChild(range.orgPath)} as child, ${f.dim} as dim, ${f.key} as key, ${sums}
      from ${f}
      where ${figuresOf(range.orgPath)} and ${f.day} between ${days.firstDay} and ${days.lastDay} and ${f.dim} <> 'hour'
      group by 1, 2, 3`);
    // The same rows of the assignments the edge days hold outside the range, by the triggers' own function.
    const outside = db.execute<FigureRow>(sql`
      select ${childOf(sql`r.org_path`, range.orgPath)} as child, r.dim, r.key, ${sums}
      from ${wa} cross join lateral warning_figure_rows(${wa}) r
      where ${inSubtree(range.orgPath)} and r.dim <> 'hour' and (
        (${wa.pushedAt} >= ${at(days.head.from)} and ${wa.pushedAt} < ${at(days.head.before)})
        or (${wa.pushedAt} > ${at(days.tail.after)} and ${wa.pushedAt} < ${at(days.tail.before)}))
      group by 1, 2, 3`);
    const [whole, edges] = await Promise.all([fromFigures, outside]);
    const key = (row: FigureRow) => `${row.child}|${row.dim}|${row.key}`;
    const less = sumBy(edges.rows, key, FIGURES);
    return whole.rows.map((row) => {
      const edge = less.get(key(row));
      return edge ? { ...row, ...Object.fromEntries(FIGURES.map((field) => [field, row[field] - edge[field]!])) } : row;
    });
  }

  /** Per child, open assignments of a subtree pushed in [from, to] whose deadline passed today before now. */
  async function lateToday(orgPath: string, now: Date, pushed?: { from: Date; to: Date }) {
    const result = await db.execute<{ child: string; n: number }>(sql`
      select ${childOf(sql`${wa.orgPath}`, orgPath)} as child, count(*)::int as n
      from ${wa}
      where ${wa.state} in ${openStatesSql} and ${openDueSql} >= ${at(chinaDayStart(chinaDayOf(now)))}
        and ${openDueSql} < ${at(now)} and ${inSubtree(orgPath)}
        ${pushed ? sql`and ${wa.pushedAt} >= ${at(pushed.from)} and ${wa.pushedAt} <= ${at(pushed.to)}` : sql``}
      group by 1`);
    return new Map(result.rows.map((row) => [row.child, row.n]));
  }

  /** Per child, open assignments in the range an organisation above sent back (`returnedSql`). */
  async function returned(range: OverviewRange) {
    const result = await db.execute<{ child: string; n: number }>(sql`
      select ${childOf(sql`${wa.orgPath}`, range.orgPath)} as child, count(*)::int as n
      from ${wa}
      where ${wa.id} in (select l.entity_id from operation_log l
          where l.action = 'assignment.reject' and l.entity_type = 'warning_assignment')
        and ${wa.state} in ${openStatesSql} and ${inSubtree(range.orgPath)}
        and ${wa.pushedAt} >= ${at(range.from)} and ${wa.pushedAt} <= ${at(range.to)}
      group by 1`);
    return result.rows.reduce((sum, row) => sum + row.n, 0);
  }

  /** Per child, the figure rows' open assignments due before today: late, whatever the hour. */
  const lateBeforeToday = (rows: FigureRow[], now: Date) =>
    sumBy(
      rows.filter((row) => row.dim === 'due' && row.key < chinaDayOf(now)),
      (row) => row.child,
      ['n'],
    );

  return {
    /** The totals and the counts per direct child organisation, source, level and fraud type. */
    async countsBy(range: OverviewRange): Promise<OverviewCountRow[]> {
      const [rows, late, returnedCount] = await Promise.all([
        figureRows(range),
        lateToday(range.orgPath, range.now, range),
        returned(range),
      ]);
      const lateEarlier = lateBeforeToday(rows, range.now);
      // Each held assignment has exactly one level: the level rows add up to a child's figures.
      const byChild = sumBy(
        rows.filter((row) => row.dim === 'level'),
        (row) => row.child,
        FIGURES,
      );
      // Figure rows emptied by changes stay until a rebuild: a figure of nothing is no figure.
      const children: OverviewCountRow[] = [...byChild]
        .filter(([, sum]) => sum.n! > 0)
        .map(([child, sum]) => ({
          dim: 'child',
          key: child,
          n: sum.n!,
          visited: sum.visited!,
          followUp: sum.followUp!,
          overdue: (lateEarlier.get(child)?.n ?? 0) + (late.get(child) ?? 0),
          returned: 0,
          escalated: 0,
        }));
      const total = (field: 'n' | 'visited' | 'followUp' | 'overdue') =>
        children.reduce((sum, row) => sum + row[field], 0);
      const all: OverviewCountRow = {
        dim: 'all',
        key: '',
        n: total('n'),
        visited: total('visited'),
        followUp: total('followUp'),
        overdue: total('overdue'),
        returned: returnedCount,
        escalated: [...byChild.values()].reduce((sum, row) => sum + row.escalated!, 0),
      };
      const dimensions = [...sumBy(rows, (row) => `${row.dim}|${row.key}`, ['n'])]
        .filter(([dimKey, sum]) => sum.n! > 0 && !dimKey.startsWith('due|'))
        .map(([dimKey, sum]): OverviewCountRow => {
          const [dim, key] = dimKey.split('|') as [OverviewCountRow['dim'], string];
          return { dim, key, n: sum.n!, visited: 0, followUp: 0, overdue: 0, returned: 0, escalated: 0 };
        });
      return [all, ...children, ...dimensions];
    },

    /** Held assignments pushed on a China day, by hour: that day's figure rows. */
    async byHour(orgPath: string, day: ChinaDay): Promise<{ hr: number; n: number }[]> {
      const result = await db.execute<{ hr: number; n: number }>(sql`
        select ${f.key}::int as hr, sum(${f.held})::int as n
        from ${f}
        where ${figuresOf(orgPath)} and ${f.day} = ${day} and ${f.dim} = 'hour'
        group by 1`);
      return result.rows;
    },

    /** Open overdue assignments of a subtree now, whenever pushed (the home tile's badge). */
    async overdueOpen(orgPath: string, now: Date): Promise<number> {
      const [earlier, late] = await Promise.all([
        db.execute<{ n: number }>(sql`
          select coalesce(sum(${f.held}), 0)::int as n from ${f}
          where ${figuresOf(orgPath)} and ${f.dim} = 'due' and ${f.key} < ${chinaDayOf(now)}`),
        lateToday(orgPath, now),
      ]);
      return (earlier.rows[0]?.n ?? 0) + [...late.values()].reduce((sum, n) => sum + n, 0);
    },
  };
}
export type WarningOverviewRepository = ReturnType<typeof createWarningOverviewRepository>;
