import { afterEach, beforeEach } from 'vitest';
import type { fakeClock } from '../clock.ts';

/**
 * Puts a file's shared test clock back after each test to where the test found it, so no test runs
 * at the time another one moved to; `afterReset` signs in again (sessions seen later are not fresh) —
 * not needed where the moves stay well within the session idle time.
 */
export function resetClockPerTest(
  clockOf: () => ReturnType<typeof fakeClock>,
  afterReset: () => Promise<void> = async () => {},
) {
  let start = 0;
  beforeEach(() => {
    start = clockOf().now().getTime();
  });
  afterEach(async () => {
    const drift = clockOf().now().getTime() - start;
    if (drift === 0) return;
    clockOf().advance(-drift);
    await afterReset();
  });
}
