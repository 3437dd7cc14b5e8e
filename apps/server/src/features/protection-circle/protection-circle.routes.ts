import { PROTECTION_CIRCLE_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { ProtectionCircleService } from './protection-circle.service.ts';

export function protectionCircleRoutes(app: FastifyInstance, { circles }: { circles: ProtectionCircleService }) {
  registerRoute(app, PROTECTION_CIRCLE_ENDPOINTS.members, {
    access: ['guard', 'oa'],
    handler: ({ caller, query }) => circles.membersForWarning(caller, query.assignmentId),
  });
}
