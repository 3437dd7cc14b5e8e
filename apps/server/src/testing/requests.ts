import { FILE_ENDPOINTS, urlOf, type Endpoint } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { demoFiles } from '../seed/demo-files.ts';

/** What a route test sends: the caller's session token (none: anonymous), the query and the body. */
export interface SendOptions {
  as?: string | null | undefined;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

const queryString = (query: Record<string, unknown> | undefined) =>
  query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';

/** One contract endpoint's request through `app.inject()`: its method and URL from the contract. */
export const send = (app: FastifyInstance, endpoint: Endpoint, options: SendOptions = {}) =>
  app.inject({
    method: endpoint.method,
    url: `${urlOf(endpoint)}${queryString(options.query)}`,
    headers: { ...(options.as ? { authorization: options.as } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as string | object }),
  });

/** A GET's input goes in its query, a POST's in its body: how most route tests call an endpoint. */
export const inputOf = (endpoint: Endpoint, input: Record<string, unknown> = {}): SendOptions =>
  endpoint.method === 'GET' ? { query: input } : { body: input };

/** The demo city's own sample files: a photo (PNG) and a document (PDF). */
export const SAMPLE_PNG = demoFiles().find((file) => file.key.endsWith('.png'))!.content;
export const SAMPLE_PDF = demoFiles().find((file) => file.key.endsWith('.pdf'))!.content;

/**
 * Uploads a file as the caller: a photo (`upload`, PNG) or, with `attachment`, a document
 * (`upload-attachment`, sent as octet-stream). Answers the response; `uploadedKey` the stored key.
 */
export function upload(
  app: FastifyInstance,
  options: { as: string; name?: string; content?: Buffer; attachment?: boolean },
) {
  const { attachment = false } = options;
  return send(app, attachment ? FILE_ENDPOINTS.uploadAttachment : FILE_ENDPOINTS.upload, {
    as: options.as,
    query: { name: options.name ?? (attachment ? '附件.pdf' : '现场.png') },
    headers: { 'content-type': attachment ? 'application/octet-stream' : 'image/png' },
    body: options.content ?? (attachment ? SAMPLE_PDF : SAMPLE_PNG),
  });
}

/** The key of a file uploaded as the caller; an upload that is refused fails the test with its answer. */
export async function uploadedKey(app: FastifyInstance, options: Parameters<typeof upload>[1]): Promise<string> {
  const response = await upload(app, options);
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.statusCode} ${response.body}`);
  return response.json().data.key as string;
}
