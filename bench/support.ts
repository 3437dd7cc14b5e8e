import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Each target's warm-up before it is measured, as long as its measurement up to 5 s: with 1 s a fresh
 * server's first target still paid V8's optimisation and its statements' preparation inside its measured
 * seconds (bench:warnings' guard at 10k, 20 s each: 1,153 req/s after 1 s of warm-up, 1,502 after 5).
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.min(seconds, 5));

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a server script in its own process (so the load generator does not share its event loop). */
export async function startProcess(script: string, env: Record<string, string>, healthPath: string) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url + healthPath)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    stop: () => child.kill('SIGTERM'),
    /** SIGTERM and wait for the exit (a PGlite directory must be closed before the next process opens it). */
    stopAndWait: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Measured> {
  await autocannon({ url, headers, connections: 10, duration: warmUpSeconds });
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The value at `share` (0–1) of ascending `sorted` values: nearest rank. */
export const percentile = (sorted: number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
