import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; browser journeys live in e2e/ (own config). */
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one to its main process, which idles — half the CI runner's two.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'tooling',
          include: ['eslint-rules/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One migrated, seeded template per run; each test database is a copy (testing/test-templates.ts).
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          // Files share a worker's imported modules (the app's graph took longer to load than most files
          // to run); every file builds its own app and database, and no server test mocks a module.
          isolate: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
