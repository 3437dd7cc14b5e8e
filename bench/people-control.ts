import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { controlledPerson } from '../apps/server/src/db/schema.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { loginGuard, probe } from './bench-http.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { benchUsers, databaseUrlOf, dropBenchDatabase, openBenchDatabase, type BenchTarget } from './warnings-data.ts';

/**
 * The controlled-person list 重点人员管控 (authenticated, scoped, masked, overdue marker) against
 * the same SQL served raw (bench/raw-people-control-server.ts), at each size (BENCH_SIZES, default
 * 100k persons) on each engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL), as
 * the demo guard (own community) and the admin of its station (subtree). Goal: list ÷ raw ≥ 0.70.
 */
const sizes = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = '/AntiProxy/api/guard/people-control/v2/page?pageSize=20';

interface Row extends Measured {
  engine: string;
  size: number;
  user: 'guard' | 'station admin';
  side: 'app list' | 'raw SQL';
}
const rows: Row[] = [];

/**
 * N persons, set-based: every "random" value a hash of the row number, spread evenly over the
 * communities, next visits due from 30 days ago to 30 days ahead, a few released; indexes rebuilt once.
 */
async function generatePersons(database: Database, n: number): Promise<void> {
  const { db } = database;
  const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
  await withoutSecondaryIndexes(db, controlledPerson, async () => {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into controlled_person (id, name, id_number, phone, label, level, state, org_id, org_path,
        next_due_at, task_state, missed_count, created_at, updated_at)
      select 'bp' || lpad(g::text, 9, '0'),
        (array['张','王','李','赵','陈','刘','杨','黄'])[1 + ${h(1)} % 8] || (array['伟','芳','敏','静','磊','洋','艳','杰'])[1 + ${h(2)} % 8],
        '330102199001' || lpad((${h(3)} % 1000000)::text, 6, '0'),
        '138' || lpad((${h(4)} % 100000000)::text, 8, '0'),
        (array['HIGH_RISK','CARD_TRADE','AIDING','OVERSEAS','PRIOR_RECORD'])[1 + ${h(5)} % 5],
        (array['HIGH','MEDIUM','LOW'])[1 + ${h(6)} % 3],
        case when ${h(7)} % 100 < 5 then 'RELEASED' when ${h(7)} % 100 < 10 then 'LOST_CONTACT' else 'IN_CONTROL' end,
        c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        now() + ((${h(8)} % 5184000) - 2592000) * interval '1 second',
        (array['PENDING','PENDING','PENDING','SUBMITTED','RETURNED'])[1 + ${h(9)} % 5],
        ${h(10)} % 3,
        now() - interval '200 days', now()
      from generate_series(1, ${n}::int) g cross join c`);
  });
  await db.execute(sql`analyze`);
}

async function benchOne(engine: 'pglite' | 'postgres', size: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-people-control-${engine}-${size}-`));
  const target: BenchTarget =
    engine === 'pglite'
      ? { engine, dataDir: path.join(work, 'data') }
      : { engine, serverUrl: pgServer, name: `afp_bench_control_${size}_${process.pid}` };
  const env: Record<string, string> =
    target.engine === 'pglite'
      ? { DATA_DIR: target.dataDir }
      : { DATABASE_URL: databaseUrlOf(target.serverUrl, target.name) };
  try {
    const database = await openBenchDatabase(target);
    await migrate(database);
    await seedDemoData(database.db, createLocalFileStorage(path.join(work, 'files')), {
      warnings: 0,
      residents: 0,
      controlledPersons: 0,
    });
    const started = performance.now();
    await generatePersons(database, size);
    console.log(
      `\n${engine}, ${size.toLocaleString('en')} controlled persons: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
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
    const raw = await startProcess('bench/raw-people-control-server.ts', env, '/health');
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
  `controlled-person list benchmark: ${seconds} s per target, 10 connections; sizes ${sizes.join(', ')}; engines ${engines.join(', ')}`,
);
for (const engine of engines) for (const size of sizes) await benchOne(engine, size);

const rawOf = (r: Row) =>
  rows.find((x) => x.engine === r.engine && x.size === r.size && x.user === r.user && x.side === 'raw SQL');
console.log('\nControlled-person list: app (session, scope, masking, envelope) vs the same SQL raw');
console.table(
  rows.map((r) => ({
    engine: r.engine,
    persons: r.size.toLocaleString('en'),
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
