import type { FastifyRequest } from 'fastify';

/** Request fields that are credentials: never written to a log line, wherever they appear. */
export const SECRET_FIELDS = [
  'openId',
  'openid',
  'token',
  'authCode',
  'smsCode',
  'password',
  'oldPassword',
  'newPassword',
] as const;
const SECRET_HEADERS = ['authorization', 'cookie', 'x-intake-key'] as const;
export const REDACTED = '[redacted]';

const secretParameter = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'gi');

/** The URL with the value of every secret query parameter replaced. */
export const redactUrl = (url: string): string => url.replace(secretParameter, `$1${REDACTED}`);

// pino's paths match one level per `*`: bodies and objects logged under any key, two levels deep.
const secretPaths = [
  ...SECRET_HEADERS.map((header) => `req.headers["${header}"]`),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * Fastify logger options with the secrets taken out: the request line's URL is redacted by
 * its serializer, anything else logged (headers, bodies, objects) by pino's `redact`.
 */
export function redactingLogger(logger: boolean | object): false | object {
  if (logger === false) return false;
  return {
    ...(logger === true ? {} : logger),
    redact: { paths: secretPaths, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
