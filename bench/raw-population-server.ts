import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

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
  const where = org ? 'r.org_id = $1' : 'r.org_path like $1';
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
