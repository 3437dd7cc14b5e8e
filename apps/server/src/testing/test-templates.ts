import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage, type FileStorage } from '../features/file/index.ts';
import { seedDemoData } from '../seed/seed.ts';
import { adminQuery, templateDatabaseName } from './test-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory for database templates (testing/global-setup.ts); absent outside the server project. */
    testTemplateDir?: string;
  }
}

/** What every seeded test database holds: the demo city with this many warnings. */
export const TEMPLATE_SEED = { warnings: 300 } as const;

interface SeededTemplate {
  /** PGlite: the closed data directory; PostgreSQL: the template database's name. */
  source: string;
  filesDir: string;
  /** When the seed had finished: where a test app's clock starts, as it did right after seeding its own. */
  seedEndedAt: string;
}

export interface SeededTestDatabase {
  database: Database;
  fileStorage: FileStorage;
  /** Where the seeded data's "now" ended: start the test clock here. */
  seedEndedAt: Date;
}

const serverUrlOf = () => process.env.TEST_DATABASE_URL;
const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
const copyTree = promisify(execFile);
const uniqueName = () => randomBytes(6).toString('hex');

/** The run's template directory, or undefined when the suite runs without the server project's global setup. */
function templateDir(): string | undefined {
  try {
    return inject('testTemplateDir');
  } catch {
    return undefined;
  }
}

const POLL_MS = 100;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Builds `name` once across the run's worker processes: the first to create the lock directory builds
 * and publishes `<name>.json` atomically; the others wait for it, fail with the builder's failure, or
 * take over when the builder's process died half-way (a worker ended at a hook's timeout).
 */
async function onceAcrossWorkers<T>(dir: string, name: string, build: () => Promise<T>): Promise<T> {
  const ready = path.join(dir, `${name}.json`);
  const failed = path.join(dir, `${name}.failed`);
  const lock = path.join(dir, `${name}.lock`);
  for (;;) {
    if (existsSync(ready)) return JSON.parse(await readFile(ready, 'utf8')) as T;
    if (existsSync(failed))
      throw new Error(`the ${name} test template failed to build:\n${await readFile(failed, 'utf8')}`);
    const isBuilder = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (isBuilder) {
      await writeFile(path.join(lock, 'pid'), String(process.pid));
      try {
        const built = await build();
        await writeFile(`${ready}.tmp`, JSON.stringify(built));
        await rename(`${ready}.tmp`, ready);
        return built;
      } catch (error) {
        await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const builder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '0'));
    if (builder && !isAlive(builder) && !existsSync(ready)) await rm(lock, { recursive: true, force: true });
  }
}

/** A copy of a closed PGlite data directory, opened; closing it deletes the copy. */
async function openPgliteCopy(source: string, dir: string): Promise<Database> {
  const copy = path.join(dir, `copy-${uniqueName()}`);
  await copyTree('cp', ['-a', source, copy]);
  const database = pgliteDatabase(await PGlite.create(copy));
  return {
    ...database,
    async close() {
      await database.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** A just-initialised PGlite cluster: a copy of it skips initdb, most of a fresh PGlite's start. */
async function emptyPgliteTemplate(dir: string): Promise<string> {
  const { source } = await onceAcrossWorkers(dir, 'pglite-empty', async () => {
    const source = path.join(dir, 'pglite-empty');
    await (await PGlite.create(source)).close();
    return { source };
  });
  return source;
}

/** Migrates and seeds one database the way each test app's own used to be, its files in `filesDir`. */
async function seedTemplate(database: Database, filesDir: string) {
  await migrate(database);
  await seedDemoData(database.db, createLocalFileStorage(filesDir), { ...TEMPLATE_SEED, now: new Date() });
  return { seedEndedAt: new Date().toISOString() };
}

async function seededTemplate(dir: string): Promise<SeededTemplate> {
  const serverUrl = serverUrlOf();
  if (!serverUrl) {
    const empty = await emptyPgliteTemplate(dir);
    return onceAcrossWorkers(dir, 'pglite-seeded', async () => {
      const source = path.join(dir, 'pglite-seeded');
      const filesDir = path.join(dir, 'pglite-files');
      await copyTree('cp', ['-a', empty, source]);
      const database = pgliteDatabase(await PGlite.create(source));
      const times = await seedTemplate(database, filesDir);
      // Closed cleanly, so every copy opens without replaying the write-ahead log.
      await database.close();
      return { source, filesDir, ...times };
    });
  }
  return onceAcrossWorkers(dir, 'postgres-seeded', async () => {
    const source = templateDatabaseName(dir);
    const filesDir = path.join(dir, 'postgres-files');
    await adminQuery(serverUrl, `drop database if exists ${source} with (force)`);
    await adminQuery(serverUrl, `create database ${source}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, source) });
    const times = await seedTemplate(database, filesDir);
    // CREATE DATABASE … TEMPLATE refuses a source anybody is connected to.
    await database.close();
    return { source, filesDir, ...times };
  });
}

async function newPostgresDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = `afp_test_${uniqueName()}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh EMPTY database per call: PGlite (a copy of the run's just-initialised cluster when there is
 * one, else in memory), or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function openEmptyTestDatabase(): Promise<Database> {
  const serverUrl = serverUrlOf();
  if (serverUrl) return newPostgresDatabase(serverUrl);
  const dir = templateDir();
  return dir ? openPgliteCopy(await emptyPgliteTemplate(dir), dir) : openDatabase({});
}

/**
 * A fresh database holding the demo city (TEMPLATE_SEED) and its files: a copy of the run's seeded
 * template, or — outside the server project's global setup — migrated and seeded on the spot.
 */
export async function openSeededTestDatabase(): Promise<SeededTestDatabase> {
  const dir = templateDir();
  const filesDir = await mkdtemp(path.join(tmpdir(), 'afp-files-'));
  const fileStorage = createLocalFileStorage(filesDir);
  if (!dir) {
    const database = await openEmptyTestDatabase();
    await migrate(database);
    await seedDemoData(database.db, fileStorage, TEMPLATE_SEED);
    return { database, fileStorage, seedEndedAt: new Date() };
  }
  const template = await seededTemplate(dir);
  const serverUrl = serverUrlOf();
  const database = serverUrl
    ? await newPostgresDatabase(serverUrl, template.source)
    : await openPgliteCopy(template.source, dir);
  if (existsSync(template.filesDir)) await copyTree('cp', ['-a', `${template.filesDir}/.`, filesDir]);
  return { database, fileStorage, seedEndedAt: new Date(template.seedEndedAt) };
}
