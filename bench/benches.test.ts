import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;

/** Runs a benchmark script as `npm run bench:*` would, tiny; its output, or the failure with it. */
function runBench(script: string, env: Record<string, string>): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 480_000,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`${script} exited ${result.status}:\n${output.slice(-3000)}`);
  return output;
}

/**
 * The benchmarks run small in CI (issue 27): the scripts keep working as the app changes, and every
 * goal they judge is printed — the figures themselves are measured by `npm run bench` on a quiet machine.
 */
describe('benchmarks, run small', () => {
  it('the warning list as guard, station admin and centre against raw SQL, the information query and bytes per warning', () => {
    const output = runBench('bench/warnings.ts', {
      BENCH_SIZES: '1000',
      BENCH_ENGINES: 'pglite',
      BENCH_SECONDS: '1',
    });
    for (const user of ['guard', 'station admin', 'centre oa'])
      expect(output).toMatch(new RegExp(`app list as ${user}: \\d+ records`));
    expect(output).toMatch(/list÷raw \(≥0\.85\)/);
    expect(output).toMatch(/information p50 ms \(≤20\)/);
    expect(output).toMatch(/÷ row data \(≤1\.2\)/);
  }, 500_000);

  it('guard-user/info against the same queries raw', () => {
    const output = runBench('bench/guard-info.ts', { BENCH_ENGINES: 'pglite', BENCH_SECONDS: '1' });
    expect(output).toMatch(/pglite: app ÷ raw = [\d.]+ \(goal ≥ 0\.85\)/);
  }, 300_000);

  it('centre figures: exact against the plain aggregate, timed through the app', () => {
    const output = runBench('bench/figures.ts', { BENCH_SIZES: '1000', BENCH_ENGINES: 'pglite', BENCH_RUNS: '3' });
    for (const label of ['今天', '近30天', '近90天']) expect(output).toContain(`exact ${label}: yes`);
    for (const scope of ['centre', 'district'])
      for (const label of ['近30天', 'custom from 12:30'])
        expect(output).toContain(`exact 预警统计 ${scope} ${label}: yes`);
    expect(output).toMatch(/p50 .* ms {2}p99 .* ms {2}\(goal ≤ 300 \/ ≤ 1000\) (PASS|FAIL)/);
  }, 500_000);

  // CI's PGlite pass sets no TEST_DATABASE_URL; .ci/run names the machine's PostgreSQL as BENCH_PG_URL.
  it.skipIf(!postgresUrl)(
    "rule statistics at province shape (11 × 100 stations): every metric as the board reads it exact, the boards and the figures' cost to writes timed",
    () => {
      const output = runBench('bench/rule-statistics.ts', {
        BENCH_PG_URL: postgresUrl ?? '',
        BENCH_ENGINES: '',
        BENCH_PROVINCE_SIZES: '2000',
        BENCH_PROVINCE_RUNS: '2',
        BENCH_WRITE_RUNS: '5',
      });
      expect(output).toMatch(/1100 stations/);
      expect(output).toMatch(/签收 \(an assignment signed\) +[\d.]+ \/ [\d.]+ ms/);
      expect(output).toContain('every metric as the board reads it equal to the plain aggregate: EXACT');
      for (const kind of ['district', 'station'])
        expect(output).toMatch(new RegExp(`board by ${kind} +p50 .* ms +p99 .* ms .* (PASS|FAIL)`));
    },
    480_000,
  );

  it.skipIf(!postgresUrl)(
    'live streams: memory, fan-out to exactly one community, heartbeats',
    () => {
      const output = runBench('bench/streams.ts', {
        BENCH_PG_URL: postgresUrl ?? '',
        STREAM_CLIENTS: '30',
        STREAM_TARGET_PHONES: '10',
        STREAM_PUSHES: '2',
        STREAM_HEARTBEAT_SECONDS: '2',
      });
      expect(output).toMatch(/30 streams open \(0 failed/);
      expect(output).toMatch(/0 deliveries missing, 0 to phones of other communities/);
      expect(output).toMatch(/streams' memory ≤ 1 GB: .* (PASS|FAIL)/);
      expect(output).toMatch(/event-loop lag ≤ 50 ms during heartbeats/);
    },
    300_000,
  );
});
