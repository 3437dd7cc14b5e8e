import { ATTACHMENT_CONTENT_TYPE, ERROR_CODES, UPLOAD_IMAGE_TYPES } from '@afp/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { defineModule } from '../core/module.ts';
import { AppError, RATE_LIMITED_MESSAGE } from '../http/errors.ts';
import { loggableError } from '../http/loggable-error.ts';

const failure = (code: number, message: string, errorCode: string, field?: string) => ({
  code,
  success: false,
  message,
  data: field ? { errorCode, field } : { errorCode },
});

/** Field names are the request's own (in the message and `data.field`), so the client can point at the input. */
function validationFailure(error: FastifyError) {
  if (!hasZodFastifySchemaValidationErrors(error)) return failure(400, '请求参数错误', ERROR_CODES.validation);
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || '';
  const detail = first?.message ?? '格式不正确';
  const message = field ? `参数 ${field} 错误：${detail}` : `请求参数错误：${detail}`;
  return failure(400, message, ERROR_CODES.validation, field || undefined);
}

/** Uploads arrive as the file's raw bytes (features/file): only their size is a file's size. */
const FILE_BODY_TYPES = new Set<string>([...Object.keys(UPLOAD_IMAGE_TYPES), ATTACHMENT_CONTENT_TYPE]);
const isFileBody = (request: FastifyRequest) =>
  FILE_BODY_TYPES.has((request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase());

/** How much of a refused body is read away before the refusal: more than the proxy lets through (deploy/nginx: 11m). */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads a refused body to its end (within bounds) before the refusal goes out. Fastify refuses a body
 * over the limit at once and closes the connection; a socket closed with bytes unread is reset, and
 * nginx, still writing the body it buffered, then answers 502 Bad Gateway instead of our 413.
 */
function drainBody(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (raw.complete || !(declared <= DRAIN_MAX_BYTES)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['end', 'error', 'close']) raw.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    for (const event of ['end', 'error', 'close']) raw.on(event, done);
    raw.resume();
  });
}

/** The one place an error becomes the envelope; no stack or SQL ever reaches the caller. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: loggableError(error.cause ?? error, request.log) }, error.message);
      return reply.status(error.status).send(failure(error.status, error.message, error.errorCode, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send(validationFailure(error));
    }
    if (error.statusCode === 413) {
      const message = isFileBody(request) ? '文件过大' : '请求内容过大';
      await drainBody(request);
      return reply.status(413).send(failure(413, message, ERROR_CODES.validation));
    }
    if (error.statusCode === 415) {
      return reply.status(415).send(failure(415, '不支持的内容类型', ERROR_CODES.validation));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(429, RATE_LIMITED_MESSAGE, ERROR_CODES.rateLimited));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(failure(400, '请求格式错误', ERROR_CODES.validation));
    }
    request.log.error({ err: loggableError(error, request.log) }, 'unhandled error');
    return reply.status(500).send(failure(500, '服务器繁忙，请稍后再试', ERROR_CODES.internal));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure(404, '接口不存在', ERROR_CODES.notFound)));
}

/** First in app.ts's list, so every later module's errors become the envelope. */
export const errorHandlerModule = defineModule<object>({ name: 'error-handler', register: registerErrorHandler });
