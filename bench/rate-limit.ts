// `npm run bench:rate-limit`: a rate-limited route with @fastify/rate-limit's in-memory store (one process's
// counts) against the database store every process shares, on PGlite and PostgreSQL. One client address, so every
// hit updates the same counter row: the worst case. BENCH_ENGINES, BENCH_PG_URL, BENCH_SECONDS as the other benches.
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import {
  createRateLimitCounters,
  databaseRateLimitStore,
} from '../apps/server/src/core/rate-limit/rate-limit.store.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seconds } from './support.ts';

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function measure(database: Database, store: 'memory' | 'database') {
  const app = Fastify();
  const counters = databaseRateLimitStore(createRateLimitCounters(database.db));
  await app.register(rateLimit, { global: false, ...(store === 'database' ? { store: counters } : {}) });
  app.get('/limited', { config: { rateLimit: { max: 1e9, timeWindow: '1 minute' } } }, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const result = await autocannon({ url: `http://127.0.0.1:${port}/limited`, connections: 10, duration: seconds });
  await app.close();
  return result;
}

for (const engine of engines) {
  const name = `afp_bench_rl_${randomBytes(4).toString('hex')}`;
  let database: Database;
  if (engine === 'postgres') {
    await adminQuery(`create database ${name}`);
    const url = new URL(pgServer);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString() });
  } else {
    database = await openDatabase({});
  }
  try {
    await migrate(database);
    const figures: Record<string, number> = {};
    for (const store of ['memory', 'database', 'memory', 'database'] as const) {
      const result = await measure(database, store);
      figures[store] = Math.max(figures[store] ?? 0, result.requests.average);
      console.log(
        `${engine} ${store}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
      );
    }
    console.log(
      `${engine}: database store ÷ memory store ${(figures.database! / figures.memory!).toFixed(2)} (best of two runs each)`,
    );
  } finally {
    await database.close();
    if (engine === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
