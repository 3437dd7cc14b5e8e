import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { INFORMATION_ENDPOINTS, urlOf } from '@afp/contract';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { createEarlyWarningRepository, type PageFilter } from '../apps/server/src/features/early-warning/index.ts';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { loginGuard, loginOa, probe } from './bench-http.ts';
import {
  benchUsers,
  benchTargetOf,
  plantKnownVictims,
  addCentreAccount,
  type BenchUsers,
  type KnownVictim,
  dropBenchDatabase,
  prepareBenchDatabase,
} from './warnings-data.ts';

/**
 * `npm run bench:warnings`: the warning list (authenticated, scoped, masked) against the same SQL
 * served raw by a bare Fastify process, at each size (BENCH_SIZES, default 10k and 1M) on each
 * engine (BENCH_ENGINES, default PGlite and PostgreSQL at BENCH_PG_URL). Every database is fresh:
 * a PGlite directory prepared in this process and closed before the server opens it, or a new
 * PostgreSQL database dropped afterwards (BENCH_KEEP=true keeps it as `afp_bench_kept_<size>` and
 * reuses it next time). The app and the raw server run one after the other. Lists as the guard, the
 * admin of its station and the centre; the information query by whole numbers; bytes per warning.
 */
const sizes = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Keep the PostgreSQL databases (`afp_bench_kept_<size>`) for the next run, and reuse them. */
const keep = process.env.BENCH_KEEP === 'true';
const PAGE = '/AntiProxy/api/guard/early-warning/v2/page?pageSize=20';
const INFORMATION = urlOf(INFORMATION_ENDPOINTS.page);

const USERS = ['guard', 'station admin', 'centre oa'] as const;
type User = (typeof USERS)[number];
interface Row extends Measured {
  engine: string;
  size: number;
  user: User;
  side: 'app list' | 'raw SQL';
}
/** The information query by whole ID number or phone, and the storage of a warning, at one size. */
interface SizeFigures {
  engine: string;
  size: number;
  informationP50: number;
  informationP99: number;
  bytesPerWarning: number;
  rowBytesPerWarning: number;
  tableBytes: number;
  indexBytes: number;
}
const figures: SizeFigures[] = [];
const GOALS = { sizeRatio: 1.2, listToRaw: 0.85, informationP50: 20, bytesToRow: 1.2 };
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

/** The plans of the guard's, the station admin's and the centre's list queries at the largest size. */
async function explainLists(database: Database, users: BenchUsers, label: string): Promise<void> {
  const { stationPath, centrePath } = users;
  const now = new Date();
  const guardOrg = { scope: 'mine', orgId: 'org-d1-s1-c1', orgPath: `${stationPath}org-d1-s1-c1/`, now } as const;
  await explain(database, guardOrg, `${label} guard (own org)`);
  await explain(
    database,
    { scope: 'subtree', orgId: 'org-d1-s1', orgPath: stationPath, now },
    `${label} station admin`,
  );
  const centre = { scope: 'subtree', orgId: 'org-centre', orgPath: centrePath, now } as const;
  await explain(database, centre, `${label} centre (whole city)`);
}

/**
 * What a warning costs on disk: its row and its assignment's with every index and TOAST
 * (pg_total_relation_size), against the rows' own data (pg_column_size of each row, averaged).
 */
async function storageOf(database: Database, size: number) {
  const { rows } = await database.db.execute<{ total: string; table: string; indexes: string; row: string }>(sql`
    select pg_total_relation_size('early_warning') + pg_total_relation_size('warning_assignment') as total,
      pg_table_size('early_warning') + pg_table_size('warning_assignment') as table,
      pg_indexes_size('early_warning') + pg_indexes_size('warning_assignment') as indexes,
      (select avg(pg_column_size(w.*)) from early_warning w)
        + (select avg(pg_column_size(a.*)) from warning_assignment a) as row`);
  const [figure] = rows;
  if (!figure) throw new Error('no storage figures');
  return {
    bytesPerWarning: Number(figure.total) / size,
    rowBytesPerWarning: Number(figure.row),
    tableBytes: Number(figure.table),
    indexBytes: Number(figure.indexes),
  };
}

