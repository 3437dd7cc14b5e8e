import { ENDPOINTS, envelopeOf, reVerifyListQuerySchema, urlOf, verifyGroupSchema } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { VerifyGroupService } from './verify-group.service.ts';

export function verifyGroupRoutes(app: FastifyInstance, { verifyGroups }: { verifyGroups: VerifyGroupService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: envelopeOf(z.array(verifyGroupSchema)) };

  routes.get(urlOf(ENDPOINTS.verifyGroupList), {
    schema: { response },
    config: { access: ['oa'] },
    handler: async (request) => ok(await verifyGroups.verifyGroups(principalOf(request))),
  });
  routes.get(urlOf(ENDPOINTS.reVerifyGroupList), {
    schema: { querystring: reVerifyListQuerySchema, response },
    config: { access: ['oa'] },
    handler: async (request) => ok(await verifyGroups.reVerifyGroups(principalOf(request), request.query.accountId)),
  });
}
