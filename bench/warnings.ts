import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createEarlyWarningRepository, type PageFilter } from '../apps/server/src/features/early-warning/index.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { loginGuard, probe } from './bench-http.ts';
import {
  benchUsers,
  databaseUrlOf,
  dropBenchDatabase,
  prepareBenchDatabase,
  type BenchTarget,
} from './warnings-data.ts';

/**
 * `npm run bench:warnings`: the warning list (authenticated, scoped, masked) against the same SQL
 * served raw by a bare Fastify process, at each size (BENCH_SIZES, default 10k and 1M) on each
 * engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL). Every database is fresh:
 * a PGlite directory prepared in this process and closed before the server opens it, or a new
 * PostgreSQL database dropped afterwards. The app and the raw server run one after the other.
 */
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = '/AntiProxy/api/guard/early-warning/v2/page?pageSize=20';

interface Row extends Measured {
  engine: string;
  size: number;
  user: 'guard' | 'station admin';
  side: 'app list' | 'raw SQL';
}
const rows: Row[] = [];
const notes: string[] = [];

type QueryClient = { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * EXPLAIN ANALYZE of the app's own list queries (page and capped count) exactly as the repository
 * builds them: the repository runs once on a drizzle instance whose logger captures the SQL.
 */
async function explain(database: Database, filter: PageFilter, label: string): Promise<void> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }) };
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const db: Db =
    database.engine === 'pglite'
      ? drizzlePglite(client as unknown as PGlite, { schema, logger })
      : drizzlePg(client as unknown as pg.Pool, { schema, logger });
  const repository = createEarlyWarningRepository({ db });
  await repository.page(filter, undefined, 21);
  await repository.cappedCount(filter);
  for (const [index, query] of captured.entries()) {
    const plan = await client.query(`explain (analyze, costs off) ${query.sql}`, query.params);
    console.log(
      `\n-- ${label}: ${index === 0 ? 'page' : 'capped count'}\n-- ${query.sql}\n${plan.rows.map((r) => String(Object.values(r)[0])).join('\n')}`,
    );
  }
}

async function benchOne(engine: 'pglite' | 'postgres', size: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-${engine}-${size}-`));
  const target: BenchTarget =
    engine === 'pglite'
      ? { engine, dataDir: path.join(work, 'data') }
      : { engine, serverUrl: pgServer, name: `afp_bench_${size}_${process.pid}` };
  const env: Record<string, string> =
    target.engine === 'pglite'
      ? { DATA_DIR: target.dataDir }
      : { DATABASE_URL: databaseUrlOf(target.serverUrl, target.name) };
  try {
    const prepared = Date.now();
    const { database, generateSeconds } = await prepareBenchDatabase(target, size, path.join(work, 'files'));
    const users = await benchUsers(database);
    const prepareSeconds = (Date.now() - prepared) / 1000;
    notes.push(
      `${engine} ${size.toLocaleString('en')}: generated in ${generateSeconds.toFixed(1)} s (database ready in ${prepareSeconds.toFixed(1)} s)`,
    );
    console.log(
      `\n${engine}, ${size.toLocaleString('en')} warnings: generated in ${generateSeconds.toFixed(1)} s, ready in ${prepareSeconds.toFixed(1)} s`,
    );
    if (size === Math.max(...sizes)) {
      const now = new Date();
      await explain(
        database,
        { scope: 'mine', orgId: 'org-d1-s1-c1', orgPath: `${users.stationPath}org-d1-s1-c1/`, now },
        `${engine} ${size} guard (own org)`,
      );
      await explain(
        database,
        { scope: 'subtree', orgId: 'org-d1-s1', orgPath: users.stationPath, now },
        `${engine} ${size} station admin (subtree)`,
      );
    }
    await database.close();

    const common = { ...env, LOGIN_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false' };
    const app = await startProcess('apps/server/src/server.ts', common, '/health');
    try {
      for (const [user, phone] of [
        ['guard', users.guardPhone],
        ['station admin', users.stationAdminPhone],
      ] as const) {
        const headers = { authorization: await loginGuard(app.url, phone) };
        console.log(`  app list as ${user}: ${await probe(app.url + PAGE, headers)}`);
        rows.push({
          engine,
          size,
          user,
          side: 'app list',
          ...(await measure(`${engine} ${size} app ${user}`, app.url + PAGE, headers)),
        });
      }
    } finally {
      await app.stopAndWait();
    }
    const raw = await startProcess('bench/raw-list-server.ts', env, '/health');
    try {
      const targets = [
        ['guard', `${raw.url}/list?org=org-d1-s1-c1&pageSize=20`],
        ['station admin', `${raw.url}/list?path=${encodeURIComponent(users.stationPath)}&pageSize=20`],
      ] as const;
      for (const [user, url] of targets) {
        console.log(`  raw SQL as ${user}: ${await probe(url, {})}`);
        rows.push({ engine, size, user, side: 'raw SQL', ...(await measure(`${engine} ${size} raw ${user}`, url)) });
      }
    } finally {
      await raw.stopAndWait();
    }
  } finally {
    await dropBenchDatabase(target);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `warning list benchmark: ${seconds} s per target, 10 connections; sizes ${sizes.join(', ')}; engines ${engines.join(', ')}`,
);
for (const engine of engines) for (const size of sizes) await benchOne(engine, size);

const find = (engine: string, size: number, user: string, side: string) =>
  rows.find((r) => r.engine === engine && r.size === size && r.user === user && r.side === side);
console.log('\nWarning list: app (session, scope, masking, envelope) vs the same SQL raw');
console.table(
  rows.map((r) => {
    const raw = find(r.engine, r.size, r.user, 'raw SQL');
    return {
      engine: r.engine,
      warnings: r.size.toLocaleString('en'),
      user: r.user,
      target: r.side,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      'list÷raw (≥0.70)': r.side === 'app list' && raw ? (r.requestsPerSecond / raw.requestsPerSecond).toFixed(2) : '',
    };
  }),
);
if (sizes.length > 1) {
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  console.log(`p50 at ${large.toLocaleString('en')} ÷ p50 at ${small.toLocaleString('en')} (goal ≤ 1.5)`);
  console.table(
    engines.flatMap((engine) =>
      (['guard', 'station admin'] as const).flatMap((user) =>
        (['app list', 'raw SQL'] as const).map((side) => {
          const a = find(engine, small, user, side);
          const b = find(engine, large, user, side);
          return {
            engine,
            user,
            target: side,
            [`p50 ${small}`]: a?.p50,
            [`p50 ${large}`]: b?.p50,
            ratio: a && b ? (b.p50 / Math.max(a.p50, 0.001)).toFixed(2) : '',
          };
        }),
      ),
    ),
  );
}
console.log(notes.join('\n'));
