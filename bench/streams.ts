import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GUARD_ROLE } from '@afp/contract';
import type { Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createLocalFileStorage } from '../apps/server/src/features/file/index.ts';
import { DEV_INTAKE_KEY } from '../apps/server/src/seed/intake-clients.seed.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { startBuiltServer, stopBuiltServer, metricsOf, type BuiltServer } from './built-server.ts';
import { root } from './support.ts';
import { databaseUrlOf, dropBenchDatabase, openBenchDatabase, type BenchTarget } from './warnings-data.ts';

/**
 * `npm run bench:streams`: live phones on one built server process on PostgreSQL (fresh database,
 * demo city). STREAM_CLIENTS guards (default 10,000), each with a session of their own, open the
 * warning stream from STREAM_PROCESSES client processes (bench/stream-clients.ts, default one per
 * 2,500 streams); STREAM_TARGET_PHONES of them (default 200) belong to one community, the others
 * are spread over the rest of the city. Measured:
 *  - the server's resident memory and heap before and after the streams opened → per stream and in all;
 *  - the event loop (/metrics, prom-client's p99 and max per sample) for STREAM_HEARTBEAT_SECONDS
 *    (default 30: every stream's 25-s heartbeat at least once), beside an idle control process's own;
 *  - STREAM_PUSHES warnings (default 20) pushed through the intake route to the community: the
 *    time from the push to each of its phones receiving the event, and that no other phone did.
 * Goals (issue 27): streams' memory ≤ 1 GB, fan-out p99 ≤ 1 s, event-loop lag ≤ 50 ms. Exits 0.
 */
const clients = Number(process.env.STREAM_CLIENTS ?? 10_000);
const targetPhones = Math.min(clients, Number(process.env.STREAM_TARGET_PHONES ?? 200));
const processes = Number(process.env.STREAM_PROCESSES ?? Math.max(1, Math.ceil(clients / 2500)));
const pushes = Number(process.env.STREAM_PUSHES ?? 20);
const heartbeatSeconds = Number(process.env.STREAM_HEARTBEAT_SECONDS ?? 30);
const pgServer = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_ORG = 'org-d1-s1-c1';
const STREAM = '/AntiProxy/api/guard/early-warning/v2/stream';
const PUSH = '/AntiProxy/api/intake/early-warning/v2/push';
const MEMORY_GOAL_BYTES = 1e9;
const FAN_OUT_P99_GOAL_MS = 1000;
const LAG_GOAL_MS = 50;
const PUSH_SPACING_MS = 500;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * N guards with an open session each, straight into the tables (logging 10,000 guards in by SMS
 * would measure the login): the first `target` in the pushed community, the rest round the city's
 * other communities. Answers the tokens in the same order.
 */
async function guardsWithSessions(database: Database, n: number, target: number): Promise<string[]> {
  const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((token) => createHash('sha256').update(token).digest('hex'));
  await database.db.execute(sql`
    with others as (
      select array_agg(id order by id) ids, count(*)::int n from org where kind = 'community' and id <> ${TARGET_ORG}
    )
    insert into guard_user (id, name, phone, role_type, org_id)
    select 'stream-guard-' || g, '卫士' || g, '177' || lpad(g::text, 8, '0'), ${GUARD_ROLE.guard},
      case when g <= ${target} then ${TARGET_ORG} else others.ids[1 + g % others.n] end
    from generate_series(1, ${n}::int) g cross join others`);
  await database.db.execute(sql`
    insert into session (token_hash, login_type, account_id, created_at, last_seen_at, expires_at)
    select h, 'guard', 'stream-guard-' || i, now(), now(), now() + interval '1 day'
    from jsonb_array_elements_text(${JSON.stringify(hashes)}::jsonb) with ordinality as t(h, i)`);
  return tokens;
}

interface Report {
  received: Record<string, { stream: number; at: number }[]>;
  pings: number;
  closed: number;
}

function ask<T>(child: ChildProcess, message: unknown, answers: (reply: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: T) => {
      if (!answers(reply)) return;
      child.off('message', listener);
      resolve(reply);
    };
    child.on('message', listener);
    child.send(message as object);
  });
}

