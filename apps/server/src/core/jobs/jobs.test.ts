import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { fakeClock } from '../../clock.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { defineJob } from './job.ts';
import { JOB_POOL_NAME } from './postgres-queue.ts';

/**
 * The queue itself, on whichever engine the suite runs (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): whole apps as the server processes build them, sharing one database.
 * "Two processes" are two apps on two pools of one PostgreSQL database (PostgreSQL only: a PGlite
 * directory belongs to one process).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Effect {
  id: string;
  process: string;
  attempt: number;
}

let shared: Database;
const opened: Database[] = [];
const apps: FastifyInstance[] = [];
const clock = fakeClock(new Date());
let effects: Effect[];

beforeAll(async () => {
  shared = await openTestDatabase();
  await migrate(shared);
});
afterAll(() => shared.close());
beforeEach(async () => {
  effects = [];
  // Each test starts on an empty queue, whichever engine keeps it.
  await shared.db.execute(
    shared.engine === 'postgres' ? sql`delete from graphile_worker._private_jobs` : sql`delete from job_queue`,
  );
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of opened.splice(0)) await database.close();
});

/** A job whose effect the test sees: which process ran which id, at which attempt. */
const recordJob = (process: string, options: { failFirst?: boolean; takesMs?: number } = {}) =>
  defineJob({
    name: 'test.record',
    payload: z.object({ id: z.string() }),
    maxAttempts: 3,
    async handle({ id }, { attempt }) {
      if (options.takesMs) await new Promise((resolve) => setTimeout(resolve, options.takesMs));
      if (options.failFirst && attempt === 1) throw new Error('the first try fails');
      effects.push({ id, process, attempt });
    },
  });

/** One server process: an app on its own pool (PostgreSQL) or on the one PGlite database. */
async function startProcess(name: string, options: { runJobs?: boolean; failFirst?: boolean; takesMs?: number } = {}) {
  const database = shared.engine === 'postgres' ? await openDatabase({ databaseUrl: shared.url }) : shared;
  if (database !== shared) opened.push(database);
  const app = await buildApp({ database, clock, runJobs: options.runJobs ?? true });
  app.jobs.register(recordJob(name, options));
  apps.push(app);
  await app.ready();
  return { app, db: database.db };
}

async function stopProcess(app: FastifyInstance) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

const idsRun = () => effects.map((effect) => effect.id).sort();
const pollIds = (count: number) => expect.poll(idsRun, { timeout: 10_000, interval: 100 }).toHaveLength(count);

