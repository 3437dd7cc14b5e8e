import { mkdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FRAUD_TYPES, GUARD_ROLE } from '@afp/contract';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { earlyWarning, warningAssignment } from '../apps/server/src/db/schema.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';

/** Where a bench database lives: a fresh PGlite directory or a fresh PostgreSQL database. */
export type BenchTarget =
  { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; serverUrl: string; name: string };

export const databaseUrlOf = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(target: BenchTarget): Promise<Database> {
  if (target.engine === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    return openDatabase({ dataDir: target.dataDir });
  }
  await admin(target.serverUrl, `drop database if exists ${target.name} with (force)`);
  await admin(target.serverUrl, `create database ${target.name}`);
  return openDatabase({ databaseUrl: databaseUrlOf(target.serverUrl, target.name) });
}

export async function dropBenchDatabase(target: BenchTarget): Promise<void> {
  if (target.engine === 'postgres')
    await admin(target.serverUrl, `drop database if exists ${target.name} with (force)`);
}

const FRAUD_CODES = FRAUD_TYPES.flatMap((t) => t.children.map((c) => c.code));
const list = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * N warnings and their assignments, set-based: one INSERT … SELECT over generate_series each,
 * every "random" value a hash of the row number (hashint4extended with a salt per column), so
 * the data is the same on every run. Assignments are spread evenly over the 100 communities
 * (the demo guard's community holds N/100, its station N/20), pushed over the last 90 days,
 * mostly closed. Secondary indexes are rebuilt once at the end (bulk load).
 */
export async function generateWarnings(database: Database, n: number): Promise<void> {
  const { db } = database;
  const h = (salt: number) => sql.raw(`(hashint4extended(g, ${salt}) & 2147483647)`);
  await db.execute(sql.raw(`set maintenance_work_mem = '256MB'`)).catch(() => undefined);
  await withoutSecondaryIndexes(db, earlyWarning, async () => {
    await db.execute(sql`
      insert into early_warning (id, warning_no, source, upstream_no, kind, level, fraud_type_code, victim_name,
        victim_id_number, victim_phone, victim_id_number_masked, victim_phone_masked, person_key, pushed_at, created_at)
      select 'bw' || lpad(g::text, 9, '0'), 'BW' || lpad(g::text, 9, '0'),
        (${list(['ministry', 'province', 'city', 'hotline96110', 'hotline12381', 'bank', 'operator', 'app'])})[1 + ${h(1)} % 8],
        'BENCH-' || g,
        (${list(['phone', 'net', 'fund'])})[1 + ${h(2)} % 3],
        case when ${h(3)} % 100 < 3 then 1 when ${h(3)} % 100 < 18 then 2 when ${h(3)} % 100 < 60 then 3 else 4 end,
        (${list(FRAUD_CODES)})[1 + ${h(4)} % ${FRAUD_CODES.length}],
        (${list(['张', '王', '李', '赵', '陈', '刘', '杨', '黄'])})[1 + ${h(5)} % 8] || (${list(['伟', '芳', '敏', '静', '磊', '洋', '艳', '杰'])})[1 + ${h(6)} % 8],
        '3301' || lpad((${h(7)} % 100000000000000)::text, 14, '0'),
        '13' || lpad((${h(8)} % 1000000000)::text, 9, '0'),
        -- The masked forms the list shows (written by intake beside the sealed numbers).
        '330***********' || right(lpad((${h(7)} % 100000000000000)::text, 14, '0'), 4),
        '13' || left(lpad((${h(8)} % 1000000000)::text, 9, '0'), 1) || '****' || right(lpad((${h(8)} % 1000000000)::text, 9, '0'), 4),
        '3301' || lpad((${h(7)} % 100000000000000)::text, 14, '0'),
        now() - (${h(9)} % 7776000) * interval '1 second',
        now() - (${h(9)} % 7776000) * interval '1 second'
      from generate_series(1, ${n}::int) g`);
  });
  await withoutSecondaryIndexes(db, warningAssignment, async () => {
    await db.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into warning_assignment (id, warning_id, org_id, org_path, hop, state, level, source, kind, fraud_type_code,
        person_key, pushed_at, sign_deadline, feedback_deadline, version, created_at)
      select 'ba' || substr(w.id, 3), w.id, c.ids[1 + x.o % c.n], c.paths[1 + x.o % c.n], 0,
        case when x.s < 80 then 'CLOSED' when x.s < 92 then 'FED_BACK' when x.s < 95 then 'HANDLING'
             when x.s < 97 then 'WAITING_SECOND_FEEDBACK' else 'PENDING_SIGN' end,
        w.level, w.source, w.kind, w.fraud_type_code, w.person_key, w.pushed_at,
        w.pushed_at + case when w.level <= 2 then interval '5 minutes' when w.level = 3 then interval '30 minutes' else interval '2 hours' end,
        w.pushed_at + case when w.level <= 2 then interval '1 hour' else interval '24 hours' end,
        0, w.pushed_at
      from early_warning w
      cross join c
      cross join lateral (select (hashtext(w.id) & 2147483647) o, (hashtext(w.id || 's') & 2147483647) % 100 s) x
      where w.warning_no like 'BW%'`);
  });
  await db.execute(sql`analyze`);
}

/** Phones of the two bench users: the demo guard and the admin of its station (subtree scope). */
export async function benchUsers(
  database: Database,
): Promise<{ guardPhone: string; stationAdminPhone: string; stationPath: string }> {
  const rows = (
    await database.db.execute(
      sql`select g.phone, o.path from guard_user g join org o on o.id = g.org_id where g.org_id = 'org-d1-s1' and g.role_type = ${GUARD_ROLE.stationAdmin}`,
    )
  ).rows as { phone: string; path: string }[];
  const station = rows[0];
  if (!station) throw new Error('no station admin of org-d1-s1 in the demo city');
  return { guardPhone: '13800000002', stationAdminPhone: station.phone, stationPath: station.path };
}

/** Creates, migrates, seeds the demo city (no demo warnings) and generates N warnings. */
export async function prepareBenchDatabase(target: BenchTarget, n: number, filesDir: string) {
  const database = await openBenchDatabase(target);
  await migrate(database);
  await seedDemoData(database.db, createLocalFileStorage(filesDir), { warnings: 0 });
  const started = performance.now();
  await generateWarnings(database, n);
  const generateSeconds = (performance.now() - started) / 1000;
  return { database, generateSeconds };
}
