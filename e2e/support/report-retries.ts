import { beforeEach } from 'vitest';

/**
 * CI retries a failed journey once (vitest.config.ts): a journey drives a real browser against a
 * real server on a shared two-core machine, and one slow paint must not throw away a run. The
 * failure is still printed here with its try, so a flaky journey is seen and fixed, not hidden.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const attempt = (failed.result?.retryCount ?? 0) + 1;
    const reason = failed.result?.errors?.[0]?.message?.split('\n')[0] ?? 'no message';
    console.warn(`journey failed on try ${attempt}: ${task.file.name} > ${task.name} — ${reason}`);
  });
});
