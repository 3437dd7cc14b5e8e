import { EARLY_WARNING_ENDPOINTS as E } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { EarlyWarningReviewService } from './early-warning-review.service.ts';

/** 驳回 and 预警回访: what organisations above the holder do with its feedback. */
export function earlyWarningReviewRoutes(app: FastifyInstance, { review }: { review: EarlyWarningReviewService }) {
  registerRoute(app, E.rejectFeedback, {
    access: ['guard', 'oa'],
    message: '已驳回',
    handler: ({ caller, body }) => review.reject(caller, body),
  });
  registerRoute(app, E.returnVisit, {
    access: ['guard', 'oa'],
    message: '已回访办结',
    handler: ({ caller, body }) => review.returnVisit(caller, body),
  });
}
