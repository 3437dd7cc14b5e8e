import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measure, seconds, startProcess, type Measured } from './support.ts';
import { loginGuard } from './bench-http.ts';

/**
 * `npm run bench`: throughput of this app against a bare Fastify hello server, in one run on
 * this machine, so the ratios compare like with like.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'afp-bench-'));
const hello = await startProcess('bench/hello-server.ts', {}, '/hello');
const app = await startProcess(
  'apps/server/src/server.ts',
  { DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '100000' },
  '/health',
);

try {
  const token = await loginGuard(app.url, '13800000002');
  console.log(`benchmark: ${seconds} s per target, 10 connections, PGlite (embedded)\n`);
  const results: Measured[] = [];
  results.push(await measure('bare Fastify hello (baseline)', `${hello.url}/hello`));
  results.push(await measure('app /health (db round trip)', `${app.url}/health`));
  results.push(
    await measure('app guard-user/info (authenticated)', `${app.url}/proxy/api/guard-user/info`, {
      authorization: token,
    }),
  );
  const baseline = results[0]?.requestsPerSecond ?? 1;
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      'ratio to baseline': (r.requestsPerSecond / baseline).toFixed(3),
    })),
  );
} finally {
  hello.stop();
  app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
