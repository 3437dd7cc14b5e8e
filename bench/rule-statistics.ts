import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS } from '../apps/server/src/seed/demo-city.ts';
import { ACCOUNT_ENDPOINTS, RULE_STATISTICS_ENDPOINTS, urlOf } from '@afp/contract';
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { ruleBoardAggregates } from '../apps/server/src/features/rule-statistics/index.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { dropBenchDatabase, openBenchDatabase, type BenchTarget } from './warnings-data.ts';

/**
 * Rule statistics 考核规则统计 (issue 13): the city-wide board (all districts, all stations) as the
 * app answers it — session, scope, rule items, one SQL aggregate per item, scoring, ranking, JSON —
 * against the same SQL aggregates run bare on the database. At the demo scale (30,000 warnings and
 * the rest of the demo city); goal: the page within 2× its plain SQL aggregate (median of BENCH_RUNS).
 */
const runs = Number(process.env.BENCH_RUNS ?? 15);
const engines = (process.env.BENCH_ENGINES ?? 'pglite').split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL = 2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

let failed = false;
for (const engine of engines) {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-rule-statistics-${engine}-`));
  const target: BenchTarget =
    engine === 'pglite'
      ? { engine, dataDir: path.join(work, 'data') }
      : { engine, serverUrl: pgServer, name: `afp_bench_rule_statistics_${process.pid}` };
  try {
    const database = await openBenchDatabase(target);
    await migrate(database);
    const fileStorage = createLocalFileStorage(path.join(work, 'files'));
    const seeded = performance.now();
    await seedDemoData(database.db, fileStorage, { residents: 30_000 });
    console.log(`\n${engine}: demo city seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const app = await buildApp({ database, fileStorage, loginRateLimit: 1_000_000 });
    const login = await app.inject({
      method: 'POST',
      url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
      payload: DEMO_LOGINS.oaAdmin,
    });
    const token = login.json().data.token as string;
    const year = new Date(Date.now() + 8 * 3600_000).getUTCFullYear();
    for (const unitKind of ['district', 'station'] as const) {
      const url = `${urlOf(RULE_STATISTICS_ENDPOINTS.board)}?year=${year}&unitKind=${unitKind}`;
      const page = async () => {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
        if (response.statusCode !== 200) throw new Error(`board answered ${response.statusCode}`);
      };
      const plain = () =>
        ruleBoardAggregates(database.db, { year, unitKind, orgPath: '/org-centre/', now: new Date() });
      const pageMs = await timed(page);
      const plainMs = await timed(plain);
      const ratio = pageMs / plainMs;
      const ok = ratio <= GOAL;
      failed ||= !ok;
      console.log(
        `  board by ${unitKind}: page ${pageMs.toFixed(1)} ms, plain SQL ${plainMs.toFixed(1)} ms → ${ratio.toFixed(2)}× (goal ≤ ${GOAL}×) ${ok ? 'ok' : 'TOO SLOW'}`,
      );
    }
    await app.close();
    await database.close();
  } finally {
    await dropBenchDatabase(target);
    rmSync(work, { recursive: true, force: true });
  }
}
if (failed) process.exitCode = 1;
