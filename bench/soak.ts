import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loginGuard, probe } from './bench-http.ts';
import { metricsOf, startBuiltServer, stopBuiltServer, type BuiltServer, type Metrics } from './built-server.ts';
import { root } from './support.ts';
import {
  benchUsers,
  databaseUrlOf,
  dropBenchDatabase,
  prepareBenchDatabase,
  type BenchTarget,
} from './warnings-data.ts';

/**
 * `npm run bench:soak`: the guard's warning list on PostgreSQL through the built server (what
 * production runs). First one process's saturation (10 connections, 2xx per second), then two
 * processes' (one load generator per process), then a soak at 80 % of the one-process saturation
 * spread evenly over both processes for SOAK_SECONDS (default 600; e.g. 20 for a quick run).
 * Each server's /metrics (METRICS_TOKEN) is read every few seconds: the event loop's p99 over each
 * interval (prom-client resets its histogram per read) and the resident memory, whose growth is
 * taken from the end of the warm-up (the first tenth, at least 10 s) to the end. Prints the figures
 * and PASS/FAIL for the goals: 0 errors, event-loop p99 ≤ 50 ms, memory growth ≤ 10 %; exits 0.
 * The load generators run as processes of their own; during the soak under `nice` (LOAD_NICE,
 * default 10; 0 to compete on equal terms), while measuring saturation at the servers' priority. Beside the servers an idle control process (bench/lag-control.ts) measures its own event loop at
 * the same moments: the lag the machine adds to any process when servers, PostgreSQL and the load
 * generator share its cores, so a server's figure can be read against it.
 */
const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const saturationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warnings = Number(process.env.SOAK_WARNINGS ?? 100_000);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PAGE = '/AntiProxy/api/guard/early-warning/v2/page?pageSize=20';
const CONNECTIONS = 10;
const SOAK_SHARE = 0.8;
const EVENT_LOOP_P99_GOAL_MS = 50;
const MEMORY_GROWTH_GOAL = 0.1;
const warmupSeconds = Math.max(10, soakSeconds / 10);
const sampleSeconds = Math.min(10, Math.max(1, soakSeconds / 20));
const loadNice = process.env.LOAD_NICE ?? '10';

/** The idle control's event-loop p99 (ms) since the previous question. */
function controlLagOf(control: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    control.once('message', (p99) => resolve(Number(p99)));
    control.send('p99');
  });
}

/**
 * One load generator in a process of its own at a lower priority (LOAD_NICE, default 10): it
 * stands for phones elsewhere on the network, so on a shared machine the servers and PostgreSQL
 * come first — what the soak judges is the servers' event loop, not the generator's share of the cores.
 */
function generateLoad(options: autocannon.Options, nice: string): Promise<autocannon.Result> {
  const child = spawn(
    'nice',
    [
      '-n',
      nice,
      process.execPath,
      '--import',
      'tsx',
      path.join(root, 'bench/load-generator.ts'),
      JSON.stringify(options),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as autocannon.Result)
        : reject(new Error(`the load generator exited ${code}`)),
    ),
  );
}