describe('jobs', () => {
  it('survives a restart: enqueued by a process that stopped before running it, run by the next one', async () => {
    const first = await startProcess('first', { runJobs: false });
    await first.app.jobs.enqueue(first.db, recordJob('first'), { id: 'kept' });
    await stopProcess(first.app);
    expect(effects).toEqual([]);

    const next = await startProcess('next');
    // PGlite's runner polls each second; graphile-worker hears the job at start.
    await pollIds(1);
    expect(effects).toEqual([{ id: 'kept', process: 'next', attempt: 1 }]);
    expect(await next.app.jobs.stats()).toMatchObject({ queued: 0, running: 0, failed: 0 });
  });

  it('enqueues nothing when the business transaction rolls back', async () => {
    const only = await startProcess('only', { runJobs: false });
    await only.db
      .transaction(async (tx) => {
        await only.app.jobs.enqueue(tx, recordJob('only'), { id: 'undone' });
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    await only.db.transaction((tx) => only.app.jobs.enqueue(tx, recordJob('only'), { id: 'done' }));

    expect(await only.app.jobs.runDue()).toBe(1);
    expect(effects.map((effect) => effect.id)).toEqual(['done']);
  });

  it('refuses a payload its definition does not accept, in the caller (nothing is stored)', async () => {
    const only = await startProcess('only', { runJobs: false });
    await expect(
      only.app.jobs.enqueue(only.db, recordJob('only'), { id: 42 } as unknown as { id: string }),
    ).rejects.toThrow();
    expect(await only.app.jobs.stats()).toMatchObject({ queued: 0 });
  });

  it('retries a failed run with backoff, then succeeds', async () => {
    const only = await startProcess('only', { runJobs: false, failFirst: true });
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'flaky' });

    expect(await only.app.jobs.runDue()).toBe(1);
    expect(effects).toEqual([]);
    expect(await only.app.jobs.stats()).toMatchObject({ queued: 1, retrying: 1, failuresHere: 1 });
    // The backoff (e^1 s) holds the retry back.
    expect(await only.app.jobs.runDue()).toBe(0);

    clock.advance(3_000);
    // PGlite's queue follows the app clock, graphile-worker PostgreSQL's: poll past the backoff there.
    await expect
      .poll(async () => (await only.app.jobs.runDue(), effects), { timeout: 8_000, interval: 500 })
      .toEqual([{ id: 'flaky', process: 'only', attempt: 2 }]);
    expect(await only.app.jobs.stats()).toMatchObject({ queued: 0, retrying: 0, failed: 0 });
  });

  it('replaces a waiting job of the same key (a moved deadline runs once, with the last payload)', async () => {
    const only = await startProcess('only', { runJobs: false });
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'first' }, { key: 'deadline-1' });
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'moved' }, { key: 'deadline-1' });

    expect(await only.app.jobs.runDue()).toBe(1);
    expect(idsRun()).toEqual(['moved']);
  });

  it('stops a runner that was still starting when the stop came', async () => {
    const only = await startProcess('only', { runJobs: false });
    const starting = only.app.jobs.start();
    await only.app.jobs.stop();
    await starting;

    await shared.db.transaction((tx) => only.app.jobs.enqueue(tx, recordJob('only'), { id: 'orphan' }));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(effects).toEqual([]);
  });

  it('lets a running job finish when the process stops', async () => {
    const only = await startProcess('only', { takesMs: 1_500 });
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'long' });
    await expect.poll(async () => (await only.app.jobs.stats()).running, { timeout: 5_000, interval: 50 }).toBe(1);

    await stopProcess(only.app);

    expect(idsRun()).toEqual(['long']);
  });
});

describe.skipIf(!onPostgres)('jobs across processes (PostgreSQL)', () => {
  it('runs each due job exactly once when two processes take jobs at once', async () => {
    // Each run takes a moment, so both runners have work while the other is busy.
    const a = await startProcess('a', { runJobs: false, takesMs: 100 });
    const b = await startProcess('b', { runJobs: false, takesMs: 100 });
    const ids = Array.from({ length: 40 }, (_, i) => `job-${String(i).padStart(2, '0')}`);
    for (const id of ids) await a.app.jobs.enqueue(id.endsWith('1') ? b.db : a.db, recordJob('a'), { id });

    // Both runners start together on the same queue.
    await Promise.all([a.app.jobs.start(), b.app.jobs.start()]);
    await pollIds(ids.length);

    expect(idsRun()).toEqual(ids);
    expect(new Set(effects.map((effect) => effect.process))).toEqual(new Set(['a', 'b']));
  });

  it('keeps taking jobs after PostgreSQL ends the worker connections (a restart, a failover), with no unhandled error', async () => {
    const only = await startProcess('only');
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'before' });
    await pollIds(1);

    const ended = await only.db.execute<{ pid: number }>(
      sql`select pg_terminate_backend(pid) as pid from pg_stat_activity
          where datname = current_database() and application_name = ${JOB_POOL_NAME}`,
    );
    expect(ended.rows.length).toBeGreaterThan(0);
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'after' });

    await pollIds(2);
    expect(idsRun()).toEqual(['after', 'before']);
  });

  it('holds no connection once stopped (a database dropped or restarted next finds none in use)', async () => {
    const only = await startProcess('only');
    await only.app.jobs.enqueue(only.db, recordJob('only'), { id: 'one' });
    await pollIds(1);
    const workerConnections = async () =>
      (
        await shared.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and application_name = ${JOB_POOL_NAME}`,
        )
      ).rows[0]!.n;
    expect(await workerConnections()).toBeGreaterThan(0);

    await stopProcess(only.app);

    // A closed connection leaves pg_stat_activity a moment after the client let go of it.
    await expect.poll(workerConnections, { timeout: 2_000, interval: 50 }).toBe(0);
  });
});
