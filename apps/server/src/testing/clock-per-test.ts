import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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

/**
 * A route test file's shared app: built and signed in before its tests, its clock put back (and
 * signed in again) after each test, closed after them all.
 */
export function useSignedInApp<App extends { clock: ReturnType<typeof fakeClock>; close: () => Promise<unknown> }>(
  build: () => Promise<App>,
  signIn: () => Promise<void>,
) {
  let app: App | undefined;
  beforeAll(async () => {
    app = await build();
    await signIn();
  });
  resetClockPerTest(() => app!.clock, signIn);
  afterAll(() => app?.close());
}
