import { WARNING_OVERVIEW_ENDPOINTS as O } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { WarningOverviewService } from './warning-overview.service.ts';

const access = ['oa'] as const;

/** The centre's warning overview 预警总览 and its home badge: oa staff of the centre or a district (else 403). */
export function warningOverviewRoutes(app: FastifyInstance, { overview }: { overview: WarningOverviewService }) {
  registerRoute(app, O.overview, { access, handler: ({ caller, query }) => overview.overview(caller, query) });
  registerRoute(app, O.badge, { access, handler: ({ caller }) => overview.badge(caller) });
}
