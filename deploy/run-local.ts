/**
 * The example deployment on this machine: two server processes on the PostgreSQL database of
 * DATABASE_URL behind nginx (Debian's package), all children of this script; Ctrl-C stops them all.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/afp npm run deploy:local
 *   DATABASE_URL=… npm run deploy:local -- --proxy-port 8080 --server-ports 8081,8082 --source
 *
 * `kill -HUP <this pid>` restarts the processes one after another (SIGTERM, wait for the exit, start,
 * wait for /readyz) — a rolling restart while nginx keeps serving through the others.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultServerEntry, repositoryRoot, startLocalDeployment, type LocalDeployment } from './local-deployment.ts';

const { values } = parseArgs({
  options: {
    'proxy-port': { type: 'string', default: '8080' },
    'server-ports': { type: 'string', default: '8081,8082' },
    source: { type: 'boolean', default: false },
  },
});

const port = (text: string, name: string): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number 1–65535 (got ${JSON.stringify(text)})`);
    process.exit(2);
  }
  return value;
};

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must name the PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/afp');
  process.exit(2);
}
const proxyPort = port(values['proxy-port'], '--proxy-port');
const serverPorts = values['server-ports'].split(',').map((text) => port(text.trim(), '--server-ports'));
const entry = values.source ? 'source' : defaultServerEntry();
if (!existsSync(path.join(repositoryRoot, 'apps/web/dist/index.html')))
  console.warn('apps/web/dist is missing: the processes serve the API only (npm run build first for the web app)');

console.log(
  `starting ${serverPorts.length} server processes (${entry === 'built' ? 'apps/server/dist/server.js' : 'TypeScript source'}) ` +
    `on ports ${serverPorts.join(', ')} and nginx on ${proxyPort} …`,
);
const deployment: LocalDeployment = await startLocalDeployment({
  databaseUrl,
  serverPorts,
  proxyPort,
  entry,
  onOutput: (label, text) => {
    for (const line of text.split('\n')) if (line.trim()) console.log(`[${label}] ${line}`);
  },
});
console.log(`ready: ${deployment.proxyUrl}/ (Ctrl-C stops everything; kill -HUP ${process.pid} restarts one by one)`);

let busy = false;
process.on('SIGHUP', () => {
  if (busy) return;
  busy = true;
  void (async () => {
    for (const [index] of serverPorts.entries()) {
      console.log(`rolling restart: stopping server ${index}`);
      console.log(`rolling restart: server ${index} exited with ${await deployment.stopServer(index, 'SIGTERM')}`);
      await deployment.startServer(index);
      console.log(`rolling restart: server ${index} ready again`);
    }
  })()
    .catch((error: unknown) => console.error('rolling restart failed:', error))
    .finally(() => (busy = false));
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping nginx and the server processes …`);
  void deployment.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
