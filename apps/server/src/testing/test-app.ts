import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { urlOf, type Endpoint } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import { seedDemoData } from '../seed/seed.ts';

/**
 * A fresh database per call: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `afp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The whole app on a fresh, migrated, demo-seeded database, with a movable clock. */
export async function buildTestApp(overrides: Partial<AppDeps> = {}) {
  const database = await openTestDatabase();
  await migrate(database);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'afp-files-'));
  const fileStorage = createLocalFileStorage(filesDir);
  await seedDemoData(database.db, fileStorage, { warnings: 300 });
  const clock = fakeClock(new Date());
  const app = await buildApp({ database, clock, fileStorage, loginRateLimit: 1000, ...overrides });
  return {
    app,
    db: database.db,
    clock,
    fileStorage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Sends one contract endpoint's request as a caller: a GET's input in the query, a POST's as the body. */
export const sendAs = (app: FastifyInstance, endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  endpoint.method === 'GET'
    ? app.inject({
        method: 'GET',
        url: `${urlOf(endpoint)}?${new URLSearchParams(input as Record<string, string>)}`,
        headers: { authorization: token },
      })
    : app.inject({ method: 'POST', url: urlOf(endpoint), headers: { authorization: token }, payload: input });
