import { EARLY_WARNING_ENDPOINTS, envelopeOf, intakeBodySchema, urlOf } from '@afp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { IntakeClient, IntakeService } from './intake.service.ts';

const intakeResultSchema = z.object({
  warningId: z.string(),
  warningNo: z.string(),
  assignmentId: z.string().nullable(),
  duplicate: z.boolean(),
});

export function intakeRoutes(app: FastifyInstance, { intake }: { intake: IntakeService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clients = new WeakMap<FastifyRequest, IntakeClient>();

  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.intake), {
    schema: { body: intakeBodySchema, response: { 200: envelopeOf(intakeResultSchema) } },
    // No session: upstream platforms authenticate with their own key (X-Intake-Key), checked in the service.
    config: { access: 'public' },
    // The key is checked before the body, so a caller without one learns nothing about the format.
    preValidation: async (request) => {
      const key = request.headers['x-intake-key'];
      clients.set(request, await intake.authenticate(typeof key === 'string' ? key : undefined));
    },
    handler: async (request) => {
      const client = clients.get(request);
      if (!client) throw new Error('intake route without an authenticated client');
      const result = await intake.push(client, request.body);
      return ok(result, result.duplicate ? '重复推送,已忽略' : '操作成功');
    },
  });
}
