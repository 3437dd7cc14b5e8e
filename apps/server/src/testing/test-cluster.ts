import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import { seedDemoData } from '../seed/seed.ts';
import { openTestDatabase } from './test-app.ts';

export const hasTestPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Several whole apps on ONE fresh PostgreSQL database, each through its own pool and cluster bus,
 * as several server processes have them (without the cost of spawning processes). PostgreSQL
 * only: guard the test with `describe.skipIf(!hasTestPostgres)`.
 */
export async function buildTestCluster(count = 2, overrides: Partial<AppDeps> = {}) {
  const first = await openTestDatabase();
  if (first.engine !== 'postgres' || !first.url) {
    await first.close();
    throw new Error('a test cluster needs PostgreSQL (TEST_DATABASE_URL)');
  }
  await migrate(first);
  const fileStorage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'afp-files-')));
  await seedDemoData(first.db, fileStorage, { warnings: 300 });
  const databases: Database[] = [first];
  for (let index = 1; index < count; index++) databases.push(await openDatabase({ databaseUrl: first.url }));
  const clock = fakeClock(new Date());
  const apps: FastifyInstance[] = [];
  for (const database of databases)
    apps.push(await buildApp({ database, clock, fileStorage, loginRateLimit: 1000, ...overrides }));
  return {
    apps,
    /** Each app's own pool on the shared database. */
    dbs: databases.map((database) => database.db),
    clock,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      // The first database drops the shared one: the others' pools end before it.
      for (const database of databases.slice(1)) await database.close();
      await first.close();
    },
  };
}
