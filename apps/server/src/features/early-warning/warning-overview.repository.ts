import { sql } from 'drizzle-orm';
import { OPEN_STATES } from '../../core/assignment/index.ts';
import type { Db } from '../../db/client.ts';
import { at, heldSql, inSubtree, overdueSql, progressSql } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';

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

/**
 * The centre's overview in SQL: the held assignments of a subtree pushed in a range, each bucket the
 * list's own filter (`progressSql`), so a figure and the rows it opens are counted alike.
 */
export function createWarningOverviewRepository({ db }: { db: Db }) {
  return {
    /**
     * One scan of the range (a materialised CTE of held assignments with their bucket flags), then the
     * totals and the counts per direct child organisation, source, level and fraud type.
     */
    async countsBy(range: OverviewRange): Promise<OverviewCountRow[]> {
      const childStart = range.orgPath.length + 1;
      const flag = (bucket: 'visited' | 'followUp' | 'overdue' | 'returned' | 'escalated') =>
        sql`coalesce(${progressSql(bucket, range.now)}, false)`;
      const result = await db.execute<OverviewCountRow>(sql`
        with a as materialized (
          select ${wa.source} as source, ${wa.level} as level, ${wa.fraudTypeCode} as fraud_type_code,
            split_part(substr(${wa.orgPath}, ${childStart}::int), '/', 1) as child,
            ${flag('visited')} as visited, ${flag('followUp')} as follow_up, ${flag('overdue')} as overdue,
            ${flag('returned')} as returned, ${flag('escalated')} as escalated
          from ${wa}
          where ${inSubtree(range.orgPath)} and ${wa.pushedAt} >= ${at(range.from)}
            and ${wa.pushedAt} <= ${at(range.to)} and ${heldSql()}
        )
        select 'all' as dim, '' as key, count(*)::int as n,
          count(*) filter (where visited)::int as visited,
          count(*) filter (where follow_up)::int as "followUp",
          count(*) filter (where overdue)::int as overdue,
          count(*) filter (where returned)::int as returned,
          count(*) filter (where escalated)::int as escalated
        from a
        union all select 'child', child, count(*)::int, count(*) filter (where visited)::int,
          count(*) filter (where follow_up)::int, count(*) filter (where overdue)::int, 0, 0
        from a group by child
        union all select 'source', source, count(*)::int, 0, 0, 0, 0, 0 from a group by source
        union all select 'level', level::text, count(*)::int, 0, 0, 0, 0, 0 from a group by level
        union all select 'fraudType', coalesce(fraud_type_code, ''), count(*)::int, 0, 0, 0, 0, 0
        from a group by fraud_type_code`);
      return result.rows;
    },

    /** Held assignments pushed in [start, end) by hour, China time. */
    async byHour(orgPath: string, start: Date, end: Date): Promise<{ hr: number; n: number }[]> {
      const result = await db.execute<{ hr: number; n: number }>(sql`
        select extract(hour from ${wa.pushedAt} at time zone 'Asia/Shanghai')::int as hr, count(*)::int as n
        from ${wa}
        where ${inSubtree(orgPath)} and ${wa.pushedAt} >= ${at(start)} and ${wa.pushedAt} < ${at(end)} and ${heldSql()}
        group by 1`);
      return result.rows;
    },

    /** Open overdue assignments of a subtree now, whenever pushed (the home tile's badge). */
    async overdueOpen(orgPath: string, now: Date): Promise<number> {
      const open = sql.join(
        OPEN_STATES.map((state) => sql`${state}`),
        sql`, `,
      );
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${wa}
        where ${wa.state} in (${open}) and ${inSubtree(orgPath)} and ${overdueSql(now)}`);
      return result.rows[0]?.n ?? 0;
    },
  };
}
export type WarningOverviewRepository = ReturnType<typeof createWarningOverviewRepository>;
