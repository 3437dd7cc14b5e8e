import { ERROR_CODES, SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import { defineModule } from '../../core/module.ts';
import { registerRoute } from '../../core/route.ts';
import type { Lifecycle } from '../../core/lifecycle.ts';
import type { Db } from '../../db/client.ts';
import { readMigrationJournal } from '../../db/migrate.ts';
import { ok } from '../../http/envelope.ts';
import { createHealthRepository } from './health.repository.ts';
import { createReadinessCheck } from './readiness.ts';

export interface HealthContext {
  db: Db;
  engine: 'pglite' | 'postgres';
  lifecycle: Lifecycle;
}

/** The probes' paths (bare, as orchestrators and load balancers expect them); exempt from the overload refusal. */
export const PROBE_PATHS = ['/healthz', '/readyz', urlOf(SYSTEM_ENDPOINTS.health), SYSTEM_ENDPOINTS.health.path];

const NOT_READY_MESSAGES = {
  starting: '服务正在启动',
  draining: '服务正在停止',
  database_unreachable: '数据库暂不可用',
  migrations_pending: '数据库尚未完成升级',
} as const;

/**
 * Probes for load balancers and orchestrators: `/healthz` (alive: the event loop answers, nothing
 * else asked), `/readyz` (may receive traffic: serving, database answering, migrations applied;
 * 503 while starting or draining), and `/health` with a database round trip as before.
 */
export const healthModule = defineModule<HealthContext>({
  name: 'health',
  register(app, { db, engine, lifecycle }) {
    const database = createHealthRepository({ db });
    const readiness = createReadinessCheck({ repository: database, lifecycle, journal: readMigrationJournal });
    app.addHook('onReady', async () => lifecycle.markServing());
    // Open streams hear that this process closes before it stops accepting connections.
    app.addHook('preClose', async () => lifecycle.reconnectStreams());
    // While draining every answer ends its connection: a kept-alive one (a proxy's upstream pool
    // keeps them for minutes) would otherwise hold the close until the shutdown deadline.
    app.addHook('onSend', async (_request, reply) => {
      if (lifecycle.phase() === 'draining') reply.header('connection', 'close');
    });

    registerRoute(app, SYSTEM_ENDPOINTS.health, {
      access: 'public',
      alsoAt: [SYSTEM_ENDPOINTS.health.path],
      handler: async () => {
        await database.ping();
        return { status: 'ok', engine } as const;
      },
    });

    const probe = { config: { access: 'public' as const } };
    app.get('/healthz', probe, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'alive' });
    });
    app.get('/readyz', probe, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readiness();
      if (state.isReady) return ok({ status: 'ready', engine });
      const { reason, pendingMigrations } = state;
      return reply.status(503).send({
        code: 503,
        success: false,
        message: NOT_READY_MESSAGES[reason],
        data: { errorCode: ERROR_CODES.unavailable, reason, ...(pendingMigrations ? { pendingMigrations } : {}) },
      });
    });
  },
});
