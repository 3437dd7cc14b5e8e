import { INFORMATION_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { InformationService } from './information.service.ts';

export function informationRoutes(app: FastifyInstance, { information }: { information: InformationService }) {
  registerRoute(app, INFORMATION_ENDPOINTS.page, {
    access: ['guard', 'oa'],
    handler: ({ caller, query }) => information.search(caller, query),
  });
}
