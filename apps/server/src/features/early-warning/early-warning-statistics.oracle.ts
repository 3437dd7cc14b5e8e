import { sql } from 'drizzle-orm';
import { likePrefix } from '../../core/org-scope.ts';
import type { Db } from '../../db/client.ts';
import { at } from './early-warning.repository.ts';
import type {
  StatisticsCountRow,
  StatisticsFeedbacks,
  StatisticsRange,
} from './early-warning-statistics.repository.ts';

/*
 * The oracle of 预警统计's exactness (its test, bench/figures.ts), never served: the plain aggregates
 * over the raw rows of the range, as the statistics computed them before their kept figures (migration
 * 0055) — the definition of every figure (docs/glossary.md, 预警统计).
 */
const inScope = (alias: string, orgPath: string) => sql`${sql.raw(alias)}.org_path like ${likePrefix(orgPath)}`;
const scoped = (range: StatisticsRange) =>
  sql`${inScope('a', range.orgPath)} and a.pushed_at >= ${at(range.from)} and a.pushed_at < ${at(range.to)}`;

export async function plainStatisticsCounts(db: Db, range: StatisticsRange): Promise<StatisticsCountRow[]> {
  const childStart = range.orgPath.length + 1;
  const now = at(range.now);
  const result = await db.execute<StatisticsCountRow>(sql`
      with a as materialized (
        select a.state, a.level, a.fraud_type_code, a.signed_at, a.sign_deadline, a.return_visit_verdict,
          split_part(substr(a.org_path, ${childStart}::int), '/', 1) as child,
          extract(hour from a.pushed_at at time zone 'Asia/Shanghai')::int as hr,
          (a.state <> 'TRANSFERRED' or not exists (
            select 1 from warning_assignment n
            where n.warning_id = a.warning_id and n.hop > a.hop and ${inScope('n', range.orgPath)}
          )) as is_latest,
          -- Signed, or still unsigned when the deadline passed: neither merged away nor handed on before it.
          (a.signed_at is not null or (a.sign_deadline < ${now} and a.state <> 'MERGED' and not exists (
            select 1 from warning_transfer t
            where t.warning_id = a.warning_id and t.from_assignment_id = a.id
              and t.status in ('REQUESTED', 'ACCEPTED') and t.created_at <= a.sign_deadline
          ))) as is_sign_due,
          ((a.state = 'PENDING_SIGN' and a.sign_deadline < ${now})
            or (a.state in ('HANDLING', 'WAITING_SECOND_FEEDBACK') and a.feedback_deadline < ${now})) as is_overdue
        from warning_assignment a where ${scoped(range)}
      ), w as (select * from a where is_latest)
      select 'all' as dim, '' as key, count(*) filter (where is_latest)::int as n,
        count(*) filter (where is_sign_due)::int as "signDue",
        count(*) filter (where signed_at <= sign_deadline)::int as "signedOnTime",
        count(*) filter (where return_visit_verdict is not null)::int as visited,
        count(*) filter (where return_visit_verdict = 'EFFECTIVE')::int as effective,
        count(*) filter (where is_overdue)::int as "overdueOpen"
      from a
      union all select 'state', state, count(*)::int, 0, 0, 0, 0, 0 from w group by state
      union all select 'level', level::text, count(*)::int, 0, 0, 0, 0, 0 from w group by level
      union all select 'fraudType', coalesce(fraud_type_code, ''), count(*)::int, 0, 0, 0, 0, 0 from w group by fraud_type_code
      union all select 'child', child, count(*)::int, 0, 0, 0, 0, 0 from w group by child
      union all select 'hour', hr::text, count(*)::int, 0, 0, 0, 0, 0 from w group by hr`);
  return result.rows;
}

/**
 * Feedback per warning (a warning fed back at two hops of the area counts once); money from the
 * warning's latest feedback in the scope, so a second feedback or a second hop does not double it.
 */
export async function plainStatisticsFeedbacks(db: Db, range: StatisticsRange): Promise<StatisticsFeedbacks> {
  const result = await db.execute<StatisticsFeedbacks>(sql`
      with f as (
        select a.warning_id, a.hop, f.round, f.is_final, f.created_at, f.amount_lost, f.amount_dissuaded, f.amount_stopped
        from warning_feedback f join warning_assignment a on a.id = f.assignment_id where ${scoped(range)}
      ), latest as (
        select distinct on (warning_id) * from f order by warning_id, created_at desc, hop desc, round desc
      )
      select (select count(distinct warning_id)::int from f) as "fedBack",
        (select count(distinct warning_id)::int from f where not is_final) as "secondFeedback",
        (select coalesce(sum(amount_lost), 0)::numeric(16, 2)::text from latest) as "amountLost",
        (select coalesce(sum(amount_dissuaded), 0)::numeric(16, 2)::text from latest) as "amountDissuaded",
        (select coalesce(sum(amount_stopped), 0)::numeric(16, 2)::text from latest) as "amountStopped"`);
  return result.rows[0]!;
}
