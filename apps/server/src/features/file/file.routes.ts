import {
  downloadOrgFileQuerySchema,
  downloadTicketBodySchema,
  downloadTicketSchema,
  ENDPOINTS,
  envelopeOf,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  uploadedFileSchema,
  uploadQuerySchema,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { FileUpload } from './file-upload.ts';
import type { FileService } from './file.service.ts';

export function fileRoutes(app: FastifyInstance, { files, upload }: { files: FileService; upload: FileUpload }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Photos arrive as the raw image body (no multipart), so the browser can report upload progress simply.
  app.addContentTypeParser(
    Object.keys(UPLOAD_IMAGE_TYPES),
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  routes.post(urlOf(ENDPOINTS.upload), {
    schema: { querystring: uploadQuerySchema, response: { 200: envelopeOf(uploadedFileSchema) } },
    config: { access: 'authenticated' },
    bodyLimit: UPLOAD_MAX_BYTES,
    handler: async (request) =>
      ok(
        await upload.storeImage(request.body as Buffer, request.headers['content-type'] ?? '', request.query.name),
        '上传成功',
      ),
  });

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
