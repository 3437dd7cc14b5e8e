import { INTAKE_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import { Outcome } from '../../http/envelope.ts';
import type { IntakeClient, IntakeService } from './intake.service.ts';

/**
 * Upstream platforms push warnings with their own key (X-Intake-Key), no session. The key is
 * checked before the body is validated, so a caller without one learns nothing about the format:
 * a preValidation hook in a scope of its own (a Fastify plugin context), applying to this route only.
 */
export async function intakeRoutes(app: FastifyInstance, { intake }: { intake: IntakeService }) {
  await app.register(async (scope) => {
    const clients = new WeakMap<FastifyRequest, IntakeClient>();
    scope.addHook('preValidation', async (request) => {
      const key = request.headers['x-intake-key'];
      clients.set(request, await intake.authenticate(typeof key === 'string' ? key : undefined));
    });

    registerRoute(scope, INTAKE_ENDPOINTS.push, {
      // No session: the service checks the upstream key (above).
      access: 'public',
      handler: async ({ request, body }) => {
        const client = clients.get(request);
        if (!client) throw new Error('intake route without an authenticated client');
        const result = await intake.push(client, body);
        return result.duplicate ? new Outcome(200, '重复推送，已忽略', result) : result;
      },
    });
  });
}
