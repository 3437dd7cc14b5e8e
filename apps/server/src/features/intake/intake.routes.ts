import { INTAKE_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { Db } from '../../db/client.ts';
import { Outcome } from '../../http/envelope.ts';
import { registerIntakeKeyRoutes } from './intake-client-auth.ts';
import type { IntakeService } from './intake.service.ts';

/** Upstream platforms push warnings with their own key (X-Intake-Key), no session. */
export async function intakeRoutes(
  app: FastifyInstance,
  { db, intake, rateLimit }: { db: Db; intake: IntakeService; rateLimit: number },
) {
  await registerIntakeKeyRoutes(app, { db, rateLimit }, (scope, clientOf) => {
    registerRoute(scope, INTAKE_ENDPOINTS.push, {
      // No session: the upstream key is checked before validation (registerIntakeKeyRoutes).
      access: 'public',
      handler: async ({ request, body }) => {
        const result = await intake.push(clientOf(request), body);
        return result.duplicate ? new Outcome(200, '重复推送，已忽略', result) : result;
      },
    });
  });
}