/** The server's figures, a missing one as NaN (printed, and failing its goal). */
async function figuresOf(server: BuiltServer) {
  const metrics = await metricsOf(server);
  return {
    rssBytes: metrics.rssBytes ?? NaN,
    heapBytes: metrics.heapBytes ?? NaN,
    liveStreams: metrics.liveStreams ?? NaN,
    eventLoopP99Ms: metrics.eventLoopP99Ms ?? NaN,
    eventLoopMaxMs: metrics.eventLoopMaxMs ?? NaN,
  };
}

async function pushWarning(url: string, index: number): Promise<{ assignmentId: string; at: number; tookMs: number }> {
  const at = now();
  const response = await fetch(url + PUSH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-intake-key': DEV_INTAKE_KEY },
    body: JSON.stringify({
      upstreamNo: `STREAM-${process.pid}-${index}`,
      source: 'province',
      kind: 'phone',
      level: 2,
      orgId: TARGET_ORG,
      victimName: '测试',
    }),
  });
  const body = (await response.json()) as { data?: { assignmentId: string | null } };
  if (!response.ok || !body.data?.assignmentId)
    throw new Error(`push ${index} answered ${response.status}: ${JSON.stringify(body)}`);
  return { assignmentId: body.data.assignmentId, at, tookMs: now() - at };
}

console.log(
  `live-stream benchmark: ${clients.toLocaleString('en')} streams from ${processes} client processes, ${targetPhones} in the pushed community, ${pushes} pushes, heartbeat window ${heartbeatSeconds} s, PostgreSQL`,
);
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');

