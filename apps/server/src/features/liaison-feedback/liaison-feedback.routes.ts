import {
  EARLY_WARNING_ENDPOINTS,
  envelopeOf,
  liaisonFeedbackBodySchema,
  liaisonFeedbackListQuerySchema,
  liaisonFeedbackRecordSchema,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { LiaisonFeedbackService } from './liaison-feedback.service.ts';

export function liaisonFeedbackRoutes(app: FastifyInstance, { liaison }: { liaison: LiaisonFeedbackService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.liaisonFeedbackCreate), {
    schema: { body: liaisonFeedbackBodySchema },
    config: { access: ['guard'] },
    handler: async (request) => ok(await liaison.create(principalOf(request), request.body), '提交成功'),
  });
  routes.get(urlOf(EARLY_WARNING_ENDPOINTS.liaisonFeedbackList), {
    schema: {
      querystring: liaisonFeedbackListQuerySchema,
      response: { 200: envelopeOf(z.array(liaisonFeedbackRecordSchema)) },
    },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await liaison.list(principalOf(request), request.query.assignmentId)),
  });
}
