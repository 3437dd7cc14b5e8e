import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { FRAUD_TYPES, GUARD_ROLE } from '@afp/contract';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { earlyWarning, warningAssignment } from '../apps/server/src/db/schema.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { withoutSecondaryIndexes } from '../apps/server/src/seed/early-warnings.seed.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { dataKeyOf, DEV_DATA_KEY } from '../apps/server/src/core/sealed-data.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET, victimLookupOf } from '../apps/server/src/core/personal-data.ts';
import { readPersonKeyAlgorithm } from '../apps/server/src/core/person-key-scheme.ts';

/** Where a bench database lives: a fresh PGlite directory or a fresh PostgreSQL database. */
export type BenchTarget =
  { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; serverUrl: string; name: string };

export const databaseUrlOf = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Where one engine's bench database lives for a run — a PGlite directory under `work`, or the
 * PostgreSQL database `name` on `serverUrl` — and the environment a server process opens it with.
 */
export function benchTargetOf(
  engine: BenchTarget['engine'],
  work: string,
  serverUrl: string,
  name: string,
): { target: BenchTarget; env: Record<string, string> } {
  return engine === 'pglite'
    ? { target: { engine, dataDir: path.join(work, 'data') }, env: { DATA_DIR: path.join(work, 'data') } }
    : { target: { engine, serverUrl, name }, env: { DATABASE_URL: databaseUrlOf(serverUrl, name) } };
}

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
  const keyId = dataKeyOf(DEV_DATA_KEY).id;
  const sealedOf = (salt: string, bytes: number) =>
    sql.raw(
      `'v1:${keyId}:' || translate(encode(substring(sha512(('${salt}' || g)::bytea) || sha512(('${salt}' || -g)::bytea) from 1 for ${bytes}), 'base64'), E'\\n', '')`,
    );
  await db.execute(sql.raw(`set maintenance_work_mem = '256MB'`)).catch(() => undefined);
  await withoutSecondaryIndexes(db, earlyWarning, async () => {
    await db.execute(sql`
      insert into early_warning (id, warning_no, source, upstream_no, kind, level, fraud_type_code, victim_name,
        victim_id_number, victim_phone, victim_id_number_masked, victim_phone_masked, victim_phone_key,
        victim_id_number_key, person_key, pushed_at, created_at)
      select 'bw' || lpad(g::text, 9, '0'), 'BW' || lpad(g::text, 9, '0'),
        (${list(['ministry', 'province', 'city', 'hotline96110', 'hotline12381', 'bank', 'operator', 'app'])})[1 + ${h(1)} % 8],
        'BENCH-' || g,
        (${list(['phone', 'net', 'fund'])})[1 + ${h(2)} % 3],
        case when ${h(3)} % 100 < 3 then 1 when ${h(3)} % 100 < 18 then 2 when ${h(3)} % 100 < 60 then 3 else 4 end,
        (${list(FRAUD_CODES)})[1 + ${h(4)} % ${FRAUD_CODES.length}],
        (${list(['张', '王', '李', '赵', '陈', '刘', '杨', '黄'])})[1 + ${h(5)} % 8] || (${list(['伟', '芳', '敏', '静', '磊', '洋', '艳', '杰'])})[1 + ${h(6)} % 8],
        -- Sealed numbers of the stored size (core/sealed-data.ts: 'v1:<key id>:' and the base64 of IV,
        -- ciphertext and tag — 66 bytes for an ID number, 59 for a phone): never opened by a list.
        ${sealedOf('i', 66)},
        ${sealedOf('p', 59)},
        -- The masked forms the list shows (written by intake beside the sealed numbers).
        '330***********' || right(lpad((${h(7)} % 100000000000000)::text, 14, '0'), 4),
        '13' || left(lpad((${h(8)} % 1000000000)::text, 9, '0'), 1) || '****' || right(lpad((${h(8)} % 1000000000)::text, 9, '0'), 4),
        -- Keyed hashes of the stored size (64 hex digits): the information query's blind indexes.
        encode(sha256(('phone:' || ${h(8)})::bytea), 'hex'),
        encode(sha256(('id:' || ${h(7)})::bytea), 'hex'),
        encode(sha256(('id:' || ${h(7)})::bytea), 'hex'),
        now() - (${h(9)} % 7776000) * interval '1 second',
        now() - (${h(9)} % 7776000) * interval '1 second'
      from generate_series(1, ${n}::int) g`);
  });
  // Each assignment carries what its state implies, as the handling wrote it: signed (by a guard's
  // id) unless still to sign, escalated a minute after its sign deadline if still unsigned (as the
  // escalation job does: else a server started on the data spends the bench escalating 300,000 rows
  // at 10M), fed back once FED_BACK or CLOSED (an interim feedback sets nothing), closed with a
  // verdict — the partial indexes over unsigned and unfed rows are as small as a real province's,
  // and the rows as wide.
  await withoutSecondaryIndexes(db, warningAssignment, async () => {
    // One statement whose figure triggers group every assignment by day, hour and organisation: with
    // the default 4 MB of work_mem each grouping is an external sort (17 GB of temp files at 10M).
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local work_mem = '256MB'`));
      await tx.execute(sql`
      with c as (
        select array_agg(id order by id) ids, array_agg(path order by id) paths, count(*)::int n from org where kind = 'community'
      )
      insert into warning_assignment (id, warning_id, org_id, org_path, hop, state, level, source, kind, fraud_type_code,
        person_key, pushed_at, sign_deadline, feedback_deadline, signed_at, signed_by, fed_back_at, closed_at,
        return_visit_verdict, escalated_at, version, created_at)
      select 'ba' || substr(w.id, 3), w.id, c.ids[1 + x.o % c.n], c.paths[1 + x.o % c.n], 0, y.state,
        w.level, w.source, w.kind, w.fraud_type_code, w.person_key, w.pushed_at, y.sign_deadline, y.feedback_deadline,
        case when y.state <> 'PENDING_SIGN' then w.pushed_at + (y.sign_deadline - w.pushed_at) * (0.2 + x.f % 100 / 80.0) end,
        case when y.state <> 'PENDING_SIGN' then md5(c.ids[1 + x.o % c.n] || (x.f % 5))::uuid::text end,
        case when y.state in ('FED_BACK', 'CLOSED') then z.fed_back_at end,
        case when y.state = 'CLOSED' then z.fed_back_at + (1 + x.f % 72) * interval '1 hour' end,
        case when y.state = 'CLOSED' then (case when x.f % 10 < 7 then 'EFFECTIVE' else 'INEFFECTIVE' end) end,
        case when y.state = 'PENDING_SIGN' and y.sign_deadline < now() then y.sign_deadline + interval '1 minute' end,
        case y.state when 'PENDING_SIGN' then 0 when 'HANDLING' then 1 when 'CLOSED' then 3 else 2 end,
        w.pushed_at
      from early_warning w
      cross join c
      cross join lateral (select (hashtext(w.id) & 2147483647) o, (hashtext(w.id || 's') & 2147483647) % 100 s,
        hashtext(w.id || 'f') & 2147483647 f) x
      cross join lateral (select
        case when x.s < 80 then 'CLOSED' when x.s < 92 then 'FED_BACK' when x.s < 95 then 'HANDLING'
             when x.s < 97 then 'WAITING_SECOND_FEEDBACK' else 'PENDING_SIGN' end state,
        w.pushed_at + case when w.level <= 2 then interval '5 minutes' when w.level = 3 then interval '30 minutes' else interval '2 hours' end sign_deadline,
        w.pushed_at + case when w.level <= 2 then interval '1 hour' else interval '24 hours' end feedback_deadline) y
      cross join lateral (select w.pushed_at + (y.feedback_deadline - w.pushed_at) * (0.3 + x.f % 97 / 85.0) fed_back_at) z
      where w.warning_no like 'BW%'`);
    });
  });
  // What autovacuum does to a table in steady state: statistics, and the visibility map that lets a
  // capped count walk an index alone instead of visiting 100,000 heap rows of a bulk load.
  await db.execute(sql`vacuum analyze`);
}

/** A victim the information query looks for: whole numbers as a guard would type them. */
export interface KnownVictim {
  idNumber: string;
  phone: string;
}

/**
 * Gives `count` generated warnings, spread over the table, real victims: numbers sealed through the
 * columns (as intake stores them) and keyed by the server's development secret, so the information
 * query finds exactly these through its blind indexes and opens what it finds.
 */
export async function plantKnownVictims(database: Database, n: number, count: number): Promise<KnownVictim[]> {
  const personKeyOf = createPersonKey(DEV_PERSON_KEY_SECRET, await readPersonKeyAlgorithm(database.db));
  const victims: KnownVictim[] = [];
  for (let i = 0; i < count; i += 1) {
    const g = 1 + Math.floor((i * n) / count);
    const victim = { idNumber: `33010219800101${String(1000 + i)}`, phone: `1390000${String(1000 + i)}` };
    const personKey = personKeyOf({ name: '', ...victim });
    const id = `bw${String(g).padStart(9, '0')}`;
    await database.db
      .update(earlyWarning)
      .set({
        victimIdNumber: victim.idNumber,
        victimPhone: victim.phone,
        personKey,
        ...victimLookupOf(victim, personKeyOf),
      })
      .where(eq(earlyWarning.id, id));
    await database.db.update(warningAssignment).set({ personKey }).where(eq(warningAssignment.warningId, id));
    victims.push(victim);
  }
  return victims;
}

/**
 * A centre oa account of this run, a copy of the demo administrator (same password): the information
 * query's per-hour quota counts per account, and a kept database remembers earlier runs' queries.
 */
export async function addCentreAccount(database: Database, accountName: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`create temp table bench_account on commit drop as select * from oa_account where account_name = 'admin'`,
    );
    await tx.execute(sql`update bench_account set id = ${`oa-${accountName}`}, account_name = ${accountName}`);
    await tx.execute(sql`insert into oa_account select * from bench_account`);
  });
}

/** The bench users: the demo guard, the admin of its station (subtree scope) and the centre (the whole city). */
export interface BenchUsers {
  guardPhone: string;
  stationAdminPhone: string;
  stationPath: string;
  centrePath: string;
}

export async function benchUsers(database: Database): Promise<BenchUsers> {
  const rows = (
    await database.db.execute(
      sql`select g.phone, o.path from guard_user g join org o on o.id = g.org_id where g.org_id = 'org-d1-s1' and g.role_type = ${GUARD_ROLE.stationAdmin}`,
    )
  ).rows as { phone: string; path: string }[];
  const station = rows[0];
  if (!station) throw new Error('no station admin of org-d1-s1 in the demo city');
  const centre = (await database.db.execute<{ path: string }>(sql`select path from org where kind = 'centre'`)).rows[0];
  if (!centre) throw new Error('no centre in the demo city');
  return {
    guardPhone: '13800000002',
    stationAdminPhone: station.phone,
    stationPath: station.path,
    centrePath: centre.path,
  };
}

/**
 * A PostgreSQL bench database kept from an earlier run (BENCH_KEEP) that holds exactly N generated
 * warnings, migrated to this code's schema: 10 million take long to generate and are measured again and again.
 */
export async function keptBenchDatabase(target: BenchTarget, n: number): Promise<Database | undefined> {
  if (target.engine !== 'postgres') return undefined;
  const client = new pg.Client({ connectionString: target.serverUrl });
  await client.connect();
  const exists = await client
    .query('select 1 from pg_database where datname = $1', [target.name])
    .finally(() => client.end());
  if (exists.rowCount === 0) return undefined;
  const database = await openDatabase({ databaseUrl: databaseUrlOf(target.serverUrl, target.name) });
  const { rows } = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from early_warning where warning_no like 'BW%'`,
  );
  if (rows[0]?.n === n) {
    await migrate(database);
    return database;
  }
  await database.close();
  return undefined;
}

/**
 * Creates, migrates, seeds the demo city (no demo warnings) and generates N warnings; with `keep`,
 * reuses the PostgreSQL database a run with `keep` left (and leaves it for the next).
 */
export async function prepareBenchDatabase(target: BenchTarget, n: number, filesDir: string, keep = false) {
  const kept = keep ? await keptBenchDatabase(target, n) : undefined;
  if (kept) return { database: kept, generateSeconds: 0, reused: true };
  const database = await openBenchDatabase(target);
  await migrate(database);
  await seedDemoData(database.db, createLocalFileStorage(filesDir), { warnings: 0 });
  const started = performance.now();
  await generateWarnings(database, n);
  const generateSeconds = (performance.now() - started) / 1000;
  return { database, generateSeconds, reused: false };
}
