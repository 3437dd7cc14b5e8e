import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createJobRegistry } from './job-registry.ts';
import { jobQueue } from './job-queue.table.ts';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs, type Jobs } from './job.ts';

/** Jobs one runDue takes at most: a handler that enqueues itself again cannot keep it busy forever. */
const RUN_LIMIT = 1_000;

/**
 * The embedded database's queue: the same definitions, rows in job_queue written in the caller's
 * transaction, polled in this process (a PGlite directory belongs to one process, so no locking
 * between processes is needed). Times come from the app's clock, so tests move it and run.
 */
export function createEmbeddedJobs({
  db,
  clock,
  log,
  pollMs = 1_000,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
}): Jobs {
  const registry = createJobRegistry(log);
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runOne(): Promise<boolean> {
    const now = clock.now();
    const [job] = await db
      .update(jobQueue)
      .set({ lockedAt: now })
      .where(
        eq(
          jobQueue.id,
          db
            .select({ id: jobQueue.id })
            .from(jobQueue)
            .where(
              and(lte(jobQueue.runAt, now), isNull(jobQueue.lockedAt), lt(jobQueue.attempts, jobQueue.maxAttempts)),
            )
            .orderBy(asc(jobQueue.runAt), asc(jobQueue.id))
            .limit(1),
        ),
      )
      .returning();
    if (!job) return false;
    const attempt = job.attempts + 1;
    try {
      await registry.run(job.name, job.payload, { attempt });
      await db.delete(jobQueue).where(eq(jobQueue.id, job.id));
    } catch (error) {
      await db
        .update(jobQueue)
        .set({
          attempts: attempt,
          lockedAt: null,
          lastError: error instanceof Error ? error.message : String(error),
          runAt: new Date(clock.now().getTime() + retryDelayMs(attempt)),
        })
        .where(eq(jobQueue.id, job.id));
    }
    return true;
  }

  /** One run at a time: the poller and a caller by hand share it. */
  function runDue(): Promise<number> {
    running ??= (async () => {
      let ran = 0;
      while (ran < RUN_LIMIT && (await runOne())) ran += 1;
      return ran;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  const jobs: Jobs = {
    engine: 'pglite',
    register: registry.register,
    async enqueue(tx, job, payload, options = {}) {
      const definition = registry.get(job.name);
      const row = {
        name: job.name,
        payload: job.payload.parse(payload) as object,
        runAt: options.runAt ?? clock.now(),
        maxAttempts: definition?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        key: options.key ?? null,
        createdAt: clock.now(),
      };
      if (!options.key) {
        await tx.insert(jobQueue).values(row);
        return;
      }
      // As graphile-worker's job_key: a waiting job with the key is replaced; a running one is left to finish.
      await tx
        .insert(jobQueue)
        .values(row)
        .onConflictDoUpdate({
          target: jobQueue.key,
          set: {
            payload: row.payload,
            runAt: row.runAt,
            attempts: 0,
            maxAttempts: row.maxAttempts,
            lastError: null,
          },
          setWhere: isNull(jobQueue.lockedAt),
        });
    },
    async start({ schedules = false } = {}) {
      stopped = false;
      // A job taken when the process stopped (crash, kill) was never finished: it runs again.
      await db.update(jobQueue).set({ lockedAt: null }).where(isNotNull(jobQueue.lockedAt));
      if (stopped) return; // stopped while starting
      const poll = setInterval(() => {
        if (!stopped) runDue().catch((error: unknown) => log.error({ err: error }, 'job queue poll failed'));
      }, pollMs);
      poll.unref();
      timers.push(poll);
      if (!schedules) return;
      for (const definition of registry.periodic()) {
        const tick = setInterval(
          () => {
            if (stopped) return;
            jobs
              .enqueue(db, definition, {}, { key: `schedule:${definition.name}` })
              .catch((error: unknown) => log.error({ err: error, job: definition.name }, 'job schedule failed'));
          },
          (definition.everyMinutes ?? 1) * 60_000,
        );
        tick.unref();
        timers.push(tick);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await running?.catch(() => undefined);
    },
    runDue,
    async stats() {
      const [row] = await db
        .select({
          queued: sql<number>`count(*) filter (where ${jobQueue.lockedAt} is null and ${jobQueue.attempts} < ${jobQueue.maxAttempts})::int`,
          running: sql<number>`count(*) filter (where ${jobQueue.lockedAt} is not null)::int`,
          retrying: sql<number>`count(*) filter (where ${jobQueue.attempts} > 0 and ${jobQueue.attempts} < ${jobQueue.maxAttempts})::int`,
          failed: sql<number>`count(*) filter (where ${jobQueue.attempts} >= ${jobQueue.maxAttempts})::int`,
        })
        .from(jobQueue);
      return { queued: 0, running: 0, retrying: 0, failed: 0, ...row, ...registry.counters() };
    },
  };
  return jobs;
}
