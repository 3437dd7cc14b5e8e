import rateLimit from '@fastify/rate-limit';
import { defineModule } from '../core/module.ts';
import { createRateLimitCounters, databaseRateLimitStore } from '../core/rate-limit/rate-limit.store.ts';
import type { Db } from '../db/client.ts';

/**
 * Per-IP rate limits, only on the routes that declare one (`registerRoute(…, { rateLimit })`),
 * and the limiters features make with `createRateLimit`. The counters live in the database, so a
 * limit holds across every server process on it (and PGlite runs the same SQL).
 */
export const rateLimitModule = defineModule<{ db: Db }>({
  name: 'rate-limit',
  register: async (app, { db }) => {
    await app.register(rateLimit, { global: false, store: databaseRateLimitStore(createRateLimitCounters(db)) });
  },
});
