import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, urlOf } from '@afp/contract';
import { DEMO_LOGINS } from './seed/demo-city.ts';
import {
  builtServer,
  hasTestPostgres,
  repositoryRoot,
  startServerProcesses,
  type ServerProcesses,
} from './testing/server-processes.ts';

const run = promisify(execFile);

describe('the built server (npm run build, npm start)', () => {
  let servers: ServerProcesses | undefined;
  afterAll(() => servers?.close());

  it('builds to one JavaScript file with the workspace packages inlined and node_modules left outside', async () => {
    await run(process.execPath, [path.join(repositoryRoot, 'scripts/build-server.mjs')], { cwd: repositoryRoot });
    const bundle = await readFile(builtServer, 'utf8');
    expect(bundle).not.toMatch(/from ["']@afp\/contract["']/);
    expect(bundle).toMatch(/from ["']fastify["']/);
    expect(bundle).not.toMatch(/from ["']tsx/);
    expect(JSON.parse(await readFile(`${builtServer}.map`, 'utf8'))).toHaveProperty('mappings');
  }, 60_000);

  it('runs with plain node: finds its migrations from dist, seeds, and answers a login', async () => {
    servers = await startServerProcesses({
      count: 1,
      built: true,
      database: hasTestPostgres ? 'postgres' : 'pglite',
      env: { DEMO_WARNINGS: '100', DEMO_RESIDENTS: '100' },
    });
    const health = await fetch(`${servers.urlOf(0)}/health`);
    expect(health.status, servers.output(0)).toBe(200);
    const login = await fetch(servers.urlOf(0) + urlOf(ACCOUNT_ENDPOINTS.oa.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGINS.oaAdmin),
    });
    expect(login.status, servers.output(0)).toBe(200);
    expect(((await login.json()) as { data: { token?: string } }).data.token).toBeTruthy();
  }, 120_000);

  it('stops on SIGTERM with exit code 0 and starts again on the same port and database', async () => {
    if (!servers) throw new Error('the previous test starts the server');
    expect(await servers.stop(0, 'SIGTERM')).toBe(0);
    await expect(fetch(`${servers.urlOf(0)}/health`)).rejects.toThrow();
    await servers.start(0);
    const health = await fetch(`${servers.urlOf(0)}/health`);
    expect(health.status, servers.output(0)).toBe(200);
    expect(servers.output(0)).not.toContain('demo data created');
  }, 120_000);
});
