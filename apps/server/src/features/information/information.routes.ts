import {
  EARLY_WARNING_ENDPOINTS,
  envelopeOf,
  informationQuerySchema,
  pageOf,
  urlOf,
  warningRecordSchema,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { InformationService } from './information.service.ts';

export function informationRoutes(app: FastifyInstance, { information }: { information: InformationService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(urlOf(EARLY_WARNING_ENDPOINTS.informationPage), {
    schema: { querystring: informationQuerySchema, response: { 200: envelopeOf(pageOf(warningRecordSchema)) } },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await information.search(principalOf(request), request.query)),
  });
}
