/**
 * The example deployment, started locally: server processes on PostgreSQL behind nginx, each a
 * child of this process. Used by `deploy/run-local.ts` (an operator's try-out) and by the
 * rolling-restart journey (`e2e/deployment-rolling-restart.spec.ts`), so the journey runs what
 * the operator runs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..');
const builtServer = path.join(repositoryRoot, 'apps/server/dist/server.js');
const serverSource = path.join(repositoryRoot, 'apps/server/src/server.ts');
const nginxTemplates = path.join(repositoryRoot, 'deploy/nginx');

/** Enough of a process's output to explain a failure, not a whole seed's log. */
const KEPT_OUTPUT = 200_000;
const STOP_TIMEOUT_MS = 20_000;

/** Debian's nginx (in /usr/sbin, which a non-root PATH often lacks); undefined when not installed. */
export function findNginx(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate));
}

/** Fills `{{NAME}}` placeholders (nginx's own `$variables` stay as they are); an unknown one is an error. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in the nginx template`);
    return value;
  });
}

/**
 * How long nginx leaves out a process that failed a request. Short: a restarted process gets requests
 * again this long after it is ready, and a refused connection costs little to try again.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 2;

/** The site configuration for nginx listening at `listen` in front of `upstreams` (host:port each). */
export async function renderSiteConfig(listen: string, upstreams: string[]): Promise<string> {
  const template = await readFile(path.join(nginxTemplates, 'afp.conf.template'), 'utf8');
  const servers = upstreams
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`)
    .join('\n');
  return renderTemplate(template, { LISTEN: listen, UPSTREAM_SERVERS: servers });
}

export type ServerEntry = 'built' | 'source';

/** The built server when it exists (`npm run build`), else the TypeScript source through tsx. */
export const defaultServerEntry = (): ServerEntry => (existsSync(builtServer) ? 'built' : 'source');

export interface LocalDeploymentOptions {
  databaseUrl: string;
  /** One server process per port, on 127.0.0.1. */
  serverPorts: number[];
  /** nginx's port, on 127.0.0.1. */
  proxyPort: number;
  entry?: ServerEntry;
  /** Environment of every server process (over this process's own, which they inherit). */
  env?: Record<string, string>;
  /** Each line a process writes, labelled (`server 0`, `nginx`); kept for `output()` anyway. */
  onOutput?: (label: string, text: string) => void;
  readyTimeoutMs?: number;
}

export interface LocalDeployment {
  proxyUrl: string;
  serverUrl(index: number): string;
  /** What a server process wrote since its last start. */
  output(index: number): string;
  /** nginx's access log: request, status, the process that answered (`$upstream_addr`). */
  accessLog(): Promise<string>;
  /** Sends the signal and resolves with the exit code once the process has exited. */
  stopServer(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Starts the process again on its port; resolves once `/readyz` answers 200 and nginx's
   * fail_timeout has passed, so nginx sends it requests again before the next process may stop.
   */
  startServer(index: number): Promise<void>;
  /** Stops nginx and every server process (SIGTERM, then SIGKILL after 20 s) and removes nginx's prefix. */
  close(): Promise<void>;
}

interface Child {
  process: ChildProcess;
  exited: Promise<number | null>;
}

function spawnChild(command: string, args: string[], env: NodeJS.ProcessEnv, onText: (text: string) => void): Child {
  const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => onText(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => onText(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, exited };
}

const isRunning = (child: Child | undefined) =>
  child !== undefined && child.process.exitCode === null && child.process.signalCode === null;

async function stopChild(child: Child | undefined, signal: NodeJS.Signals): Promise<number | null> {
  if (!child) return null;
  if (isRunning(child)) child.process.kill(signal);
  const timeout = setTimeout(() => child.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const code = await child.exited;
  clearTimeout(timeout);
  return code;
}

/** Polls `url` until it answers 200, failing early when the child exits. */
async function waitForOk(url: string, child: Child, timeoutMs: number, explain: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`${url}: the process exited (${child.process.exitCode}):\n${explain()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      // Before /readyz existed a started server answered it 404: up all the same.
      if (response.status === 200 || response.status === 404) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${explain()}`);
}

/**
 * Starts the server processes together and nginx in front of them, with the site template rendered
 * into a temporary prefix.
 */
export async function startLocalDeployment(options: LocalDeploymentOptions): Promise<LocalDeployment> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx');
  const entry = options.entry ?? defaultServerEntry();
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const { TEST_DATABASE_URL: _unused, ...inherited } = process.env;
  const outputs = options.serverPorts.map(() => '');
  const servers: (Child | undefined)[] = options.serverPorts.map(() => undefined);
  let proxy: Child | undefined;
  let nginxOutput = '';

  const serverUrl = (index: number) => {
    const port = options.serverPorts[index];
    if (port === undefined) throw new Error(`no server process ${index} (there are ${options.serverPorts.length})`);
    return `http://127.0.0.1:${port}`;
  };

  async function startServer(index: number): Promise<void> {
    if (isRunning(servers[index])) throw new Error(`server process ${index} is running`);
    outputs[index] = '';
    const args = entry === 'built' ? [builtServer] : ['--import', 'tsx', serverSource];
    const child = spawnChild(
      process.execPath,
      args,
      {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(options.serverPorts[index]),
        DATABASE_URL: options.databaseUrl,
        // nginx connects to the processes from the loopback address: only its X-Forwarded-For counts.
        TRUSTED_PROXIES: '127.0.0.1',
        ...options.env,
      },
      (text) => {
        outputs[index] = (outputs[index] + text).slice(-KEPT_OUTPUT);
        options.onOutput?.(`server ${index}`, text);
      },
    );
    servers[index] = child;
    await waitForOk(`${serverUrl(index)}/readyz`, child, readyTimeoutMs, () => outputs[index] ?? '');
  }

  const prefix = await mkdtemp(path.join(tmpdir(), 'afp-nginx-'));
  async function close(): Promise<void> {
    // Fast shutdown: a graceful one (SIGQUIT) would wait for the open event streams.
    await stopChild(proxy, 'SIGTERM');
    await Promise.all(servers.map((child) => stopChild(child, 'SIGTERM')));
    await rm(prefix, { recursive: true, force: true });
  }

  try {
    // nginx's workers run as an unprivileged user when started as root: they must reach the prefix.
    await chmod(prefix, 0o755);
    await mkdir(path.join(prefix, 'logs'));
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      const dir = path.join(prefix, 'temp', temp);
      await mkdir(dir, { recursive: true });
      await chmod(dir, 0o1777);
    }
    await chmod(path.join(prefix, 'temp'), 0o755);
    const upstreams = options.serverPorts.map((port) => `127.0.0.1:${port}`);
    await writeFile(path.join(prefix, 'afp.conf'), await renderSiteConfig(`127.0.0.1:${options.proxyPort}`, upstreams));
    const main = await readFile(path.join(nginxTemplates, 'local.nginx.conf.template'), 'utf8');
    const mainConf = path.join(prefix, 'nginx.conf');
    await writeFile(mainConf, renderTemplate(main, { PREFIX: prefix }));

    // All at once, as the replicas of a deployment start: one migrates and seeds an empty database
    // under the startup lock, the others wait for it and find it done.
    await Promise.all(options.serverPorts.map((_, index) => startServer(index)));

    // `-e stderr`: nothing written to the system's /var/log/nginx, even before the configuration is read.
    proxy = spawnChild(nginx, ['-p', prefix, '-c', mainConf, '-e', 'stderr'], process.env, (text) => {
      nginxOutput = (nginxOutput + text).slice(-KEPT_OUTPUT);
      options.onOutput?.('nginx', text);
    });
    await waitForOk(`http://127.0.0.1:${options.proxyPort}/readyz`, proxy, 10_000, () => nginxOutput);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    proxyUrl: `http://127.0.0.1:${options.proxyPort}`,
    serverUrl,
    output: (index) => outputs[index] ?? '',
    accessLog: () => readFile(path.join(prefix, 'logs/access.log'), 'utf8').catch(() => ''),
    stopServer: (index, signal = 'SIGTERM') => stopChild(servers[index], signal),
    async startServer(index) {
      await startServer(index);
      await new Promise((resolve) => setTimeout(resolve, UPSTREAM_FAIL_TIMEOUT_S * 1000 + 250));
    },
    close,
  };
}
