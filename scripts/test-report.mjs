// What `npm test` reads from a vitest JSON report, and which server suites open a database.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Counts of one vitest JSON report. A file that fails before or around its tests (import error,
 * failing `beforeAll`) has no failed test — its tests are reported skipped — so each such file
 * counts as one failure, and a non-zero exit with nothing failed counts as one more.
 */
export function countReport(report, exitStatus) {
  let failed = report.numFailedTests;
  let skipped = report.numPendingTests + report.numTodoTests;
  const failedFiles = [];
  for (const file of report.testResults) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) {
      failedFiles.push(file.name);
      failed += 1;
      skipped -= file.assertionResults.filter((test) => test.status === 'skipped' || test.status === 'pending').length;
    }
  }
  if (exitStatus !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed, skipped: Math.max(skipped, 0), failedFiles };
}

/** A server test opens a database when it builds the test app, opens a database itself or starts server processes. */
export const opensDatabase = (source) =>
  /\b(buildTestApp|buildTestCluster|openTestDatabase|openDatabase|startServerProcesses)\(/.test(source);

/** The server's test files that open a database (repository-relative, sorted): the PostgreSQL pass runs only these. */
export function databaseSuites(root) {
  const serverSource = path.join(root, 'apps/server/src');
  return readdirSync(serverSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => opensDatabase(readFileSync(path.join(serverSource, file), 'utf8')))
    .map((file) => path.posix.join('apps/server/src', file.split(path.sep).join('/')))
    .sort();
}
