import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { createRateLimitCounters, databaseRateLimitStore, type RateLimitCount } from './rate-limit.store.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keysInTable = async () =>
  (await database.db.execute<{ key: string }>(sql`select key from rate_limit_counter order by key`)).rows.map(
    (row) => row.key,
  );

describe('rate-limit counters in the database', () => {
  it('counts hits of a key within its window and answers the time left in it', async () => {
    const counters = createRateLimitCounters(database.db);
    const first = await counters.hit('count', 60_000);
    const second = await counters.hit('count', 60_000);
    expect([first.current, second.current]).toEqual([1, 2]);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect((await counters.hit('count other', 60_000)).current).toBe(1);
  });

  it('reads a window without counting, and an unknown key as empty', async () => {
    const counters = createRateLimitCounters(database.db);
    await counters.hit('read', 60_000);
    expect((await counters.read('read')).current).toBe(1);
    expect((await counters.read('read')).current).toBe(1);
    expect(await counters.read('read never')).toEqual({ current: 0, ttl: 0 });
  });

  it('starts a new window once the last one is over', async () => {
    const counters = createRateLimitCounters(database.db);
    await counters.hit('window', 300);
    expect((await counters.hit('window', 300)).current).toBe(2);
    await sleep(400);
    expect(await counters.read('window')).toEqual({ current: 0, ttl: 0 });
    const restarted = await counters.hit('window', 300);
    expect(restarted.current).toBe(1);
    expect(restarted.ttl).toBeGreaterThan(200);
  });

  it('loses no hit when many arrive at once (one atomic upsert each)', async () => {
    const counters = createRateLimitCounters(database.db);
    const hits = await Promise.all(Array.from({ length: 40 }, () => counters.hit('parallel', 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('sweeps finished windows, and keeps running ones', async () => {
    await createRateLimitCounters(database.db).hit('sweep finished', 100);
    await sleep(200);
    // A process's first hit sweeps (then at most once a minute).
    await createRateLimitCounters(database.db).hit('sweep running', 60_000);
    const keys = await keysInTable();
    expect(keys).not.toContain('sweep finished');
    expect(keys).toContain('sweep running');
  });
});

describe('the @fastify/rate-limit store', () => {
  const counted = (store: { incr: (...args: never[]) => void }, key: string) =>
    new Promise<RateLimitCount | undefined>((resolve, reject) =>
      (store.incr as (key: string, cb: (e: Error | null, r?: RateLimitCount) => void, window: number) => void)(
        key,
        (error, result) => (error ? reject(error) : resolve(result)),
        60_000,
      ),
    );

  it("keys a route's counters by its method and URL, and a route-less limiter apart", async () => {
    const Store = databaseRateLimitStore(createRateLimitCounters(database.db));
    const root = new Store({});
    const login = root.child({ routeInfo: { method: 'POST', url: '/proxy/login' } } as never);
    const other = root.child({ routeInfo: { method: 'POST', url: '/proxy/other' } } as never);
    const limiter = root.child({ routeInfo: {} } as never);
    expect((await counted(login, '203.0.113.1'))?.current).toBe(1);
    expect((await counted(login, '203.0.113.1'))?.current).toBe(2);
    expect((await counted(other, '203.0.113.1'))?.current).toBe(1);
    expect((await counted(limiter, '203.0.113.1'))?.current).toBe(1);
    expect(await keysInTable()).toEqual(
      expect.arrayContaining(['POST /proxy/login 203.0.113.1', 'POST /proxy/other 203.0.113.1', 'limiter 203.0.113.1']),
    );
  });
});
