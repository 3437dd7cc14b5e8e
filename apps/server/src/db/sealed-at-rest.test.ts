import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { EARLY_WARNING_ENDPOINTS, INFORMATION_ENDPOINTS, PEOPLE_CONTROL_ENDPOINTS } from '@afp/contract';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import {
  DEV_DATA_KEY,
  dataKeyOf,
  dataKeyringOf,
  installDataKeyring,
  installedDataKeyring,
  sealedKeyIdOf,
} from '../core/sealed-data.ts';
import { readPersonKeyAlgorithm } from '../core/person-key-scheme.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET, maskPhone } from '../core/personal-data.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import { seedDemoData } from '../seed/seed.ts';
import { loginOa } from '../testing/sessions.ts';
import { send } from '../testing/requests.ts';
import { openEmptyTestDatabase, TEMPLATE_SEED } from '../testing/test-templates.ts';
import { pgliteDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { resealAll, sealedTables } from './reseal.ts';
import { rowsOf } from './raw-sql.ts';
import {
  cardOpeningRecord,
  controlledPerson,
  cooperationTask,
  earlyWarning,
  gulliblePerson,
  preachAppointment,
  protectionCircleMember,
  warningFeedback,
} from './schema.ts';

/**
 * Issue 24 item 1: after seeding the demo city, no column of any table, no byte of the PGlite data
 * directory and no line of a pg_dump holds a whole ID number, phone or bank card of a victim,
 * controlled person, card applicant, gullible person, circle member or preaching contact; and the
 * re-encryption command moves everything to a new key while the lists keep answering.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);
const NEW_KEY = '5a4b3c2d1e0f5a4b3c2d1e0f5a4b3c2d';
/** Whole values of residents and gullible persons the seed names (README): never stored whole. */
const FIXED_SAMPLES = ['13700000001', '13700000002', '330102194803071236'];

let dir: string;
let database: Database;
let samples: string[];

const openPglite = async () => pgliteDatabase(await PGlite.create(path.join(dir, 'pgdata')));

/** Every maximal run of digits (and X, the ID number's check character) of 11 or more characters in a text. */
function digitRuns(text: string): Set<string> {
  return new Set(text.match(/[0-9X]{11,}/g) ?? []);
}
const leaked = (runs: Set<string>) => samples.filter((sample) => [...runs].some((run) => run.includes(sample)));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'afp-sealed-'));
  database = serverUrl ? await openEmptyTestDatabase() : await openPglite();
  await migrate(database);
  await seedDemoData(database.db, createLocalFileStorage(path.join(dir, 'files')), {
    ...TEMPLATE_SEED,
    now: new Date(),
  });
  // Whole values as the app reads them (opened), a sample of every sealed column.
  const { db } = database;
  const take = async (column: AnyPgColumn, table: PgTable) =>
    (await db.select({ value: column }).from(table).where(isNotNull(column)).limit(40)).map((row) => String(row.value));
  const byColumn = {
    victimPhone: await take(earlyWarning.victimPhone, earlyWarning),
    victimIdNumber: await take(earlyWarning.victimIdNumber, earlyWarning),
    victimBankCard: await take(earlyWarning.victimBankCard, earlyWarning),
    relativePhone: await take(warningFeedback.relativePhone, warningFeedback),
    controlledIdNumber: await take(controlledPerson.idNumber, controlledPerson),
    controlledPhone: await take(controlledPerson.phone, controlledPerson),
    applicantIdNumber: await take(cardOpeningRecord.applicantIdNumber, cardOpeningRecord),
    applicantPhone: await take(cardOpeningRecord.applicantPhone, cardOpeningRecord),
    cardNumber: await take(cardOpeningRecord.cardNumber, cardOpeningRecord),
    gulliblePhone: await take(gulliblePerson.contactPhone, gulliblePerson),
    circlePhone: await take(protectionCircleMember.phone, protectionCircleMember),
    preachPhone: await take(preachAppointment.contactPhone, preachAppointment),
    // The number a carrier is asked to help on (运营商协助): the carrier sees it whole, the database never.
    carrierAssistPhone: await take(cooperationTask.assistPhone, cooperationTask),
  };
  for (const [column, values] of Object.entries(byColumn)) {
    expect(values.length, `no seeded ${column} to look for`).toBeGreaterThan(0);
    // Whole numbers, not masks or ciphertext: the test looks for something real.
    for (const value of values) expect(value, column).toMatch(/^\+?[0-9X]{11,}$/);
  }
  samples = [...new Set([...Object.values(byColumn).flat(), ...FIXED_SAMPLES])];
}, 240_000);

