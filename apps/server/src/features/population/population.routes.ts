import { POPULATION_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { PopulationService } from './population.service.ts';

/** Resident population 实有人口 (DESIGN §4.6): guards and oa staff, each within their subtree. */
export function populationRoutes(app: FastifyInstance, { population }: { population: PopulationService }) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, P.page, { access, handler: ({ caller, query }) => population.page(caller, query) });
  registerRoute(app, P.info, { access, handler: ({ caller, query }) => population.info(caller, query.id) });
  registerRoute(app, P.counts, { access, handler: ({ caller }) => population.counts(caller) });
  registerRoute(app, P.updateTags, { access, handler: ({ caller, body }) => population.updateTags(caller, body) });
}
