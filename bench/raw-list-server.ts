import { serveRawList } from './raw-list.ts';

/**
 * "The same SQL served raw": the warning list's page and capped count, as plain SQL text copied
 * from apps/server/src/features/early-warning/early-warning.repository.ts (first page, no filter),
 * on the same driver as the app (PGlite in this process, or a node-postgres pool of 10), answered
 * with JSON.stringify — no session, scoping rules, validation, masking or envelope.
 *
 *   GET /list?org=<orgId>        — a guard: own organisation (`org_id = $1`)
 *   GET /list?path=<orgPath>     — an admin: subtree (`org_path like $1`, wildcards escaped)
 */
const pageSql = (where: string) => `
select page.*, w.warning_no, w.victim_name, w.victim_phone, w.victim_id_number, w.duplicate_of_id, o.name as org_name
from (
  select id, warning_id, org_id, state, level, source, kind, fraud_type_code, person_key, pushed_at, sign_deadline,
         feedback_deadline, version, (extract(epoch from pushed_at) * 1000000)::bigint::text as pushed_micros
  from warning_assignment
  where ${where}
  order by pushed_at desc nulls last, id desc nulls last
  limit $2
) page
inner join early_warning w on w.id = page.warning_id
inner join org o on o.id = page.org_id
order by page.pushed_at desc nulls last, page.id desc nulls last`;

const countSql = (where: string) =>
  `select count(*) from (select 1 from warning_assignment where ${where} limit 10001) capped`;

await serveRawList({ pageSql, countSql, alias: '' });
