import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

/** The list's SQL as the raw server runs it, for a `where` over the listed table. */
export interface RawListSql {
  pageSql: (where: string) => string;
  countSql: (where: string) => string;
  /** The listed table's alias in that SQL (`r.`), or '' when unaliased. */
  alias: string;
}

type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/** The app's driver for the raw servers: a node-postgres pool of 10 at DATABASE_URL, else PGlite at DATA_DIR. */
export async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    pool.on('error', (error) => console.error('postgres pool error', error.message));
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const client = await PGlite.create(process.env.DATA_DIR ?? 'memory://');
  return { query: (text, params) => client.query(text, params), close: () => client.close() };
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "The same SQL served raw": a list's page and capped count on the same driver as the app (PGlite in
 * this process, or a node-postgres pool of 10), answered with JSON.stringify — no session, scoping
 * rules, validation, masking or envelope.
 *
 *   GET /list?org=<orgId>        — a guard: own organisation (`org_id = $1`)
 *   GET /list?path=<orgPath>     — an admin: subtree (`org_path like $1`, wildcards escaped)
 */
export async function serveRawList({ pageSql, countSql, alias }: RawListSql): Promise<void> {
  const database = await connect();
  const app = Fastify({ logger: false });
  app.get('/health', async () => 'ok');
  app.get<{ Querystring: { org?: string; path?: string; pageSize?: string } }>('/list', async (request, reply) => {
    const { org, path } = request.query;
    const where = org ? `${alias}org_id = $1` : `${alias}org_path like $1`;
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
}
