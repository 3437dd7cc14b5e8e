import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, root } from './support.ts';

/**
 * The built server (what production runs: apps/server/dist, built by scripts/build-server.mjs) as
 * a process of its own for the benchmarks that judge a process — the soak, the live streams — with
 * its /metrics open to the benchmark's token.
 */
export interface BuiltServer {
  url: string;
  child: ChildProcess;
}

const metricsToken = randomBytes(24).toString('hex');
const builtServer = path.join(root, 'apps/server/dist/server.js');

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: root,
    env: {
      ...process.env,
      LOGIN_RATE_LIMIT: '1000000',
      ...env,
      METRICS_TOKEN: metricsToken,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const answered = await fetch(`${url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer within 120 s');
}

export async function stopBuiltServer(server: BuiltServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** One value of the Prometheus text: the first series of that name, or the one with these labels (`space="old"`). */
function metricValue(text: string, name: string, labels = ''): number | undefined {
  const line = text
    .split('\n')
    .find((l) => (labels ? l.startsWith(`${name}{${labels}}`) : l.startsWith(`${name} `) || l.startsWith(`${name}{`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
}

export interface Metrics {
  at: number;
  /** prom-client's event-loop figures since the previous read (it resets its histogram per read). */
  eventLoopP99Ms?: number;
  eventLoopMaxMs?: number;
  rssBytes?: number;
  heapBytes?: number;
  /** What survives collections (a leak grows it) and the young generation V8 sizes to the load (it does not). */
  oldSpaceBytes?: number;
  newSpaceBytes?: number;
  liveStreams?: number;
}

export async function metricsOf(server: BuiltServer): Promise<Metrics> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = response.ok ? await response.text() : '';
  const ms = (name: string) => {
    const seconds = metricValue(text, name);
    return seconds === undefined ? undefined : seconds * 1000;
  };
  return {
    at: Date.now(),
    eventLoopP99Ms: ms('nodejs_eventloop_lag_p99_seconds'),
    eventLoopMaxMs: ms('nodejs_eventloop_lag_max_seconds'),
    rssBytes: metricValue(text, 'process_resident_memory_bytes'),
    heapBytes: metricValue(text, 'nodejs_heap_size_used_bytes'),
    oldSpaceBytes: metricValue(text, 'nodejs_heap_space_size_used_bytes', 'space="old"'),
    newSpaceBytes: metricValue(text, 'nodejs_heap_space_size_total_bytes', 'space="new"'),
    liveStreams: metricValue(text, 'afp_live_streams'),
  };
}
