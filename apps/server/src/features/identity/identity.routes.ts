import {
  autoOpenIdQuerySchema,
  ENDPOINTS,
  envelopeOf,
  jsapiTicketQuerySchema,
  jsapiTicketSchema,
  urlOf,
  workplaceIdentitySchema,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { IdentityService } from './identity.service.ts';

export function identityRoutes(
  app: FastifyInstance,
  { identity, rateLimit }: { identity: IdentityService; rateLimit: number },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(urlOf(ENDPOINTS.autoOpenId), {
    schema: { querystring: autoOpenIdQuerySchema, response: { 200: envelopeOf(workplaceIdentitySchema) } },
    config: { access: 'public', rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    handler: async ({ query }) => ok(await identity.exchange(query.authCode)),
  });
  // The page URL defaults to the Referer: dd.config signs the page that will call the JS API.
  routes.get(urlOf(ENDPOINTS.jsapiTicket), {
    schema: { querystring: jsapiTicketQuerySchema, response: { 200: envelopeOf(jsapiTicketSchema) } },
    config: { access: 'authenticated' },
    handler: async (request) =>
      ok(await identity.jsapiTicket((request.query.url ?? request.headers.referer ?? '').split('#')[0] ?? '')),
  });
}
