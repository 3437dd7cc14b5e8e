import { EARLY_WARNING_ENDPOINTS, envelopeOf, protectionCircleMemberSchema, urlOf } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { ProtectionCircleService } from './protection-circle.service.ts';

export function protectionCircleRoutes(app: FastifyInstance, { circles }: { circles: ProtectionCircleService }) {
  app.withTypeProvider<ZodTypeProvider>().get(urlOf(EARLY_WARNING_ENDPOINTS.protectionCircle), {
    schema: {
      querystring: z.object({ assignmentId: z.string().min(1).max(64) }),
      response: { 200: envelopeOf(z.array(protectionCircleMemberSchema)) },
    },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await circles.membersForWarning(principalOf(request), request.query.assignmentId)),
  });
}
