import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ENDPOINTS, urlOf } from '@afp/contract';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { hasTestPostgres, startServerProcesses, type ServerProcesses } from '../testing/server-processes.ts';
import { withStartupLock } from './startup-lock.ts';

const SEEDED_WARNINGS = 100;
const journal = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function countRows(databaseUrl: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('withStartupLock on the embedded database', () => {
  it('runs the work at once: one process per data directory, nothing to lock', async () => {
    let waited = false;
    const answer = await withStartupLock(
      undefined,
      async () => 'done',
      () => (waited = true),
    );
    expect(answer).toBe('done');
    expect(waited).toBe(false);
  });
});

describe.skipIf(!hasTestPostgres)('withStartupLock on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';

  it('lets a second holder in only after the first has finished its work', async () => {
    const order: string[] = [];
    let finishFirst = () => {};
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = withStartupLock(url, async () => {
      order.push('first in');
      firstStarted();
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first out');
    });
    await started;
    let waited = false;
    const second = withStartupLock(
      url,
      async () => void order.push('second in'),
      () => (waited = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first in']);
    finishFirst();
    await Promise.all([first, second]);
    expect(waited).toBe(true);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('is released when the work fails, so the next process can start', async () => {
    await expect(withStartupLock(url, () => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    let waited = false;
    await withStartupLock(
      url,
      async () => undefined,
      () => (waited = true),
    );
    expect(waited).toBe(false);
  });
});

describe.skipIf(!hasTestPostgres)('three server processes started at once on one fresh database', () => {
  let servers: ServerProcesses | undefined;
  afterAll(() => servers?.close());

  it('all come up and serve, and the migrations and the demo seed ran exactly once', async () => {
    servers = await startServerProcesses({
      count: 3,
      env: { DEMO_WARNINGS: String(SEEDED_WARNINGS), DEMO_RESIDENTS: '100' },
    });
    for (const index of [0, 1, 2]) {
      const health = await fetch(`${servers.urlOf(index)}/health`);
      expect(health.status, servers.output(index)).toBe(200);
      // The seeded demo administrator logs in on every process: each sees the one seed.
      const login = await fetch(servers.urlOf(index) + urlOf(ACCOUNT_ENDPOINTS.oa.login), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGINS.oaAdmin),
      });
      expect(login.status, servers.output(index)).toBe(200);
    }
    const seeders = [0, 1, 2].filter((index) => servers?.output(index).includes('demo data created'));
    expect(seeders).toHaveLength(1);
    const databaseUrl = servers.databaseUrl ?? '';
    // One seed writes the generated warnings and a few fixed ones; two would write twice that.
    const warnings = await countRows(databaseUrl, 'early_warning');
    expect(warnings).toBeGreaterThanOrEqual(SEEDED_WARNINGS);
    expect(warnings).toBeLessThan(2 * SEEDED_WARNINGS);
    expect(await countRows(databaseUrl, "oa_account where account_name = 'admin'")).toBe(1);
    // Each migration recorded once: a second run would have failed or recorded it again.
    expect(await countRows(databaseUrl, 'drizzle.__drizzle_migrations')).toBe(journal.entries.length);
  }, 180_000);
});
