/**
 * Real server processes for tests that need more than one process (start together, events,
 * jobs, rate limits, graceful restart) or the built server.
 *
 *   const servers = await startServerProcesses({ count: 2, env: { LOGIN_RATE_LIMIT: '30' } });
 *   await fetch(`${servers.urlOf(0)}/proxy/api/…`);
 *   await servers.stop(1, 'SIGTERM');   // resolves with the exit code once it has exited
 *   await servers.start(1);             // the same port and env again, resolves once it answers
 *   await servers.close();              // kills every process, drops the database
 *
 * Options: `count`; `env` for every process and `envOf(i)` for one (both over a small demo
 * seed, DEMO_WARNINGS=300, DEMO_RESIDENTS=300, LOG_LEVEL=warn); `database: 'postgres'` (default: a
 * fresh database on TEST_DATABASE_URL — guard the test with `describe.skipIf(!hasTestPostgres)`)
 * or `'pglite'` (a temporary DATA_DIR, one process only); `built: true` runs
 * `node apps/server/dist/server.js` (build it first) instead of `node --import tsx src/server.ts`.
 * A process counts as up when `GET /readyz` answers anything but 503 (a 404 before that route
 * existed). `output(i)` is the process's stdout and stderr so far; every failure to come up
 * throws with it. `databaseUrl` lets a test look at the shared database itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const hasTestPostgres = Boolean(process.env.TEST_DATABASE_URL);

export const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const serverSource = path.join(repositoryRoot, 'apps/server/src/server.ts');
export const builtServer = path.join(repositoryRoot, 'apps/server/dist/server.js');

/** Enough of a process's output to explain a failure, not a whole seed's log. */
const KEPT_OUTPUT = 64_000;
/** Generous: a start on a busy 2-core machine (tsx compiling, another process seeding) takes tens of seconds. */
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

export interface ServerProcessesOptions {
  count: number;
  env?: Record<string, string>;
  envOf?: (index: number) => Record<string, string>;
  database?: 'postgres' | 'pglite';
  built?: boolean;
  readyTimeoutMs?: number;
}

export interface ServerProcesses {
  databaseUrl: string | undefined;
  urlOf(index: number): string;
  output(index: number): string;
  start(index: number): Promise<void>;
  stop(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  close(): Promise<void>;
}

interface Slot {
  port: number;
  env: Record<string, string>;
  child?: ChildProcess;
  exited?: Promise<number | null>;
  output: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A new empty database on the test PostgreSQL server, and how to drop it. */
async function createFreshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('server processes on PostgreSQL need TEST_DATABASE_URL (skip the test without it)');
  const name = `afp_proc_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** Every live child, killed if the test runner exits without close() (a failed beforeAll). */
const living = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of living) child.kill('SIGKILL');
});

export async function startServerProcesses(options: ServerProcessesOptions): Promise<ServerProcesses> {
  const engine = options.database ?? 'postgres';
  if (engine === 'pglite' && options.count !== 1) throw new Error('a PGlite data directory serves one process');
  const database = engine === 'postgres' ? await createFreshDatabase() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afp-proc-'));
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const { TEST_DATABASE_URL: _unused, DATABASE_URL: _inherited, ...inherited } = process.env;

  const slots: Slot[] = [];
  for (let index = 0; index < options.count; index++) {
    const port = await freePort();
    const env: Record<string, string> = {
      ...(inherited as Record<string, string>),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_WARNINGS: '300',
      DEMO_RESIDENTS: '300',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...options.env,
      ...options.envOf?.(index),
    };
    slots.push({ port, env, output: '' });
  }

  const slotOf = (index: number): Slot => {
    const slot = slots[index];
    if (!slot) throw new Error(`no server process ${index} (there are ${slots.length})`);
    return slot;
  };
  const urlOf = (index: number) => `http://127.0.0.1:${slotOf(index).port}`;

  function spawnSlot(slot: Slot): void {
    const args = options.built ? ['--enable-source-maps', builtServer] : ['--import', 'tsx', serverSource];
    const child = spawn(process.execPath, args, {
      cwd: repositoryRoot,
      env: slot.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      slot.output = (slot.output + chunk.toString()).slice(-KEPT_OUTPUT);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    living.add(child);
    slot.child = child;
    slot.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        living.delete(child);
        resolve(code);
      });
    });
  }

  async function waitUntilUp(index: number): Promise<void> {
    const slot = slotOf(index);
    const deadline = Date.now() + readyTimeoutMs;
    let exitCode: number | null | undefined;
    void slot.exited?.then((code) => (exitCode = code ?? -1));
    while (Date.now() < deadline) {
      if (exitCode !== undefined) {
        throw new Error(`server process ${index} exited (${exitCode}) before answering:\n${slot.output}`);
      }
      try {
        const response = await fetch(`${urlOf(index)}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await response.body?.cancel();
        if (response.status !== 503) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server process ${index} did not answer within ${readyTimeoutMs} ms:\n${slot.output}`);
  }

  async function start(index: number): Promise<void> {
    const slot = slotOf(index);
    if (slot.child && slot.child.exitCode === null && slot.child.signalCode === null) {
      throw new Error(`server process ${index} is running`);
    }
    slot.output = '';
    spawnSlot(slot);
    await waitUntilUp(index);
  }

  async function stop(index: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const slot = slotOf(index);
    const { child, exited } = slot;
    if (!child || !exited) return null;
    child.kill(signal);
    const timeout = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timeout);
    return code;
  }

  async function close(): Promise<void> {
    await Promise.all(slots.map((_, index) => stop(index, 'SIGKILL')));
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  try {
    // All at once, as the replicas of a deployment start.
    for (const slot of slots) spawnSlot(slot);
    await Promise.all(slots.map((_, index) => waitUntilUp(index)));
  } catch (error) {
    await close();
    throw error;
  }
  return { databaseUrl: database?.url, urlOf, output: (index) => slotOf(index).output, start, stop, close };
}
