import { EARLY_WARNING_ENDPOINTS, envelopeOf, orgChildrenQuerySchema, orgNodeSchema, urlOf } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { OrgTreeService } from './org-tree.service.ts';

export function orgTreeRoutes(app: FastifyInstance, { orgTree }: { orgTree: OrgTreeService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(urlOf(EARLY_WARNING_ENDPOINTS.orgChildren), {
    schema: { querystring: orgChildrenQuerySchema, response: { 200: envelopeOf(z.array(orgNodeSchema)) } },
    // The whole tree is the transfer target list: names of organisations, nothing personal.
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await orgTree.children(request.query)),
  });
}
