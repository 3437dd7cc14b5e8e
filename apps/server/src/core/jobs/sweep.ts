import { z } from 'zod';
import { defineJob } from './job.ts';

/**
 * Works through what is due, a batch at a time, until a batch comes back short or claims nothing;
 * answers how many were claimed. Each candidate is claimed (and acted on) by `claim`, in its own
 * transaction, so two processes sweeping at once act on each item once: the rows another process
 * took are skipped, and a batch that brings nothing new ends the sweep.
 */
export async function sweepDue<C>(
  batchSize: number,
  nextBatch: () => Promise<readonly C[]>,
  claim: (candidate: C) => Promise<boolean>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const candidates = await nextBatch();
    let claimedNow = 0;
    for (const candidate of candidates) if (await claim(candidate)) claimedNow += 1;
    total += claimedNow;
    if (candidates.length < batchSize || claimedNow === 0) return total;
  }
}

/**
 * A sweep run every minute on one process at a time: `run` for tests (move the clock, then run),
 * `job` to register. It is not retried: the next minute's run is the retry.
 */
export function everyMinuteSweep(name: string, run: () => Promise<number>) {
  return {
    run,
    job: defineJob({ name, payload: z.object({}), everyMinutes: 1, maxAttempts: 1, handle: run }),
  };
}
