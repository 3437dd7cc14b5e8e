#!/usr/bin/env node
// `npm test`: every suite, one labelled line per pass, then the plain total line `N passed, N failed` last (read by CI).
// 1. unit and integration (contract, tooling, server, web) on embedded PGlite
// 2. the server suites that open a database, again on PostgreSQL when TEST_DATABASE_URL is set
// 3. browser journeys in Debian Chromium when it is installed (required when E2E_REQUIRED=1)
// Passes 2 and 3 run side by side: a journey mostly waits for its browser and its one server, and
// the PostgreSQL pass (one test worker) fills the cores it leaves; its output follows the journeys'.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countReport, databaseSuites } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
/** One entry per pass: its label and counts, or a note why it did not run. */
const passes = [];

/**
 * One vitest pass; resolves when it ends and records its counts. Its output goes to the terminal,
 * or with `logFile` to that file (a pass running beside another), printed by `printLog`.
 */
function run(label, args, env = {}, logFile) {
  const output = path.join(results, `${label.replace(/\W+/g, '-')}.json`);
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  if (!logFile) console.log(`\n=== ${label} ===`);
  const log = logFile ? openSync(logFile, 'w') : undefined;
  const child = spawn(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    {
      cwd: root,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...inherited, ...env },
    },
  );
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (log !== undefined) closeSync(log);
      record(label, output, status);
      resolve();
    });
  });
}

function record(label, output, status) {
  if (!existsSync(output)) {
    passes.push({ label, passed: 0, failed: 1, skipped: 0, note: `no results (exit ${status})` });
    return;
  }
  const counts = countReport(JSON.parse(readFileSync(output, 'utf8')), status);
  const note = counts.failedFiles.length
    ? `files that failed outside a test: ${counts.failedFiles.map((file) => path.relative(root, file)).join(', ')}`
    : undefined;
  passes.push({ label, ...counts, note });
}

function printLog(label, logFile) {
  console.log(`\n=== ${label} ===`);
  console.log(readFileSync(logFile, 'utf8'));
}

// The id swap is about access rules, not the engine: where the PostgreSQL pass runs it at 1,000 cases a
// route, the PGlite pass leaves its shards out (about 3.5 minutes of a worker's time).
const idSwapShards = 'apps/server/src/security/id-swap.*.test.ts';
await run('unit and integration (PGlite)', process.env.TEST_DATABASE_URL ? ['--exclude', idSwapShards] : []);

const postgresLabel = 'server database suites (PostgreSQL)';
const postgresLog = path.join(results, 'postgres.log');
let postgresPass = Promise.resolve();
if (process.env.TEST_DATABASE_URL) {
  const suites = databaseSuites(root);
  console.log(`\n=== ${postgresLabel}: running beside the journeys, output below them ===`);
  // One worker beside the journeys; the id swap gets its 1,000 cases per route here (security/id-swap.suite.ts).
  postgresPass = run(
    postgresLabel,
    ['--project', 'server', '--maxWorkers=1', ...suites],
    {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
      ID_SWAP_RUNS: process.env.ID_SWAP_RUNS ?? '1000',
    },
    postgresLog,
  );
} else {
  passes.push({ label: postgresLabel, skippedPass: 'set TEST_DATABASE_URL' });
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    passes.push({ label: 'browser journeys (Chromium)', passed: 0, failed: 1, skipped: 0, note: 'web build failed' });
  } else {
    // The deployment journey makes its own database on this server (two processes behind nginx).
    const journeyEnv = process.env.TEST_DATABASE_URL ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL } : {};
    await run('browser journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], journeyEnv);
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

await postgresPass;
if (process.env.TEST_DATABASE_URL) printLog(postgresLabel, postgresLog);

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
