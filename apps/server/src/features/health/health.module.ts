import { SYSTEM_ENDPOINTS } from '@afp/contract';
import { defineModule } from '../../core/module.ts';
import { registerRoute } from '../../core/route.ts';
import type { Db } from '../../db/client.ts';
import { createHealthRepository } from './health.repository.ts';

export interface HealthContext {
  db: Db;
  engine: 'pglite' | 'postgres';
}

/** Liveness plus a database round trip, for load balancers and the benchmark (also at the bare `/health`). */
export const healthModule = defineModule<HealthContext>({
  name: 'health',
  register(app, { db, engine }) {
    const database = createHealthRepository({ db });
    registerRoute(app, SYSTEM_ENDPOINTS.health, {
      access: 'public',
      alsoAt: [SYSTEM_ENDPOINTS.health.path],
      handler: async () => {
        await database.ping();
        return { status: 'ok', engine } as const;
      },
    });
  },
});
