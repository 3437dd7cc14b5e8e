import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';

/** What a handler learns about the run it is in. */
export interface JobRun {
  /** 1 on the first try, 2 on the first retry … */
  attempt: number;
}

/** A job's name and payload: enough to enqueue it (the handler may live elsewhere). */
export interface JobDeclaration<Payload> {
  /** `<feature>.<what>`, unique across the app: the queue's task name. */
  name: string;
  /** Checked when enqueued (a bad payload fails the caller's transaction) and again when run. */
  payload: z.ZodType<Payload>;
}

/**
 * A job declared once by its feature: what it carries, what it does, how often it retries and, for
 * a periodic one, how often it runs. The same definition runs on graphile-worker (PostgreSQL) and
 * in process (PGlite).
 */
export interface JobDefinition<Payload = unknown> extends JobDeclaration<Payload> {
  /** Throws to fail the run: the queue retries it with exponential backoff until maxAttempts. */
  handle(payload: Payload, run: JobRun): Promise<unknown>;
  /** Tries before the job is kept as failed; DEFAULT_MAX_ATTEMPTS when absent. */
  maxAttempts?: number;
  /** Periodic: runs every N minutes (1–59, on the minute), once across all processes. */
  everyMinutes?: number;
}

export const defineJob = <Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> => definition;

/** Ten tries wait 2.7 s, 7.4 s … 2.3 h between them (≈ 3.5 h in all): a vendor outage of hours. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** graphile-worker's own backoff, used in process too: e^attempts seconds, at most e^10 (≈ 6 h). */
export const retryDelayMs = (attempts: number): number => Math.round(Math.exp(Math.min(attempts, 10)) * 1000);

export interface EnqueueOptions {
  /** Not before this time (a deadline); now when absent. */
  runAt?: Date;
  /** A later enqueue with the same key replaces the job still waiting (a moved deadline). */
  key?: string;
}

/** Queue depth and failures for /metrics: rows in the queue now, and counters of this process. */
export interface JobStats {
  /** Waiting to run (due or later), retries included. */
  queued: number;
  /** Taken by a worker now. */
  running: number;
  /** Failed at least once and still to be retried. */
  retrying: number;
  /** Failed every attempt: kept for an operator to look at. */
  failed: number;
  /** Runs finished by this process since it started, and those among them that threw. */
  completedHere: number;
  failuresHere: number;
}

export interface Jobs {
  readonly engine: 'postgres' | 'pglite';
  /** Adds the features' definitions; before start (app.ts registers the modules first). */
  register(...definitions: AnyJobDefinition[]): void;
  /**
   * Writes the job in the caller's transaction (the outbox): it exists once the business change
   * commits, and never when that rolls back.
   */
  enqueue<Payload>(
    tx: Db | Tx,
    job: JobDeclaration<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Starts the runner: due jobs and retries, and the periodic schedules when asked (the server does). */
  start(options?: { schedules?: boolean }): Promise<void>;
  /** Takes no new job, waits for the running ones (a stuck one is handed back to the queue). */
  stop(): Promise<void>;
  /** Runs every job due now in this process and answers how many ran (tests, by hand). */
  runDue(): Promise<number>;
  stats(): Promise<JobStats>;
}

// A registry holds definitions of every payload type; each checks its own payload with its schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;
