import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

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

const ORG = 'org_id = $1';
const SUBTREE = 'org_path like $1';

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    pool.on('error', (error) => console.error('postgres pool error', error.message));
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const client = await PGlite.create(process.env.DATA_DIR ?? 'memory://');
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const database = await connect();
const app = Fastify({ logger: false });
app.get('/health', async () => 'ok');
app.get<{ Querystring: { org?: string; path?: string; pageSize?: string } }>('/list', async (request, reply) => {
  const { org, path } = request.query;
  const where = org ? ORG : SUBTREE;
  const value = org ?? likePrefix(path ?? '/');
  const limit = Number(request.query.pageSize ?? 20) + 1;
  const [page, counted] = await Promise.all([
    database.query(pageSql(where), [value, limit]),
    database.query(countSql(where), [value]),
  ]);
  reply.header('content-type', 'application/json');
  return JSON.stringify({
    records: page.rows.slice(0, limit - 1),
    total: Number((counted.rows[0] as { count: string }).count),
  });
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
await app.listen({ port: Number(process.env.PORT ?? 8090), host: process.env.HOST ?? '127.0.0.1' });