afterAll(async () => {
  installDataKeyring(dataKeyringOf(DEV_DATA_KEY));
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('personal data sealed at rest', () => {
  it('stores every value of every sealed column as v1:<key id>:…', async () => {
    const tables = sealedTables();
    expect(tables.map((table) => table.name).sort()).toEqual(
      [
        'card_opening_record',
        'controlled_person',
        'cooperation_task',
        'early_warning',
        'gullible_person',
        'idempotent_request',
        'preach_appointment',
        'protection_circle_member',
        'warning_feedback',
      ].sort(),
    );
    for (const table of tables) {
      for (const column of table.columns) {
        const rows = rowsOf<{ value: string }>(
          await database.db.execute(
            sql`select ${sql.identifier(column)} as value from ${sql.identifier(table.name)} where ${sql.identifier(column)} is not null`,
          ),
        );
        const plain = rows.filter((row) => sealedKeyIdOf(row.value) !== dataKeyOf(DEV_DATA_KEY).id);
        expect(plain, `${table.name}.${column}`).toEqual([]);
      }
    }
  });

  it('keys the exact search of a whole phone or ID number with HMAC-SM3 on a new database', async () => {
    expect(await readPersonKeyAlgorithm(database.db)).toBe('hmac-sm3');
    const [warning] = await database.db
      .select({
        phone: earlyWarning.victimPhone,
        key: earlyWarning.victimPhoneKey,
        masked: earlyWarning.victimPhoneMasked,
      })
      .from(earlyWarning)
      .where(isNotNull(earlyWarning.victimPhone))
      .limit(1);
    expect(warning!.key).toBe(
      createHmac('sm3', DEV_PERSON_KEY_SECRET).update(`phone:${warning!.phone!}`).digest('hex'),
    );
    expect(warning!.masked).toBe(`${warning!.phone!.slice(0, 3)}****${warning!.phone!.slice(-4)}`);
  });

  it('no text or JSON column of any table holds a seeded whole ID number, phone or bank card', async () => {
    const columns = rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
      await database.db.execute(sql`
        select c.table_schema, c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
               or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))`),
    );
    expect(columns.length).toBeGreaterThan(100);
    const pattern = samples.map((sample) => sample.replace('+', '\\+')).join('|');
    const found: string[] = [];
    for (const c of columns) {
      const column = sql`${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}`;
      const [hit] = rowsOf<{ value: string }>(
        await database.db.execute(
          sql`select ${sql.identifier(c.column_name)}::text as value from ${column} where ${sql.identifier(c.column_name)}::text ~ ${pattern} limit 1`,
        ),
      );
      if (hit) found.push(`${c.table_schema}.${c.table_name}.${c.column_name}: ${hit.value.slice(0, 120)}`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it.skipIf(serverUrl)(
    'no byte of the PGlite data directory holds one',
    async () => {
      await database.close();
      try {
        const runs = new Set<string>();
        const files = await filesUnder(path.join(dir, 'pgdata'));
        expect(files.length).toBeGreaterThan(100);
        for (const file of files) for (const run of digitRuns((await readFile(file)).toString('latin1'))) runs.add(run);
        expect(leaked(runs)).toEqual([]);
      } finally {
        database = await openPglite();
      }
    },
    120_000,
  );

  it.runIf(serverUrl)(
    'no line of a pg_dump of the database holds one',
    async () => {
      const { stdout } = await run('pg_dump', ['--no-owner', '--no-privileges', database.url!], {
        maxBuffer: 512 * 1024 * 1024,
      });
      expect(stdout).toContain('COPY public.early_warning');
      expect(leaked(digitRuns(stdout))).toEqual([]);
    },
    120_000,
  );
});

describe('npm run data:reencrypt (resealAll)', () => {
  it('seals legacy plaintext and moves every value to a new key, idempotent, with the lists still answering', async () => {
    const { db } = database;
    const personKeyOf = createPersonKey(DEV_PERSON_KEY_SECRET);
    // Rows as an installation from before sealing holds them: whole numbers, no keyed lookups.
    const [legacy] = await db
      .select({ id: earlyWarning.id, phone: earlyWarning.victimPhone })
      .from(earlyWarning)
      .where(isNotNull(earlyWarning.victimPhone))
      .limit(1);
    await db.execute(
      sql`update early_warning set victim_phone = ${legacy!.phone}, victim_phone_key = null, victim_phone_masked = null where id = ${legacy!.id}`,
    );
    const [person] = await db
      .select({ id: controlledPerson.id, phone: controlledPerson.phone })
      .from(controlledPerson)
      .limit(1);
    await db.execute(
      sql`update controlled_person set phone = ${person!.phone}, phone_masked = null where id = ${person!.id}`,
    );

    const previous = installedDataKeyring();
    const rotated = dataKeyringOf(NEW_KEY, [DEV_DATA_KEY]);
    installDataKeyring(rotated);
    try {
      const first = await resealAll(db, { personKeyOf, keyring: rotated, batchSize: 97 });
      expect(first.skipped).toBe(0);
      // The legacy warning's keyed lookups and masks, and the legacy person's masks.
      expect(first.lookupsFilled).toBe(2);
      expect(first.resealed['early_warning.victim_phone']).toBeGreaterThan(1);
      expect(first.resealed['controlled_person.phone']).toBeGreaterThan(1);
      // Idempotent: a second run finds nothing to do.
      const second = await resealAll(db, { personKeyOf, keyring: rotated, batchSize: 97 });
      expect(Object.values(second.resealed).every((n) => n === 0)).toBe(true);
      expect(second.lookupsFilled).toBe(0);

      // Without the old key every stored value still opens: none is left under it.
      installDataKeyring(dataKeyringOf(NEW_KEY));
      for (const table of sealedTables()) {
        for (const column of table.columns) {
          const rows = rowsOf<{ value: string }>(
            await db.execute(
              sql`select ${sql.identifier(column)} as value from ${sql.identifier(table.name)} where ${sql.identifier(column)} is not null`,
            ),
          );
          expect(
            rows.filter((row) => sealedKeyIdOf(row.value) !== rotated.current.id),
            `${table.name}.${column}`,
          ).toEqual([]);
        }
      }
      const [reread] = await db
        .select({ phone: controlledPerson.phone, phoneMasked: controlledPerson.phoneMasked })
        .from(controlledPerson)
        .where(eq(controlledPerson.id, person!.id));
      expect(reread!.phone).toBe(person!.phone);
      expect(reread!.phoneMasked).toBe(maskPhone(person!.phone));

      const app = await buildApp({
        database,
        clock: fakeClock(new Date()),
        fileStorage: createLocalFileStorage(path.join(dir, 'files')),
        loginRateLimit: 1000,
        runJobs: false,
      });
      try {
        const centre = await loginOa(app, 'oaAdmin');
        const warnings = await send(app, EARLY_WARNING_ENDPOINTS.page, { as: centre, query: { scope: 'subtree' } });
        expect(warnings.statusCode).toBe(200);
        expect(warnings.json().data.records.length).toBeGreaterThan(0);
        expect(warnings.json().data.records[0].victimPhone).toMatch(/^\d{3}\*+\d{4}$|^$/);
        // The legacy row's phone meets its lookup filled by the command.
        const found = await send(app, INFORMATION_ENDPOINTS.page, { as: centre, query: { keyword: legacy!.phone } });
        expect(found.statusCode).toBe(200);
        expect(found.json().data.records.map((r: { warningId: string }) => r.warningId)).toContain(legacy!.id);
        const persons = await send(app, PEOPLE_CONTROL_ENDPOINTS.page, { as: centre });
        expect(persons.statusCode).toBe(200);
        expect(persons.json().data.records.length).toBeGreaterThan(0);

        // Lists open nothing sealed: with the first rows' sealed numbers made unopenable, both lists still answer.
        const unopenable = 'v1:00000000:AAAA';
        const firstWarning = warnings.json().data.records[0].warningId as string;
        const firstPerson = persons.json().data.records[0].id as string;
        await db.execute(
          sql`update early_warning set victim_phone = ${unopenable}, victim_id_number = ${unopenable} where id = ${firstWarning}`,
        );
        await db.execute(
          sql`update controlled_person set phone = ${unopenable}, id_number = ${unopenable} where id = ${firstPerson}`,
        );
        const warningsAgain = await send(app, EARLY_WARNING_ENDPOINTS.page, {
          as: centre,
          query: { scope: 'subtree' },
        });
        expect(warningsAgain.statusCode).toBe(200);
        expect(warningsAgain.json().data.records[0].warningId).toBe(firstWarning);
        const personsAgain = await send(app, PEOPLE_CONTROL_ENDPOINTS.page, { as: centre });
        expect(personsAgain.statusCode).toBe(200);
        expect(personsAgain.json().data.records[0].id).toBe(firstPerson);
      } finally {
        await app.close();
      }
    } finally {
      installDataKeyring(previous);
    }
  }, 120_000);
});
