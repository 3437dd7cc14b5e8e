import { createHash } from 'node:crypto';
import { API_PREFIX, FIRST_ROUTE_SCRIPT } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { defineModule } from '../core/module.ts';

const API_PREFIXES = Object.values(API_PREFIX).map((prefix) => `${prefix}/`);

/**
 * The Content-Security-Policy the built web app works under (checked in Chromium against the
 * Vite build). The workplace-app SDKs come from our own bundle and load nothing remote: their
 * bridges (WebViewJavascriptBridge, AlipayJSBridge) are injected natively by the DingTalk /
 * 浙政钉 web view, and gdt-jsapi's watermark writes inline styles (covered by style-src).
 */
/** The CSP source allowing index.html's one inline script (the contract's FIRST_ROUTE_SCRIPT), by its hash. */
export const FIRST_ROUTE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_ROUTE_SCRIPT).digest('base64')}'`;

const contentSecurityPolicy = (mediaHosts: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", FIRST_ROUTE_SCRIPT_SOURCE],
    // antd-mobile and gdt-jsapi set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Photo previews are object URLs of downloaded or picked files.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The content library's videos stream from the publicity platform's hosts (MEDIA_HOSTS), not from us.
    mediaSrc: ["'self'", ...mediaHosts],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Phones open the app in the workplace app's own web view, never a frame. DingTalk on the PC
    // hosts micro-apps in a frame of *.dingtalk.com (dingtalk-jsapi's frame-talk-client-pc talks to
    // window.top there); no one else may frame the app (clickjacking).
    frameAncestors: ["'self'", 'https://*.dingtalk.com'],
    // No upgrade-insecure-requests: TLS ends at the proxy, and plain-HTTP development must keep working.
  },
});

/**
 * Security headers on every answer (helmet), and `Cache-Control: no-store` on every API answer:
 * they carry personal data, which no browser or proxy cache may keep. The web app's files set
 * their own caching (web-app module).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mediaHosts }: SecurityHeadersContext,
): Promise<void> {
  // Built once: @fastify/helmet rebuilt this middleware (parsing the CSP) on every request, about
  // 7% of a small list call's server CPU (issue 9). The headers are the same on every answer.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(mediaHosts),
    referrerPolicy: { policy: 'no-referrer' },
    // The deployment's own host only: a government domain's other sites are not ours to pin to HTTPS.
    strictTransportSecurity: { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false },
  });
  // helmet 8 only sets headers here; a bad option throws when the middleware is built, above.
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onRequest', async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('Cache-Control', 'no-store');
  });
}

export interface SecurityHeadersContext {
  /** Origins the content library's videos stream from (MEDIA_HOSTS). */
  mediaHosts: string[];
}

/** Early in app.ts's list, so every later route's answers (errors included) carry the headers. */
export const securityHeadersModule = defineModule<SecurityHeadersContext>({
  name: 'security-headers',
  register: registerSecurityHeaders,
});
