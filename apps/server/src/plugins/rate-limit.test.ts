import { randomBytes } from 'node:crypto';
import { ACCOUNT_ENDPOINTS, ERROR_CODES, urlOf } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/test-app.ts';

const LIMIT = 30;
const TRIES = 40;

/**
 * Two app instances on one database, each through its own connection (two pools on PostgreSQL,
 * as two server processes have; one shared PGlite, the embedded engine's only way).
 */
async function openTwoConnections(): Promise<{ databases: [Database, Database]; close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openTestDatabase();
    await migrate(database);
    return { databases: [database, database], close: () => database.close() };
  }
  const name = `afp_rate_limit_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString() });
  const second = await openDatabase({ databaseUrl: url.toString() });
  await migrate(first);
  return {
    databases: [first, second],
    async close() {
      await first.close();
      await second.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe('rate limits across server instances', () => {
  let connections: Awaited<ReturnType<typeof openTwoConnections>>;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    connections = await openTwoConnections();
    apps = await Promise.all(connections.databases.map((database) => buildApp({ database, loginRateLimit: LIMIT })));
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await connections?.close();
  });

  it(`refuses the tries past ${LIMIT} a minute from one address, spread over both instances`, async () => {
    const statuses: number[] = [];
    let refused;
    for (let i = 0; i < TRIES; i++) {
      const response = await apps[i % 2]!.inject({
        method: 'POST',
        url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
        payload: { accountName: 'nobody', password: 'wrong_123' },
        remoteAddress: '198.51.100.40',
      });
      statuses.push(response.statusCode);
      refused ??= response.statusCode === 429 ? response : undefined;
    }
    // A wrong password for an unknown account: answered by the login itself (400, then the lock's 403) until the limit.
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses.slice(LIMIT)).toEqual(Array(TRIES - LIMIT).fill(429));
    // The answer and headers are the plugin's own, whichever instance counted the earlier tries.
    expect(refused?.json()).toEqual({
      code: 429,
      success: false,
      message: '操作过于频繁，请稍后再试',
      data: { errorCode: ERROR_CODES.rateLimited },
    });
    expect(refused?.headers['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(refused?.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('keeps another address its own budget on either instance', async () => {
    for (const app of apps) {
      const response = await app.inject({
        method: 'POST',
        url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
        payload: { accountName: 'nobody', password: 'wrong_123' },
        remoteAddress: '198.51.100.41',
      });
      expect(response.statusCode).not.toBe(429);
    }
  });
});
