import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { loginGuard } from './bench-http.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { benchTargetOf, dropBenchDatabase, openBenchDatabase } from './warnings-data.ts';

/**
 * `npm run bench:guard-info`: guard-user/info — the profile every guard home asks for — against
 * the same queries served raw by a bare Fastify process (bench/raw-guard-info-server.ts), with the
 * same session token, on each engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL).
 * 10 connections, BENCH_SECONDS per target. Goal: app ÷ raw ≥ 0.85 (2xx per second).
 */
const GOAL = 0.85;
const INFO = '/proxy/api/guard-user/info';
type Engine = 'pglite' | 'postgres';
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function benchOne(engine: Engine): Promise<{ engine: Engine; app: Measured; raw: Measured }> {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-guard-info-${engine}-`));
  const { target, env } = benchTargetOf(engine, work, pgServer, `afp_bench_guard_info_${process.pid}`);
  try {
    const database = await openBenchDatabase(target);
    await migrate(database);
    // The demo city's organisations and accounts; the profile reads nothing else.
    await seedDemoData(database.db, createLocalFileStorage(path.join(work, 'files')), {
      warnings: 0,
      residents: 0,
      controlledPersons: 0,
    });
    await database.close();
    const app = await startProcess(
      'apps/server/src/server.ts',
      // The raw server has no overload guard either: on a busy machine its 503s would be counted as answers.
      { ...env, LOGIN_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' },
      '/health',
    );
    let token: string;
    let appMeasured: Measured;
    try {
      token = await loginGuard(app.url, '13800000002');
      const answer = await (await fetch(app.url + INFO, { headers: { authorization: token } })).text();
      console.log(`  ${engine} app: ${answer}`);
      appMeasured = await measure(`${engine} app`, app.url + INFO, { authorization: token });
    } finally {
      await app.stopAndWait();
    }
    const raw = await startProcess('bench/raw-guard-info-server.ts', env, '/health');
    try {
      const answer = await (await fetch(`${raw.url}/info`, { headers: { authorization: token } })).text();
      console.log(`  ${engine} raw: ${answer}`);
      return {
        engine,
        app: appMeasured,
        raw: await measure(`${engine} raw`, `${raw.url}/info`, { authorization: token }),
      };
    } finally {
      await raw.stopAndWait();
    }
  } finally {
    await dropBenchDatabase(target);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(`guard-user/info benchmark: ${seconds} s per target, 10 connections; engines ${engines.join(', ')}`);
const results = [];
for (const engine of engines) results.push(await benchOne(engine));
console.log('\nguard-user/info (session, access check, envelope) vs the same queries raw');
console.table(
  results.flatMap(({ engine, app, raw }) =>
    [app, raw].map((m) => ({
      engine,
      target: m === app ? 'app guard-user/info' : 'raw SQL',
      'req/s': m.requestsPerSecond,
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      'non-2xx': m.non2xx,
    })),
  ),
);
/** Answers per second that were answers (2xx). */
const ok = (m: Measured) => m.requestsPerSecond - m.non2xx / seconds;
for (const { engine, app, raw } of results) {
  const ratio = ok(app) / ok(raw);
  console.log(`${engine}: app ÷ raw = ${ratio.toFixed(2)} (goal ≥ ${GOAL}) ${ratio >= GOAL ? 'PASS' : 'FAIL'}`);
}
