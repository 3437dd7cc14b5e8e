#!/usr/bin/env node
// `npm test`: every suite, then one plain total line `N passed, N failed` (read by CI).
// 1. unit + integration (contract, server, web) on embedded PGlite
// 2. server database tests again on PostgreSQL when TEST_DATABASE_URL is set
// 3. browser journeys in Debian Chromium when it is installed (required when E2E_REQUIRED=1)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const output = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...inherited, ...env },
    },
  );
  if (!existsSync(output)) {
    console.error(`${label}: no results (exit ${result.status})`);
    broken = true;
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load counts no test but still fails the run.
  if (result.status !== 0 && report.numFailedTests === 0) broken = true;
}

run('unit and integration (PGlite)', []);

if (process.env.TEST_DATABASE_URL) {
  run('server on PostgreSQL', ['--project', 'server'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('\nPostgreSQL run skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    broken = true;
    totals.failed += 1;
  } else {
    run('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts']);
  }
} else if (process.env.E2E_REQUIRED === '1') {
  console.error(`\nBrowser tests required but ${chromium} is missing: apt-get install -y chromium fonts-noto-cjk`);
  broken = true;
  totals.failed += 1;
} else {
  console.log(
    `\nBrowser tests SKIPPED: ${chromium} not found. Install the Debian packages chromium and fonts-noto-cjk to run them.`,
  );
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
