import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  runOnce,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { createJobRegistry } from './job-registry.ts';
import { DEFAULT_MAX_ATTEMPTS, type Jobs } from './job.ts';

/** Jobs run at once per process: the handlers mostly wait on the database and the vendors. */
const CONCURRENCY = 2;
/** Connections of the worker's own pool (one listens for new jobs): requests keep theirs. */
const WORKER_POOL_SIZE = 4;

/** graphile-worker's log lines at our logger's levels; its routine 'info' chatter goes to debug. */
function graphileLogger(log: FastifyBaseLogger): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const fields = { job: scope.taskIdentifier, jobId: scope.jobId, ...(meta?.error ? { err: meta.error } : {}) };
    // A const enum of strings ('error', 'warning', 'info', 'debug'), compared as text.
    const severity: string = level;
    if (severity === 'error') log.error(fields, message);
    else if (severity === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  };
  return new Logger(factory);
}

/**
 * Installs or upgrades graphile-worker's schema (its own migrations, schema graphile_worker).
 * Run with the app's migrations (db/migrate.ts), under the startup lock on a shared database.
 */
export async function installJobQueue(connectionString: string): Promise<void> {
  await runMigrations({ connectionString, maxPoolSize: 1, logger: graphileLogger(silentLog) });
}
const silentLog = {
  error: () => undefined,
  warn: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

/** The worker's connections in pg_stat_activity. */
export const JOB_POOL_NAME = 'afp-jobs';

/**
 * A pool for graphile-worker that we own, so we end it: the worker's own pool (from a connection
 * string) could outlive stop() by a query, and a connection killed then (a restart of PostgreSQL, a
 * dropped test database) raised an unhandled error. Every client, idle or checked out, has a listener.
 */
function workerPool(connectionString: string, max: number, log: FastifyBaseLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, allowExitOnIdle: true, application_name: JOB_POOL_NAME });
  const warn = (error: Error) => log.warn({ reason: error.message }, 'job pool error');
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  return pool;
}

/**
 * PostgreSQL: graphile-worker. A job is a row written by `graphile_worker.add_job` in the caller's
 * transaction; every process runs a worker that takes due jobs with SKIP LOCKED (each runs once),
 * hears new ones by LISTEN/NOTIFY, retries a failure with exponential backoff, and schedules the
 * periodic jobs through its crontab, which records each tick so it fires once across processes.
 */
export function createPostgresJobs({
  db,
  connectionString,
  log,
}: {
  db: Db;
  connectionString: string;
  log: FastifyBaseLogger;
}): Jobs {
  const registry = createJobRegistry(log);
  const logger = graphileLogger(log);
  // A promise, so a stop() that comes while start() is still connecting waits for it and stops it.
  let runner: Promise<Runner> | undefined;
  let runnerPool: pg.Pool | undefined;
  // runDue's connections, kept between calls (a test runs it after every notice); closed by stop.
  let byHandPool: pg.Pool | undefined;

  const taskList = (): TaskList =>
    Object.fromEntries(
      registry
        .all()
        .map((definition) => [
          definition.name,
          (payload, helpers) => registry.run(definition.name, payload, { attempt: helpers.job.attempts }),
        ]),
    );

  const cronItems = () =>
    parseCronItems(
      registry.periodic().map((definition) => ({
        task: definition.name,
        identifier: definition.name,
        match: definition.everyMinutes === 1 ? '* * * * *' : `*/${definition.everyMinutes} * * * *`,
        // A missed tick is not made up (the next one covers it); one waiting tick per job at most.
        options: { backfillPeriod: 0, maxAttempts: 1, jobKey: `schedule:${definition.name}`, jobKeyMode: 'replace' },
      })),
    );

  return {
    engine: 'postgres',
    register: registry.register,
    async enqueue(tx, job, payload, options = {}) {
      const checked = JSON.stringify(job.payload.parse(payload));
      const maxAttempts = registry.get(job.name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      await tx.execute(
        sql`select graphile_worker.add_job(${job.name}::text, ${checked}::json, run_at => ${options.runAt?.toISOString() ?? null}::timestamptz, max_attempts => ${maxAttempts}::int, job_key => ${options.key ?? null}::text)`,
      );
    },
    async start({ schedules = false } = {}) {
      if (runner) return void (await runner);
      runnerPool = workerPool(connectionString, WORKER_POOL_SIZE, log);
      runner = run({
        pgPool: runnerPool,
        concurrency: CONCURRENCY,
        noHandleSignals: true,
        pollInterval: 2_000,
        logger,
        taskList: taskList(),
        parsedCronItems: schedules ? cronItems() : [],
      });
      await runner;
    },
    async stop() {
      const stopping = runner;
      runner = undefined;
      await (await stopping?.catch(() => undefined))?.stop();
      const pools = [runnerPool, byHandPool];
      runnerPool = byHandPool = undefined;
      for (const pool of pools) await pool?.end();
    },
    async runDue() {
      if (registry.all().length === 0) return 0;
      byHandPool ??= workerPool(connectionString, 2, log);
      const before = registry.counters().completedHere;
      await runOnce({ pgPool: byHandPool, noHandleSignals: true, logger, taskList: taskList() });
      return registry.counters().completedHere - before;
    },
    async stats() {
      const { rows } = await db.execute<{ queued: number; running: number; retrying: number; failed: number }>(sql`
        select count(*) filter (where locked_at is null and attempts < max_attempts)::int as queued,
               count(*) filter (where locked_at is not null)::int as running,
               count(*) filter (where attempts > 0 and attempts < max_attempts)::int as retrying,
               count(*) filter (where attempts >= max_attempts)::int as failed
        from graphile_worker.jobs`);
      return { queued: 0, running: 0, retrying: 0, failed: 0, ...rows[0], ...registry.counters() };
    },
  };
}
