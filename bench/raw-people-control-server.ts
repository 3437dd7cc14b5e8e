import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

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
  const where = org ? 'p.org_id = $1' : 'p.org_path like $1';
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
