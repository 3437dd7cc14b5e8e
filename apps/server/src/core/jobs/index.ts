// Jobs run once across processes: definitions per feature, enqueue in the caller's transaction (outbox).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createEmbeddedJobs } from './embedded-queue.ts';
import { createPostgresJobs } from './postgres-queue.ts';
import type { Jobs } from './job.ts';

export * from './job.ts';
export { installJobQueue } from './postgres-queue.ts';

/** graphile-worker on PostgreSQL, the in-process queue on PGlite: the same definitions either way. */
export function createJobs({
  database,
  clock,
  log,
}: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): Jobs {
  if (database.engine === 'postgres') {
    if (!database.url) throw new Error('The job queue needs the PostgreSQL connection string');
    return createPostgresJobs({ db: database.db, connectionString: database.url, log });
  }
  return createEmbeddedJobs({ db: database.db, clock, log });
}
export { everyMinuteSweep, sweepDue } from './sweep.ts';
