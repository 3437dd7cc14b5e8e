import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { seedDemoData, type SeedOptions } from '../apps/server/src/seed/seed.ts';
import { loginGuard, probe } from './bench-http.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { benchTargetOf, benchUsers, dropBenchDatabase, openBenchDatabase } from './warnings-data.ts';

/** One feature list benchmarked against the same SQL served raw by a bare Fastify process. */
export interface ListBenchmark {
  /** Names the run, its work directories and its PostgreSQL databases (e.g. `population`). */
  name: string;
  /** What the rows are, for the printed lines (e.g. `residents`). */
  rows: string;
  /** The app's list route, with its page size. */
  page: string;
  /** The raw server (`bench/raw-*-server.ts`): `GET /list?org=…` and `?path=…`, `GET /health`. */
  rawServer: string;
  /** Seed options that leave the feature's own demo rows out (the benchmark generates them). */
  seed: SeedOptions;
  generate: (database: Database, n: number) => Promise<void>;
}

type Engine = 'pglite' | 'postgres';
interface Row extends Measured {
  engine: string;
  size: number;
  user: 'guard' | 'station admin';
  side: 'app list' | 'raw SQL';
}

/**
 * The list (authenticated, scoped, masked) against the same SQL raw, at each size (BENCH_SIZES,
 * default 100k) on each engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL), as
 * the demo guard (own community) and the admin of its station (subtree). Goal: list ÷ raw ≥ 0.70.
 */
export async function runListBenchmark(bench: ListBenchmark): Promise<void> {
  const sizes = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
  const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const rows: Row[] = [];

  async function benchOne(engine: Engine, size: number): Promise<void> {
    const work = mkdtempSync(path.join(tmpdir(), `afp-bench-${bench.name}-${engine}-${size}-`));
    const name = `afp_bench_${bench.name.replace(/\W/g, '_')}_${size}_${process.pid}`;
    const { target, env } = benchTargetOf(engine, work, pgServer, name);
    try {
      const database = await openBenchDatabase(target);
      await migrate(database);
      await seedDemoData(database.db, createLocalFileStorage(path.join(work, 'files')), bench.seed);
      const started = performance.now();
      await bench.generate(database, size);
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n${engine}, ${size.toLocaleString('en')} ${bench.rows}: generated in ${took} s`);
      const users = await benchUsers(database);
      await database.close();

      const app = await startProcess(
        'apps/server/src/server.ts',
        { ...env, LOGIN_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false' },
        '/health',
      );
      try {
        for (const [user, phone] of [
          ['guard', users.guardPhone],
          ['station admin', users.stationAdminPhone],
        ] as const) {
          const headers = { authorization: await loginGuard(app.url, phone) };
          console.log(`  app list as ${user}: ${await probe(app.url + bench.page, headers)}`);
          const measured = await measure(`${engine} ${size} app ${user}`, app.url + bench.page, headers);
          rows.push({ engine, size, user, side: 'app list', ...measured });
        }
      } finally {
        await app.stopAndWait();
      }
      const raw = await startProcess(bench.rawServer, env, '/health');
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
    `${bench.name} list benchmark: ${seconds} s per target, 10 connections; sizes ${sizes.join(', ')}; engines ${engines.join(', ')}`,
  );
  for (const engine of engines) for (const size of sizes) await benchOne(engine, size);

  const rawOf = (r: Row) =>
    rows.find((x) => x.engine === r.engine && x.size === r.size && x.user === r.user && x.side === 'raw SQL');
  console.log(`\n${bench.name} list: app (session, scope, masking, envelope) vs the same SQL raw`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      [bench.rows]: r.size.toLocaleString('en'),
      user: r.user,
      target: r.side,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      'list÷raw (≥0.70)':
        r.side === 'app list' && rawOf(r) ? (r.requestsPerSecond / rawOf(r)!.requestsPerSecond).toFixed(2) : '',
    })),
  );
}
