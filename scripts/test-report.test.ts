import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countReport, databaseSuites, opensDatabase, type VitestReport } from './test-report.mjs';

/** The report vitest 4 writes for one passing file, one that cannot import and one whose `beforeAll` throws. */
const report: VitestReport = {
  numPassedTests: 1,
  numFailedTests: 0,
  numPendingTests: 2,
  numTodoTests: 0,
  testResults: [
    { name: '/repo/good.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
    { name: '/repo/broken.test.ts', status: 'failed', assertionResults: [] },
    { name: '/repo/hook.test.ts', status: 'failed', assertionResults: [{ status: 'skipped' }, { status: 'skipped' }] },
  ],
};

describe('counting a vitest report', () => {
  it('counts each file that failed outside a test as one failure, not its tests as skipped', () => {
    expect(countReport(report, 1)).toEqual({
      passed: 1,
      failed: 2,
      skipped: 0,
      failedFiles: ['/repo/broken.test.ts', '/repo/hook.test.ts'],
    });
  });

  it('counts failed tests once, not their file again', () => {
    const failing: VitestReport = {
      ...report,
      numFailedTests: 1,
      numPendingTests: 1,
      testResults: [
        { name: '/repo/a.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'skipped' }] },
      ],
    };
    expect(countReport(failing, 1)).toEqual({ passed: 1, failed: 1, skipped: 1, failedFiles: [] });
  });

  it('counts a failing run with nothing failed (an unhandled error) as one failure', () => {
    const clean: VitestReport = { ...report, numPendingTests: 0, testResults: [report.testResults[0]!] };
    expect(countReport(clean, 1).failed).toBe(1);
    expect(countReport(clean, 0).failed).toBe(0);
  });
});

describe('the database suites', () => {
  it('are the server tests that build the test app or open a database', () => {
    expect(opensDatabase('const t = await buildTestApp();')).toBe(true);
    expect(opensDatabase('database = await openTestDatabase();')).toBe(true);
    // Real processes on PostgreSQL skip themselves without TEST_DATABASE_URL: the PostgreSQL pass must run them.
    expect(opensDatabase('servers = await startServerProcesses({ count: 3 });')).toBe(true);
    expect(opensDatabase('const cluster = await buildTestCluster(2);')).toBe(true);
    expect(opensDatabase("import { openDatabase } from '../db/client.ts';")).toBe(false);
    expect(opensDatabase('expect(isOverdue(now)).toBe(true);')).toBe(false);
  });

  it('include the routes, escalation, access and seed suites and leave out pure ones', () => {
    const suites = databaseSuites(path.resolve(import.meta.dirname, '..'));
    expect(suites).toContain('apps/server/src/features/intake/intake.routes.test.ts');
    expect(suites).toContain('apps/server/src/features/early-warning/escalation.test.ts');
    expect(suites).toContain('apps/server/src/plugins/access.test.ts');
    expect(suites).toContain('apps/server/src/seed/early-warnings.seed.test.ts');
    expect(suites).toContain('apps/server/src/db/startup-lock.test.ts');
    expect(suites).not.toContain('apps/server/src/core/personal-data.test.ts');
    expect(suites).not.toContain('apps/server/src/features/login/login.rules.test.ts');
    expect(suites.every((suite) => suite.startsWith('apps/server/src/') && suite.endsWith('.test.ts'))).toBe(true);
  });
});
