#!/usr/bin/env node
// `npm test`: every suite, one labelled line per pass, then the plain total line `N passed, N failed` last (read by CI).
// 1. unit and integration (contract, tooling, server, web) on embedded PGlite
// 2. the server suites that open a database, again on PostgreSQL when TEST_DATABASE_URL is set
// 3. browser journeys in Debian Chromium when it is installed (required when E2E_REQUIRED=1)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countReport, databaseSuites } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
/** One entry per pass: its label and counts, or a note why it did not run. */
const passes = [];

function run(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const output = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    { cwd: root, stdio: 'inherit', env: { ...inherited, ...env } },
  );
  if (!existsSync(output)) {
    passes.push({ label, passed: 0, failed: 1, skipped: 0, note: `no results (exit ${result.status})` });
    return;
  }
  const counts = countReport(JSON.parse(readFileSync(output, 'utf8')), result.status);
  const note = counts.failedFiles.length
    ? `files that failed outside a test: ${counts.failedFiles.map((file) => path.relative(root, file)).join(', ')}`
    : undefined;
  passes.push({ label, ...counts, note });
}

run('unit and integration (PGlite)', []);

if (process.env.TEST_DATABASE_URL) {
  const suites = databaseSuites(root);
  run('server database suites (PostgreSQL)', ['--project', 'server', ...suites], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
} else {
  passes.push({ label: 'server database suites (PostgreSQL)', skippedPass: 'set TEST_DATABASE_URL' });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    passes.push({ label: 'browser journeys (Chromium)', passed: 0, failed: 1, skipped: 0, note: 'web build failed' });
  } else {
    // The deployment journey makes its own database on this server (two processes behind nginx).
    const journeyEnv = process.env.TEST_DATABASE_URL ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
    run('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], journeyEnv);
  }
} else if (process.env.E2E_REQUIRED === '1') {
  passes.push({
    label: 'browser journeys (Chromium)',
    passed: 0,
    failed: 1,
    skipped: 0,
    note: `required but ${chromium} is missing: apt-get install -y chromium fonts-noto-cjk`,
  });
} else {
  passes.push({
    label: 'browser journeys (Chromium)',
    skippedPass: `${chromium} not found; install the Debian packages chromium and fonts-noto-cjk`,
  });
}

const counted = (n, skipped) => `${n.passed} passed, ${n.failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
const totals = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== summary ===');
for (const pass of passes) {
  if (pass.skippedPass) {
    console.log(`${pass.label}: SKIPPED (${pass.skippedPass})`);
    continue;
  }
  totals.passed += pass.passed;
  totals.failed += pass.failed;
  totals.skipped += pass.skipped;
  console.log(`${pass.label}: ${counted(pass, pass.skipped)}${pass.note ? ` — ${pass.note}` : ''}`);
}
console.log(counted(totals, totals.skipped));
process.exit(totals.failed > 0 ? 1 : 0);
