import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The start migrates and seeds a demo city a tenth of the full one into a fresh embedded database
// (the full city took over a minute and a half on a loaded two-core runner).
const START_TIMEOUT_MS = 240_000;

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < START_TIMEOUT_MS / 200; i++) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const healthy = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** Starts the real server (built web app, fresh embedded database with demo data) for the run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afp-e2e-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '1000',
      DEMO_WARNINGS: '3000',
      DEMO_RESIDENTS: '3000',
      LOG_LEVEL: 'warn',
      // The journeys share the cores with the PostgreSQL pass (scripts/test.mjs): a busy moment must
      // not turn into a 503 refusal mid-journey. The refusal itself is proven in plugins/overload.test.ts.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => log);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
