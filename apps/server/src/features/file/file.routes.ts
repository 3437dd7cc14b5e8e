import { ATTACHMENT_CONTENT_TYPE, FILE_ENDPOINTS, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@afp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRawRoute, registerRoute } from '../../core/route.ts';
import type { FileUpload } from './file-upload.ts';
import type { FileService } from './file.service.ts';

export function fileRoutes(app: FastifyInstance, { files, upload }: { files: FileService; upload: FileUpload }) {
  // Uploads arrive as the raw body (no multipart), so the browser can report upload progress simply: photos
  // as their image type, attachments (documents and images) as octet-stream, their type read from the bytes.
  app.addContentTypeParser(
    [...Object.keys(UPLOAD_IMAGE_TYPES), ATTACHMENT_CONTENT_TYPE],
    { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );
  // Any other content type arrives parsed (JSON, text), not as bytes: no file, so refused like an empty one.
  const bytesOf = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
  const uploadRoute = { access: 'authenticated', bodyLimit: UPLOAD_MAX_BYTES, message: '上传成功' } as const;
  registerRoute(app, FILE_ENDPOINTS.upload, {
    ...uploadRoute,
    handler: ({ caller, query, request }) =>
      upload.storeImage(caller, bytesOf(request), request.headers['content-type'] ?? '', query.name),
  });
  registerRoute(app, FILE_ENDPOINTS.uploadAttachment, {
    ...uploadRoute,
    handler: ({ caller, query, request }) => upload.storeAttachment(caller, bytesOf(request), query.name),
  });

  registerRoute(app, FILE_ENDPOINTS.downloadTicket, {
    access: 'authenticated',
    // The answer for a file the caller may not see is the 404 of a missing one (no existence oracle).
    handler: ({ caller, body }) => files.issueTicket(caller, body.url),
  });
  // `token` carries the single-use ticket, never the session token (the URL lands in logs and history).
  registerRawRoute(app, FILE_ENDPOINTS.downloadOrgFile, {
    access: 'public',
    handler: async ({ query, reply }) => {
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