/** Each index of the two tables in bytes per warning: where a warning's storage beyond its rows goes. */
async function printIndexSizes(database: Database, size: number, label: string): Promise<void> {
  const { rows: indexes } = await database.db.execute<{ index: string; bytes: string }>(sql`
    select indexrelid::regclass::text as index, pg_relation_size(indexrelid) as bytes from pg_index
    where indrelid in ('early_warning'::regclass, 'warning_assignment'::regclass) order by 2 desc`);
  console.log(`\n${label}: index bytes per warning`);
  console.table(indexes.map((row) => ({ index: row.index, 'bytes / warning': Math.round(Number(row.bytes) / size) })));
}

/**
 * The information query 信息查询 by each planted victim's whole ID number and phone, one at a time
 * (under the per-hour quota). Timed is the answer: an overload refusal (503) of a process on a busy
 * machine is waited out and asked again, not counted as a query.
 */
async function timeInformationQueries(url: string, token: string, victims: KnownVictim[]) {
  const timed = async (keyword: string): Promise<number> => {
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const response = await fetch(`${url}${INFORMATION}?keyword=${keyword}`, { headers: { authorization: token } });
      const body = (await response.json()) as { data?: { records?: unknown[] } };
      const elapsed = performance.now() - started;
      if (response.status === 503 && attempt < 60) await new Promise((resolve) => setTimeout(resolve, 1000));
      else if (body.data?.records?.length === 1) return elapsed;
      else throw new Error(`information query ${keyword}: ${JSON.stringify(body)}`);
    }
  };
  const times: number[] = [];
  for (const keyword of victims.flatMap((victim) => [victim.idNumber, victim.phone])) times.push(await timed(keyword));
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) =>
    Number(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}

async function benchOne(engine: 'pglite' | 'postgres', size: number): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), `afp-bench-${engine}-${size}-`));
  const name = keep ? `afp_bench_kept_${size}` : `afp_bench_${size}_${process.pid}`;
  const { target, env } = benchTargetOf(engine, work, pgServer, name);
  try {
    const prepared = Date.now();
    const files = path.join(work, 'files');
    const { database, generateSeconds } = await prepareBenchDatabase(target, size, files, keep);
    const users = await benchUsers(database);
    const victims = await plantKnownVictims(database, size, 20);
    const centreAccount = `bench_${process.pid}`;
    await addCentreAccount(database, centreAccount);
    const storage = await storageOf(database, size);
    const prepareSeconds = (Date.now() - prepared) / 1000;
    notes.push(
      `${engine} ${size.toLocaleString('en')}: generated in ${generateSeconds.toFixed(1)} s (database ready in ${prepareSeconds.toFixed(1)} s)`,
    );
    console.log(
      `\n${engine}, ${size.toLocaleString('en')} warnings: generated in ${generateSeconds.toFixed(1)} s, ready in ${prepareSeconds.toFixed(1)} s`,
    );
    if (size === Math.max(...sizes)) {
      await explainLists(database, users, `${engine} ${size}`);
      await printIndexSizes(database, size, `${engine} ${size.toLocaleString('en')}`);
    }
    await database.close();

    const common = { ...env, LOGIN_RATE_LIMIT: '1000000', SEED_DEMO_DATA: 'false' };
    const app = await startProcess('apps/server/src/server.ts', common, '/health');
    try {
      const tokens: Record<User, string> = {
        guard: await loginGuard(app.url, users.guardPhone),
        'station admin': await loginGuard(app.url, users.stationAdminPhone),
        'centre oa': await loginOa(app.url, centreAccount),
      };
      for (const user of USERS) {
        const headers = { authorization: tokens[user] };
        console.log(`  app list as ${user}: ${await probe(app.url + PAGE, headers)}`);
        rows.push({
          engine,
          size,
          user,
          side: 'app list',
          ...(await measure(`${engine} ${size} app ${user}`, app.url + PAGE, headers)),
        });
      }
      const information = await timeInformationQueries(app.url, tokens['centre oa'], victims);
      figures.push({ engine, size, ...storage, informationP50: information.p50, informationP99: information.p99 });
    } finally {
      await app.stopAndWait();
    }
    const raw = await startProcess('bench/raw-list-server.ts', env, '/health');
    try {
      const targets: [User, string][] = [
        ['guard', `${raw.url}/list?org=org-d1-s1-c1&pageSize=20`],
        ['station admin', `${raw.url}/list?path=${encodeURIComponent(users.stationPath)}&pageSize=20`],
        ['centre oa', `${raw.url}/list?path=${encodeURIComponent(users.centrePath)}&pageSize=20`],
      ];
      for (const [user, url] of targets) {
        console.log(`  raw SQL as ${user}: ${await probe(url, {})}`);
        rows.push({ engine, size, user, side: 'raw SQL', ...(await measure(`${engine} ${size} raw ${user}`, url)) });
      }
    } finally {
      await raw.stopAndWait();
    }
  } finally {
    if (!keep) await dropBenchDatabase(target);
    rmSync(work, { recursive: true, force: true });
  }
}

