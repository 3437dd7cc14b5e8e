import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A finished window's row is deleted by the next sweep, at most this often per process. */
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60_000;

/** What a store answers @fastify/rate-limit: hits in the current window and the milliseconds left in it. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitCount) => void;

interface CounterRow extends Record<string, unknown> {
  count: number;
  ttl: number;
}

/**
 * Counts in PostgreSQL (or PGlite, the same SQL) so every process shares one budget per key.
 * One statement per hit: the upsert restarts a finished window or adds one, and answers the
 * count and the window's remaining time from the database's clock, the one all processes share.
 */
export function createRateLimitCounters(db: Db) {
  let sweptAt = 0;

  async function sweep() {
    const now = Date.now();
    if (now - sweptAt < RATE_LIMIT_SWEEP_INTERVAL_MS) return;
    sweptAt = now;
    await db.execute(sql`delete from rate_limit_counter where expires_at <= now()`);
  }

  return {
    async hit(key: string, timeWindowMs: number): Promise<RateLimitCount> {
      await sweep();
      const { rows } = await db.execute<CounterRow>(sql`
        insert into rate_limit_counter as c (key, count, expires_at)
        values (${key}, 1, now() + ${timeWindowMs}::integer * interval '1 millisecond')
        on conflict (key) do update set
          count = case when c.expires_at <= now() then 1 else c.count + 1 end,
          expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
        returning c.count, ceil(extract(epoch from c.expires_at - now()) * 1000)::integer as ttl`);
      const [counter] = rows;
      if (!counter) throw new Error('rate-limit upsert returned no row');
      return { current: counter.count, ttl: Math.max(0, counter.ttl) };
    },

    /** The current window without counting (a limiter asked with `{ increment: false }`). */
    async read(key: string): Promise<RateLimitCount> {
      const { rows } = await db.execute<CounterRow>(sql`
        select count, ceil(extract(epoch from expires_at - now()) * 1000)::integer as ttl
        from rate_limit_counter where key = ${key} and expires_at > now()`);
      const [counter] = rows;
      return counter ? { current: counter.count, ttl: Math.max(0, counter.ttl) } : { current: 0, ttl: 0 };
    },
  };
}

export type RateLimitCounters = ReturnType<typeof createRateLimitCounters>;

/** What @fastify/rate-limit hands `child`: the merged options and, for a route's own limit, the route. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The `store` option of @fastify/rate-limit, one class serving every limit: each route's limit
 * keys its counters by method and URL (as the plugin's own stores do); a limiter made with
 * `createRateLimit` has no route, so its `keyGenerator` must name the limit in the key.
 * continueExceeding and exponentialBackoff are not supported (no limit here uses them).
 */
export function databaseRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  const answer = (promise: Promise<RateLimitCount>, callback: Callback) => {
    promise.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: object,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      answer(counters.hit(this.prefix + key, timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      answer(counters.read(this.prefix + key), callback);
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      const prefix = route?.url ? `${String(route.method)} ${route.url} ` : 'limiter ';
      return new DatabaseRateLimitStore({}, prefix);
    }
  }
  return DatabaseRateLimitStore;
}
