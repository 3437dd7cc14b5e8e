import { sql } from 'drizzle-orm';
import { OPEN_STATES } from '../../core/assignment/index.ts';
import type { Db } from '../../db/client.ts';
import { at, heldSql, inSubtree, overdueSql, progressSql } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';
import type { OverviewCountRow, OverviewRange } from './warning-overview.repository.ts';

/**
 * The oracle of the overview's exactness (its test, bench/figures.ts), never served: the plain
 * aggregate over the raw rows, as the overview computed it before the figures table — one scan of
 * the held assignments in the range, each bucket the list's own filter.
 */
export async function plainCounts(db: Db, range: OverviewRange): Promise<OverviewCountRow[]> {
  const flag = (bucket: 'visited' | 'followUp' | 'overdue' | 'returned' | 'escalated') =>
    sql`coalesce(${progressSql(bucket, range.now)}, false)`;
  const result = await db.execute<OverviewCountRow>(sql`
    with a as materialized (
      select ${wa.source} as source, ${wa.level} as level, ${wa.fraudTypeCode} as fraud_type_code,
        split_part(substr(${wa.orgPath}, ${range.orgPath.length + 1}::int), '/', 1) as child,
        ${flag('visited')} as visited, ${flag('followUp')} as follow_up, ${flag('overdue')} as overdue,
        ${flag('returned')} as returned, ${flag('escalated')} as escalated
      from ${wa}
      where ${inSubtree(range.orgPath)} and ${wa.pushedAt} >= ${at(range.from)}
        and ${wa.pushedAt} <= ${at(range.to)} and ${heldSql()}
    )
    select 'all' as dim, '' as key, count(*)::int as n, count(*) filter (where visited)::int as visited,
      count(*) filter (where follow_up)::int as "followUp", count(*) filter (where overdue)::int as overdue,
      count(*) filter (where returned)::int as returned, count(*) filter (where escalated)::int as escalated
    from a
    union all select 'child', child, count(*)::int, count(*) filter (where visited)::int,
      count(*) filter (where follow_up)::int, count(*) filter (where overdue)::int, 0, 0 from a group by child
    union all select 'source', source, count(*)::int, 0, 0, 0, 0, 0 from a group by source
    union all select 'level', level::text, count(*)::int, 0, 0, 0, 0, 0 from a group by level
    union all select 'fraudType', coalesce(fraud_type_code, ''), count(*)::int, 0, 0, 0, 0, 0 from a group by fraud_type_code`);
  return result.rows;
}

export async function plainByHour(db: Db, orgPath: string, start: Date) {
  const result = await db.execute<{ hr: number; n: number }>(sql`
    select extract(hour from ${wa.pushedAt} at time zone 'Asia/Shanghai')::int as hr, count(*)::int as n
    from ${wa}
    where ${inSubtree(orgPath)} and ${wa.pushedAt} >= ${at(start)}
      and ${wa.pushedAt} < ${at(new Date(start.getTime() + 24 * 3600_000))} and ${heldSql()}
    group by 1`);
  return result.rows;
}

export async function plainOverdueOpen(db: Db, orgPath: string, now: Date) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from ${wa}
    where ${wa.state} in ${sql.raw(`(${OPEN_STATES.map((state) => `'${state}'`).join(', ')})`)}
      and ${inSubtree(orgPath)} and ${overdueSql(now)}`);
  return result.rows[0]?.n ?? 0;
}
