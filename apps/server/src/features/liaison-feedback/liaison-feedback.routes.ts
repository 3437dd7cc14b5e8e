import { LIAISON_FEEDBACK_ENDPOINTS as L } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { LiaisonFeedbackService } from './liaison-feedback.service.ts';

export function liaisonFeedbackRoutes(app: FastifyInstance, { liaison }: { liaison: LiaisonFeedbackService }) {
  registerRoute(app, L.create, {
    access: ['guard'],
    message: '提交成功',
    handler: ({ caller, body }) => liaison.create(caller, body),
  });
  registerRoute(app, L.list, {
    access: ['guard', 'oa'],
    handler: ({ caller, query }) => liaison.list(caller, query.assignmentId),
  });
}
