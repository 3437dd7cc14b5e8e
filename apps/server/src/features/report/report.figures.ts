import { sql } from 'drizzle-orm';
import { inArea, notAfter, within, type MetricSource } from '../../core/metric-source.ts';
import { org } from '../org/index.ts';
import { reportSubmission as s, reportTemplate as t } from './report.table.ts';

/** Reports' figure for rule statistics (core/metric-source.ts). */

const CHINA = 'Asia/Shanghai';
const localStart = sql`(${t.startsAt} at time zone ${CHINA})`;
const dueDays = sql`make_interval(days => coalesce(${t.dueDays}, 0))`;

/**
 * Every period of every template up to `until`, as report.rules.ts counts them in China time: a
 * week from its Monday, a month from its first day, each due `due_days` after it ends; a special
 * report once, due at the end of its due date. Rows `(template_id, target_level, issuer_path, period_key, due_at)`.
 */
const periodsUntil = (until: Date) => {
  const end = sql`(${until.toISOString()}::timestamptz at time zone ${CHINA})`;
  const columns = sql`${t.id} as template_id, ${t.targetLevel} as target_level, ${t.orgPath} as issuer_path`;
  return sql`
    select ${columns}, to_char(d, 'YYYY-MM-DD') as period_key,
      (d + interval '7 days' + ${dueDays}) at time zone ${CHINA} as due_at
    from ${t} cross join lateral generate_series(date_trunc('week', ${localStart}), ${end}, interval '1 week') d
    where ${t.kind} = 'WEEKLY'
    union all
    select ${columns}, to_char(d, 'YYYY-MM') as period_key,
      (d + interval '1 month' + ${dueDays}) at time zone ${CHINA} as due_at
    from ${t} cross join lateral generate_series(date_trunc('month', ${localStart}), ${end}, interval '1 month') d
    where ${t.kind} = 'MONTHLY'
    union all
    select ${columns}, 'ONCE' as period_key, (${t.dueDate}::date + 1)::timestamp at time zone ${CHINA} as due_at
    from ${t}
    where ${t.kind} = 'SPECIAL'`;
};

/**
 * 报表按时报送率: one row per period due so far and organisation that must submit it (its level in
 * the issuer's subtree, no partners); counted when first handed in by the due time. A row not
 * counted is an overdue one — never handed in, or handed in late — which the 报表报送 item marks.
 */
export const reportSubmissionFigure: MetricSource = {
  rows: (scope) => sql`select p.template_id || '|' || p.period_key || '|' || o.id as id, o.path as org_path,
      p.due_at as at,
      case when ${s.firstSubmittedAt} is not null and ${s.firstSubmittedAt} <= p.due_at then 1 else 0 end as num,
      1 as den, p.template_id || '|' || p.period_key as ref
    from (${periodsUntil(scope.to)}) p
    join ${org} o on o.level = p.target_level and o.kind <> 'partner'
      and left(o.path, length(p.issuer_path)) = p.issuer_path
    left join ${s} on ${s.templateId} = p.template_id and ${s.periodKey} = p.period_key and ${s.orgId} = o.id
    where ${within(sql`p.due_at`, scope)} and ${notAfter(sql`p.due_at`, scope.now)} and ${inArea(sql`o.path`, scope.orgPath)}`,
  title: (ref) =>
    sql<string>`coalesce((select r.${sql.identifier('name')} from ${t} r where r.${sql.identifier('id')} = split_part(${ref}, '|', 1)) || ' ' || split_part(${ref}, '|', 2), '报表')`,
  linkPrefix: null,
};
