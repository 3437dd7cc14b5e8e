import { serveRawList } from './raw-list.ts';

/**
 * "The same SQL served raw" for the controlled-person list: its first page (tab 全部) and capped
 * count, as plain SQL text copied from apps/server/src/features/people-control/
 * people-control.repository.ts, on the same driver as the app, answered with JSON.stringify — no
 * session, scoping rules, validation, masking, overdue marker or envelope.
 *
 *   GET /list?org=<orgId>        — a guard: own organisation (`org_id = $1`)
 *   GET /list?path=<orgPath>     — an admin: subtree (`org_path like $1`, wildcards escaped)
 */
const pageSql = (where: string) => `
select p.*, o.name as org_name, g.name as guard_name,
       (extract(epoch from p.next_due_at) * 1000000)::bigint::text as due_micros
from controlled_person p
inner join org o on o.id = p.org_id
left join guard_user g on g.id = p.guard_id
where ${where} and p.state <> 'RELEASED'
order by p.next_due_at asc, p.id asc
limit $2`;

const countSql = (where: string) =>
  `select count(*) from (select 1 from controlled_person p where ${where} and p.state <> 'RELEASED' limit 10001) capped`;

await serveRawList({ pageSql, countSql, alias: 'p.' });
