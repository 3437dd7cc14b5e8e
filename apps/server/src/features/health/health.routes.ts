import { ENDPOINTS, urlOf } from '@afp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';

/** Liveness plus a database round trip, for load balancers and the benchmark. */
export function healthRoutes(app: FastifyInstance, { db, engine }: { db: Db; engine: string }) {
  const handler = async () => {
    await db.execute(sql`select 1`);
    return ok({ status: 'ok', engine });
  };
  app.get('/health', { config: { access: 'public' } }, handler);
  app.get(urlOf(ENDPOINTS.health), { config: { access: 'public' } }, handler);
}
