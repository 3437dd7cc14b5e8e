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
    hookTimeout: 120_000,
    // One server and one browser: journeys run one after another, like one person at a time.
    fileParallelism: false,
  },
});
