import { AUTH_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { IdentityService } from './identity.service.ts';

export function identityRoutes(
  app: FastifyInstance,
  { identity, rateLimit }: { identity: IdentityService; rateLimit: number },
) {
  registerRoute(app, AUTH_ENDPOINTS.autoOpenId, {
    access: 'public',
    rateLimit,
    handler: ({ query }) => identity.exchange(query.authCode),
  });
  // The page URL defaults to the Referer: dd.config signs the page that will call the JS API.
  registerRoute(app, AUTH_ENDPOINTS.jsapiTicket, {
    access: 'authenticated',
    handler: ({ query, request }) =>
      identity.jsapiTicket((query.url ?? request.headers.referer ?? '').split('#')[0] ?? ''),
  });
}
