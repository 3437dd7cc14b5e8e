import {
  EARLY_WARNING_ENDPOINTS as E,
  envelopeOf,
  rejectFeedbackBodySchema,
  returnVisitBodySchema,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { EarlyWarningReviewService } from './early-warning-review.service.ts';
import { assignmentChangeSchema } from './early-warning.routes.ts';

/** 驳回 and 预警回访: what organisations above the holder do with its feedback. */
export function earlyWarningReviewRoutes(app: FastifyInstance, { review }: { review: EarlyWarningReviewService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelopeOf(assignmentChangeSchema) };
  routes.post(urlOf(E.rejectFeedback), {
    schema: { body: rejectFeedbackBodySchema, response },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await review.reject(principalOf(request), request.body), '已驳回'),
  });
  routes.post(urlOf(E.returnVisit), {
    schema: { body: returnVisitBodySchema, response },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await review.returnVisit(principalOf(request), request.body), '已回访办结'),
  });
}
