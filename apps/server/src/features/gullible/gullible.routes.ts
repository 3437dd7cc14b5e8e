import { GULLIBLE_ENDPOINTS as G } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { GullibleService } from './gullible.service.ts';

/** Gullible groups 易受骗人群 (DESIGN §4.4): guards visit, station admins and above change risk levels. */
export function gullibleRoutes(app: FastifyInstance, { gullible }: { gullible: GullibleService }) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, G.page, { access, handler: ({ caller, query }) => gullible.page(caller, query) });
  registerRoute(app, G.counts, { access, handler: ({ caller, query }) => gullible.counts(caller, query) });
  registerRoute(app, G.info, { access, handler: ({ caller, query }) => gullible.info(caller, query.id) });
  registerRoute(app, G.visit, { access: ['guard'], handler: ({ caller, body }) => gullible.visit(caller, body) });
  registerRoute(app, G.visitPage, { access, handler: ({ caller, query }) => gullible.visitPage(caller, query) });
  registerRoute(app, G.risk, { access, handler: ({ caller, body }) => gullible.risk(caller, body) });
  registerRoute(app, G.warnings, { access, handler: ({ caller, query }) => gullible.warnings(caller, query.personId) });
  registerRoute(app, G.behaviorPage, { access, handler: ({ caller, query }) => gullible.behaviorPage(caller, query) });
  registerRoute(app, G.behaviorInfo, {
    access,
    handler: ({ caller, query }) => gullible.behaviorInfo(caller, query.id),
  });
}