const work = mkdtempSync(path.join(tmpdir(), 'afp-streams-'));
const target: BenchTarget = { engine: 'postgres', serverUrl: pgServer, name: `afp_streams_${process.pid}` };
const phones: ChildProcess[] = [];
let server: BuiltServer | undefined;
let control: ChildProcess | undefined;
try {
  const database = await openBenchDatabase(target);
  await migrate(database);
  await seedDemoData(database.db, createLocalFileStorage(path.join(work, 'files')), {
    warnings: 0,
    residents: 0,
    controlledPersons: 0,
  });
  const tokens = await guardsWithSessions(database, clients, targetPhones);
  await database.close();

  server = await startBuiltServer({
    DATABASE_URL: databaseUrlOf(pgServer, target.name),
    SEED_DEMO_DATA: 'false',
    FILES_DIR: path.join(work, 'files'),
  });
  await sleep(3000);
  const before = await figuresOf(server);

  const perProcess = Math.ceil(clients / processes);
  const opening = now();
  const opened = await Promise.all(
    Array.from({ length: processes }, (_, index) => {
      const child = fork(path.join(root, 'bench/stream-clients.ts'), { execArgv: ['--import', 'tsx'] });
      phones.push(child);
      const first = index * perProcess;
      return ask<{ open: number; failed: number; refused: number }>(
        child,
        { url: server!.url + STREAM, tokens: tokens.slice(first, first + perProcess), firstStream: first },
        (reply) => 'open' in reply,
      );
    }),
  );
  const open = opened.reduce((sum, reply) => sum + reply.open, 0);
  const failed = opened.reduce((sum, reply) => sum + reply.failed, 0);
  const refused = opened.reduce((sum, reply) => sum + reply.refused, 0);
  const openSeconds = (now() - opening) / 1000;
  console.log(
    `  ${open} streams open (${failed} failed, ${refused} refusals by 503 retried) in ${openSeconds.toFixed(1)} s: ${Math.round(open / openSeconds)} opens/s`,
  );
  await sleep(5000);
  const after = await figuresOf(server);
  console.log(`  the server counts ${after.liveStreams} open streams`);

  const reports = async () => Promise.all(phones.map((child) => ask<Report>(child, 'report', (r) => 'received' in r)));
  control = fork(path.join(root, 'bench/lag-control.ts'), { execArgv: ['--import', 'tsx'] });
  const controlLag = () => ask<number>(control!, 'p99', () => true);
  await Promise.all([metricsOf(server), controlLag()]); // new intervals from here
  const pingsBefore = (await reports()).reduce((sum, report) => sum + report.pings, 0);
  const lags: { p99: number; max: number; control: number }[] = [];
  const heartbeatEnd = now() + heartbeatSeconds * 1000;
  while (now() < heartbeatEnd) {
    await sleep(2000);
    const [sample, control99] = await Promise.all([figuresOf(server), controlLag()]);
    lags.push({ p99: sample.eventLoopP99Ms, max: sample.eventLoopMaxMs, control: control99 });
  }
  const pingsSeen = (await reports()).reduce((sum, report) => sum + report.pings, 0) - pingsBefore;

  const pushed: { assignmentId: string; at: number; tookMs: number }[] = [];
  for (let index = 0; index < pushes; index++) {
    pushed.push(await pushWarning(server.url, index));
    await sleep(PUSH_SPACING_MS);
  }
  await sleep(2000);
  const final = await reports();
  const latencies: number[] = [];
  let strays = 0;
  let missing = 0;
  for (const push of pushed) {
    const heard = final.flatMap((report) => report.received[push.assignmentId] ?? []);
    const byTarget = heard.filter((h) => h.stream < targetPhones);
    strays += heard.length - byTarget.length;
    missing += targetPhones - new Set(byTarget.map((h) => h.stream)).size;
    latencies.push(...byTarget.map((h) => h.at - push.at));
  }
  const streamsBytes = after.rssBytes - before.rssBytes;
  const fanOutP99 = percentile(latencies, 99);
  const lagP99s = lags.map((l) => l.p99);
  const worstP99 = Math.max(...lagP99s);
  const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;

  console.log('\nMemory of the server process');
  console.table([
    { when: 'before the streams', RSS: mb(before.rssBytes), heap: mb(before.heapBytes), streams: before.liveStreams },
    { when: 'streams open', RSS: mb(after.rssBytes), heap: mb(after.heapBytes), streams: after.liveStreams },
  ]);
  const perStream = (bytes: number) => `${(bytes / open / 1024).toFixed(1)} KB`;
  console.log(
    `per stream: ${perStream(streamsBytes)} resident, ${perStream(after.heapBytes - before.heapBytes)} heap; all ${open} streams: ${mb(streamsBytes)}`,
  );
  const expectedPings = Math.round((open * heartbeatSeconds) / 25);
  console.log(
    `\nHeartbeats: ${pingsSeen} pings received in ${heartbeatSeconds} s (one per stream per 25 s: ≈ ${expectedPings})`,
  );
  console.log(
    `event loop per 2-s sample: p99 median ${ms(percentile(lagP99s, 50), 1)}, worst ${ms(worstP99, 1)}, max ${ms(Math.max(...lags.map((l) => l.max)), 1)}; idle control p99 worst ${ms(Math.max(...lags.map((l) => l.control)), 1)}`,
  );
  const answered = percentile(
    pushed.map((p) => p.tookMs),
    50,
  );
  console.log(
    `\nFan-out: ${pushes} pushes × ${targetPhones} phones; the push answered in p50 ${ms(answered)}; push → phone p50 ${ms(percentile(latencies, 50))}, p99 ${ms(fanOutP99)}, max ${ms(Math.max(...latencies))}`,
  );
  console.log(`${missing} deliveries missing, ${strays} to phones of other communities`);
  console.log(
    `\nmachine load (1/5/15 min) at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  const memoryOk = streamsBytes <= MEMORY_GOAL_BYTES && open === clients;
  console.log(`streams' memory ≤ 1 GB: ${mb(streamsBytes)} ${verdict(memoryOk)}`);
  const fanOutOk = fanOutP99 <= FAN_OUT_P99_GOAL_MS && missing === 0 && strays === 0;
  console.log(
    `fan-out p99 ≤ ${FAN_OUT_P99_GOAL_MS} ms to exactly the community's phones: ${ms(fanOutP99)} ${verdict(fanOutOk)}`,
  );
  console.log(
    `event-loop lag ≤ ${LAG_GOAL_MS} ms during heartbeats (worst p99): ${ms(worstP99, 1)} ${verdict(worstP99 <= LAG_GOAL_MS)}`,
  );
} finally {
  for (const child of phones) child.kill();
  control?.kill();
  if (server) await stopBuiltServer(server);
  await dropBenchDatabase(target);
  rmSync(work, { recursive: true, force: true });
}
