import {
  downloadOrgFileQuerySchema,
  downloadTicketBodySchema,
  downloadTicketSchema,
  ENDPOINTS,
  envelopeOf,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { FileService } from './file.service.ts';

export function fileRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(urlOf(ENDPOINTS.downloadTicket), {
    schema: { body: downloadTicketBodySchema, response: { 200: envelopeOf(downloadTicketSchema) } },
    config: { access: 'authenticated' },
    handler: async (request) => ok(await files.issueTicket(principalOf(request), request.body.url, request.body.name)),
  });
  // `token` carries the single-use ticket, never the session token (the URL lands in logs and history).
  routes.get(urlOf(ENDPOINTS.downloadOrgFile), {
    schema: { querystring: downloadOrgFileQuerySchema },
    config: { access: 'public' },
    handler: async ({ query }, reply) => {
      const file = await files.download(query.url, query.token, query.online === 'true');
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Length', file.size)
        .header('Content-Disposition', file.disposition)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  });
}
