import { defineConfig } from 'vitest/config';

/** Browser journeys: one server for the run, one fresh Chromium context per test. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    setupFiles: ['./support/report-retries.ts'],
    // In CI a failed journey gets one more try, named in the output (support/report-retries.ts).
    retry: process.env.CI ? 1 : 0,
    testTimeout: 60_000,
    // expect.poll's own default is 1 s: too short for a state a server round trip brings (a mail
    // marked read once its detail has loaded, a login's error toast after the lazily loaded login
    // steps and an argon2 check) on CI's two loaded cores, where such a poll failed on its first try.
    // A poll ends as soon as it holds, so a passing journey is no slower.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One server and one browser: journeys run one after another, like one person at a time.
    fileParallelism: false,
  },
});