/** 2xx answers per second of one or more load generators run at the same time. */
async function load(targets: { url: string; token: string }[], seconds: number, overallRate?: number) {
  // Saturation gets the generators at the servers' priority: niced, they starve once two servers take both cores.
  const nice = overallRate ? loadNice : '0';
  const results = await Promise.all(
    targets.map(({ url, token }) =>
      generateLoad(
        {
          url: url + PAGE,
          headers: { authorization: token },
          connections: CONNECTIONS,
          duration: seconds,
          ...(overallRate ? { overallRate: Math.max(1, Math.round(overallRate / targets.length)) } : {}),
        },
        nice,
      ),
    ),
  );
  const ok = results.reduce((sum, result) => sum + result['2xx'], 0);
  const statuses = new Map<string, number>();
  for (const result of results)
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
      if (!status.startsWith('2')) statuses.set(status, (statuses.get(status) ?? 0) + (count ?? 0));
  return {
    /** Non-2xx answers by status, e.g. `503 × 12` (an overload refusal is no crash, but still an error). */
    refusals: [...statuses].map(([status, count]) => `${status} × ${count}`).join(', ') || 'none',
    okPerSecond: Math.round(ok / seconds),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

console.log(
  `soak benchmark: ${warnings.toLocaleString('en')} warnings on PostgreSQL, saturation ${saturationSeconds} s, soak ${soakSeconds} s at ${SOAK_SHARE * 100} % through 2 processes`,
);
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');

const work = mkdtempSync(path.join(tmpdir(), 'afp-soak-'));
const target: BenchTarget = { engine: 'postgres', serverUrl: pgServer, name: `afp_soak_${process.pid}` };
const servers: BuiltServer[] = [];
let control: ChildProcess | undefined;
try {
  const { database } = await prepareBenchDatabase(target, warnings, path.join(work, 'files'));
  const { guardPhone } = await benchUsers(database);
  await database.close();
  const env = {
    DATABASE_URL: databaseUrlOf(pgServer, target.name),
    SEED_DEMO_DATA: 'false',
    FILES_DIR: path.join(work, 'files'),
  };
  servers.push(await startBuiltServer(env));
  const first = { url: servers[0]!.url, token: await loginGuard(servers[0]!.url, guardPhone) };
  console.log(`  warning list as the guard: ${await probe(first.url + PAGE, { authorization: first.token })}`);
  await load([first], 2); // warm-up
  const one = await load([first], saturationSeconds);
  console.log(
    `  1 process: ${one.okPerSecond} req/s (p99 ${one.p99} ms, ${one.errors} errors; non-2xx ${one.refusals})`,
  );

  servers.push(await startBuiltServer(env));
  const second = { url: servers[1]!.url, token: await loginGuard(servers[1]!.url, guardPhone) };
  await load([first, second], 2);
  const two = await load([first, second], saturationSeconds);
  console.log(
    `  2 processes: ${two.okPerSecond} req/s (p99 ${two.p99} ms, ${two.errors} errors; non-2xx ${two.refusals})`,
  );

  const rate = Math.round(one.okPerSecond * SOAK_SHARE);
  console.log(`  soak: ${rate} req/s for ${soakSeconds} s, sampled every ${sampleSeconds} s…`);
  const samples: Metrics[][] = servers.map(() => []);
  const controlLags: { at: number; p99Ms: number }[] = [];
  control = fork(path.join(root, 'bench/lag-control.ts'), { execArgv: ['--import', 'tsx'] });
  await Promise.all([...servers.map((server) => metricsOf(server)), controlLagOf(control)]); // resets the histograms
  const started = Date.now();
  const sampling = setInterval(() => {
    servers.forEach((server, index) => {
      void metricsOf(server)
        .then((sample) => samples[index]!.push(sample))
        .catch(() => undefined);
    });
    void controlLagOf(control!).then((p99Ms) => controlLags.push({ at: Date.now(), p99Ms }));
  }, sampleSeconds * 1000);
  const soak = await load([first, second], soakSeconds, rate);
  clearInterval(sampling);

  const afterWarmup = started + warmupSeconds * 1000;
  const perServer = samples.map((serverSamples, index) => {
    const steady = serverSamples.filter((sample) => sample.at >= afterWarmup);
    const lags = steady.flatMap((sample) => (sample.eventLoopP99Ms === undefined ? [] : [sample.eventLoopP99Ms]));
    const rss = steady.flatMap((sample) => (sample.rssBytes === undefined ? [] : [sample.rssBytes]));
    // A tenth of the samples (at least one) at each end, so one garbage collection does not decide.
    const edge = Math.max(1, Math.floor(rss.length / 10));
    const rssStart = rss.length ? mean(rss.slice(0, edge)) : NaN;
    const rssEnd = rss.length ? mean(rss.slice(-edge)) : NaN;
    // The heap in use rises and falls with each collection: shown beside the resident memory, not judged.
    const startEnd = (values: number[]) => {
      const tenth = Math.max(1, Math.floor(values.length / 10));
      return values.length
        ? `${(mean(values.slice(0, tenth)) / 1e6).toFixed(1)} → ${(mean(values.slice(-tenth)) / 1e6).toFixed(1)}`
        : 'n/a';
    };
    const of = (key: 'heapBytes' | 'oldSpaceBytes' | 'newSpaceBytes') =>
      steady.flatMap((sample) => (sample[key] === undefined ? [] : [sample[key]]));
    return {
      process: index + 1,
      samples: steady.length,
      'event-loop p99 max ms': lags.length ? Math.max(...lags).toFixed(1) : 'n/a',
      'event-loop p99 median ms': lags.length ? median(lags).toFixed(1) : 'n/a',
      'RSS after warm-up MB': (rssStart / 1e6).toFixed(1),
      'RSS at end MB': (rssEnd / 1e6).toFixed(1),
      growth: rss.length ? `${(((rssEnd - rssStart) / rssStart) * 100).toFixed(1)} %` : 'n/a',
      'heap used MB': startEnd(of('heapBytes')),
      'old space used MB': startEnd(of('oldSpaceBytes')),
      'new space MB': startEnd(of('newSpaceBytes')),
      lagMax: lags.length ? Math.max(...lags) : NaN,
      growthRatio: (rssEnd - rssStart) / rssStart,
    };
  });

  console.log('\nSaturation of the guard warning list (2xx per second, 10 connections per process)');
  console.table([
    { processes: 1, 'req/s': one.okPerSecond, 'p99 ms': one.p99, 'non-2xx/errors': one.errors },
    { processes: 2, 'req/s': two.okPerSecond, 'p99 ms': two.p99, 'non-2xx/errors': two.errors },
  ]);
  console.log(`throughput 2 processes ÷ 1 process: ${(two.okPerSecond / one.okPerSecond).toFixed(2)}`);
  console.log(`\nSoak: ${rate} req/s asked (80 % of one process), ${soakSeconds} s, warm-up ${warmupSeconds} s`);
  console.table([
    {
      'req/s answered': soak.okPerSecond,
      requests: soak.requests,
      errors: soak.errors,
      'non-2xx': soak.refusals,
      'p50 ms': soak.p50,
      'p99 ms': soak.p99,
    },
  ]);
  console.table(perServer.map(({ lagMax: _lag, growthRatio: _growth, ...row }) => row));
  const controlSteady = controlLags.filter((sample) => sample.at >= afterWarmup).map((sample) => sample.p99Ms);
  console.log(
    `idle control process, event-loop p99 per interval (the machine's own lag): median ${median(controlSteady).toFixed(1)} ms, max ${Math.max(...controlSteady).toFixed(1)} ms`,
  );
  const lagOk = perServer.every((row) => row.lagMax <= EVENT_LOOP_P99_GOAL_MS);
  const memoryOk = perServer.every((row) => row.growthRatio <= MEMORY_GROWTH_GOAL);
  console.log(`errors = 0: ${soak.errors} ${verdict(soak.errors === 0)}`);
  console.log(`event-loop p99 ≤ ${EVENT_LOOP_P99_GOAL_MS} ms on each process (worst interval): ${verdict(lagOk)}`);
  console.log(`memory growth after warm-up ≤ ${MEMORY_GROWTH_GOAL * 100} % on each process: ${verdict(memoryOk)}`);
} finally {
  control?.kill();
  await Promise.all(servers.map(stopBuiltServer));
  await dropBenchDatabase(target);
  rmSync(work, { recursive: true, force: true });
}
