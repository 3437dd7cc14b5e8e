import { SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createLifecycle, type Lifecycle } from '../../core/lifecycle.ts';
import type { Database } from '../../db/client.ts';
import { migrate, readMigrationJournal } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { createHealthRepository } from './health.repository.ts';
import { createReadinessCheck } from './readiness.ts';

// One migrated database without demo data (the probes need none); the tests run in order on it,
// from a process starting to one whose database is gone.
let database: Database;
let lifecycle: Lifecycle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  lifecycle = createLifecycle();
  app = await buildApp({ database, lifecycle });
});
afterAll(async () => {
  await app.close().catch(() => undefined);
  await database.close().catch(() => undefined);
});

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const get = (url: string) => app.inject({ method: 'GET', url });

describe('probes', () => {
  it('readiness is not ready while starting (until the app is ready), whatever the database says', async () => {
    const check = createReadinessCheck({
      repository: createHealthRepository({ db: database.db }),
      lifecycle,
      journal: readMigrationJournal,
    });
    expect(await check()).toEqual({ isReady: false, reason: 'starting' });
    await app.ready();
    expect(await check()).toEqual({ isReady: true });
  });

  it.each([urlOf(SYSTEM_ENDPOINTS.health), '/health'])(
    'answers %s with the engine after a database round trip',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        success: true,
        message: '操作成功',
        data: { status: 'ok', engine },
      });
    },
  );

  it('readyz is 503 migrations_pending naming the migration the database lacks, then 200 once it is applied', async () => {
    const newest = (await readMigrationJournal()).at(-1)!;
    // As if this release's last migration had not run yet (another process still migrating).
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`);
    const pending = await get('/readyz');
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({
      code: 503,
      success: false,
      message: '数据库尚未完成升级',
      data: { errorCode: 'server.unavailable', reason: 'migrations_pending', pendingMigrations: [newest.tag] },
    });
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${newest.when})`,
    );
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ready', engine });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('healthz says alive without asking the database', async () => {
    const alive = await get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ code: 200, success: true, message: '操作成功', data: { status: 'alive' } });
  });

  it('readyz is 503 draining once the process drains, while healthz stays 200', async () => {
    lifecycle.startDraining();
    const draining = await get('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({
      code: 503,
      success: false,
      message: '服务正在停止',
      data: { errorCode: 'server.unavailable', reason: 'draining' },
    });
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('readiness is database_unreachable once the database is gone, while healthz stays 200', async () => {
    const serving = createLifecycle();
    serving.markServing();
    const reachable = createReadinessCheck({
      repository: createHealthRepository({ db: database.db }),
      lifecycle: serving,
      journal: readMigrationJournal,
    });
    expect(await reachable()).toEqual({ isReady: true });
    await database.close();
    expect(await reachable()).toEqual({ isReady: false, reason: 'database_unreachable' });
    expect((await get('/healthz')).statusCode).toBe(200);
  });
});