console.log(
  `warning list benchmark: ${seconds} s per target, 10 connections; sizes ${sizes.join(', ')}; engines ${engines.join(', ')}`,
);
for (const engine of engines) for (const size of sizes) await benchOne(engine, size);

const find = (engine: string, size: number, user: string, side: string) =>
  rows.find((r) => r.engine === engine && r.size === size && r.user === user && r.side === side);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
console.log('\nWarning list: app (session, scope, masking, envelope) vs the same SQL raw');
console.table(
  rows.map((r) => {
    const raw = find(r.engine, r.size, r.user, 'raw SQL');
    const ratio = r.side === 'app list' && raw ? r.requestsPerSecond / raw.requestsPerSecond : undefined;
    return {
      engine: r.engine,
      warnings: r.size.toLocaleString('en'),
      user: r.user,
      target: r.side,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      [`list÷raw (≥${GOALS.listToRaw})`]:
        ratio === undefined ? '' : `${ratio.toFixed(2)} ${verdict(ratio >= GOALS.listToRaw)}`,
    };
  }),
);
if (sizes.length > 1) {
  const small = Math.min(...sizes);
  const large = Math.max(...sizes);
  console.log(
    `p50 at ${large.toLocaleString('en')} ÷ p50 at ${small.toLocaleString('en')} (goal ≤ ${GOALS.sizeRatio})`,
  );
  console.table(
    engines.flatMap((engine) =>
      USERS.flatMap((user) =>
        (['app list', 'raw SQL'] as const).map((side) => {
          const a = find(engine, small, user, side);
          const b = find(engine, large, user, side);
          const ratio = a && b ? b.p50 / Math.max(a.p50, 0.001) : undefined;
          return {
            engine,
            user,
            target: side,
            [`p50 ${small}`]: a?.p50,
            [`p50 ${large}`]: b?.p50,
            ratio: ratio === undefined ? '' : `${ratio.toFixed(2)} ${verdict(ratio <= GOALS.sizeRatio)}`,
          };
        }),
      ),
    ),
  );
}
console.log(
  '\nInformation query (whole ID number or phone, centre oa, 40 queries) and bytes per warning (warning + assignment)',
);
console.table(
  figures.map((f) => ({
    engine: f.engine,
    warnings: f.size.toLocaleString('en'),
    [`information p50 ms (≤${GOALS.informationP50})`]: `${f.informationP50} ${verdict(f.informationP50 <= GOALS.informationP50)}`,
    'information p99 ms': f.informationP99,
    'bytes / warning': Math.round(f.bytesPerWarning),
    'table bytes / warning': Math.round(f.tableBytes / f.size),
    'index bytes / warning': Math.round(f.indexBytes / f.size),
    'row data bytes': Math.round(f.rowBytesPerWarning),
    [`÷ row data (≤${GOALS.bytesToRow})`]: `${(f.bytesPerWarning / f.rowBytesPerWarning).toFixed(2)} ${verdict(f.bytesPerWarning / f.rowBytesPerWarning <= GOALS.bytesToRow)}`,
  })),
);
console.log(notes.join('\n'));
