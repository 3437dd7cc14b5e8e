import { serveRawList } from './raw-list.ts';

/**
 * "The same SQL served raw" for the resident list: its page and capped count, as plain SQL text
 * copied from apps/server/src/features/population/population.repository.ts (first page, no
 * filter), on the same driver as the app, answered with JSON.stringify — no session, scoping
 * rules, validation, masking or envelope.
 *
 *   GET /list?org=<orgId>        — a guard: own organisation (`org_id = $1`)
 *   GET /list?path=<orgPath>     — an admin: subtree (`org_path like $1`, wildcards escaped)
 */
const pageSql = (where: string) => `
select r.*, o.name as org_name, s.name as street_name,
       (extract(epoch from r.registered_at) * 1000000)::bigint::text as registered_micros
from resident r
inner join org o on o.id = r.org_id
inner join org s on s.id = o.parent_id
where ${where}
order by r.registered_at desc nulls last, r.id desc nulls last
limit $2`;

const countSql = (where: string) => `select count(*) from (select 1 from resident r where ${where} limit 10001) capped`;

await serveRawList({ pageSql, countSql, alias: 'r.' });
