import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { resident } from '../apps/server/src/db/schema.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { loginGuard, probe } from './bench-http.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { benchUsers, databaseUrlOf, dropBenchDatabase, openBenchDatabase, type BenchTarget } from './warnings-data.ts';

/**
 * The resident list 实有人口 (authenticated, scoped, masked) against the same SQL served raw by a
 * bare Fastify process (bench/raw-population-server.ts), at each size (BENCH_SIZES, default 100k
 * residents) on each engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL), as
 * the demo guard (own community) and the admin of its station (subtree). Goal: list ÷ raw ≥ 0.70.
 */
const sizes = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = '/AntiProxy/api/guard/population/v2/page?pageSize=20';

interface Row extends Measured {
  engine: string;
  size: number;
  user: 'guard' | 'station admin';
  side: 'app list' | 'raw SQL';
}
const rows: Row[] = [];

/**
 * N residents, set-based: every "random" value a hash of the row number, spread evenly over the
 * 100 communities, registered over the last three years; secondary indexes rebuilt once.
 */
async function generateResidents(database: Database, n: number): Promise<void> {
  const { db } = database;
  const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
  await withoutSecondaryIndexes(db, resident, async () => {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into resident (id, org_id, org_path, name, phone_masked, id_number_masked, phone_key, id_number_key,
        tags, app_installed, last_publicity_at, registered_at, updated_at)
      select 'br' || lpad(g::text, 9, '0'), c.ids[1 + g % c.n], c.paths[1 + g % c.n],
        (array['张','王','李','赵','陈','刘','杨','黄'])[1 + ${h(1)} % 8] || (array['伟','芳','敏','静','磊','洋','艳','杰'])[1 + ${h(2)} % 8],
        '13' || (${h(3)} % 10)::text || '****' || lpad((${h(4)} % 10000)::text, 4, '0'),
        '330***********' || lpad((${h(5)} % 10000)::text, 4, '0'),
        md5('p' || g), md5('i' || g),
        case ${h(6)} % 10 when 0 then array['ELDERLY_ALONE'] when 1 then array['STUDENT'] when 2 then array['MIGRANT_WORKER']
          when 3 then array['GULLIBLE'] else array[]::text[] end,
        ${h(7)} % 100 < 45,
        case when ${h(8)} % 100 < 60 then now() - (${h(9)} % 15552000) * interval '1 second' end,
        now() - (${h(10)} % 94608000) * interval '1 second',
        now()
      from generate_series(1, ${n}::int) g cross join c`);
  });
  await db.execute(sql`analyze`);
}

async function benchOne(engine: 'pglite' | 'postgres', size: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-population-${engine}-${size}-`));
  const target: BenchTarget =
    engine === 'pglite'
      ? { engine, dataDir: path.join(work, 'data') }
      : { engine, serverUrl: pgServer, name: `afp_bench_population_${size}_${process.pid}` };
  const env: Record<string, string> =
    target.engine === 'pglite'
      ? { DATA_DIR: target.dataDir }
      : { DATABASE_URL: databaseUrlOf(target.serverUrl, target.name) };
  try {
    const database = await openBenchDatabase(target);
    await migrate(database);
    await seedDemoData(database.db, createLocalFileStorage(path.join(work, 'files')), { warnings: 0, residents: 0 });
    const started = performance.now();
    await generateResidents(database, size);
    console.log(
      `\n${engine}, ${size.toLocaleString('en')} residents: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
    const raw = await startProcess('bench/raw-population-server.ts', env, '/health');
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
  `resident list benchmark: ${seconds} s per target, 10 connections; sizes ${sizes.join(', ')}; engines ${engines.join(', ')}`,
);
for (const engine of engines) for (const size of sizes) await benchOne(engine, size);

const rawOf = (r: Row) =>
  rows.find((x) => x.engine === r.engine && x.size === r.size && x.user === r.user && x.side === 'raw SQL');
console.log('\nResident list: app (session, scope, masking, envelope) vs the same SQL raw');
console.table(
  rows.map((r) => ({
    engine: r.engine,
    residents: r.size.toLocaleString('en'),
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
