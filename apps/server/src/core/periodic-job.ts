/**
 * A background job run on an interval (overdue escalation, mail reminders): overlapping ticks share
 * one run instead of racing each other; a failed tick is reported, never thrown into the timer.
 */
export function createPeriodicJob(runOnce: () => Promise<number>, onError?: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  /** Runs the job now (or joins the run under way); answers how many items it handled. */
  function run(): Promise<number> {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    run,
    start(intervalMs: number) {
      if (timer) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => onError?.(error));
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
export type PeriodicJob = ReturnType<typeof createPeriodicJob>;
