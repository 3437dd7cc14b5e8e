import rateLimit from '@fastify/rate-limit';
import { defineModule } from '../core/module.ts';

/** Per-IP rate limits, only on the routes that declare one (`registerRoute(…, { rateLimit })`). */
export const rateLimitModule = defineModule<object>({
  name: 'rate-limit',
  register: async (app) => {
    await app.register(rateLimit, { global: false });
  },
});
