import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EARLY_WARNING_ENDPOINTS, FILE_ENDPOINTS, SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginGuard } from '../testing/sessions.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { FIRST_ROUTE_SCRIPT_SOURCE, registerSecurityHeaders } from './security-headers.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;

beforeAll(async () => {
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'afp-web-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDistDir });
  token = (await loginGuard(t.app)).token;
});
afterAll(() => t.close());

const directivesOf = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the app shell carries a CSP the app works under, nosniff, framing and referrer rules', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const csp = directivesOf(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Nothing inline runs but index.html's first-route script, allowed by its hash.
    expect(csp.get('script-src')).toEqual(["'self'", FIRST_ROUTE_SCRIPT_SOURCE]);
    expect(FIRST_ROUTE_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // The seeded videos' host, MEDIA_HOSTS' default: without it no library video ever played.
    expect(csp.get('media-src')).toEqual(["'self'", 'https://fanzha.example.gov.cn']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://*.dingtalk.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets videos stream from the configured media hosts only', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { mediaHosts: ['https://video.example.cn', 'https://*.cdn.example.cn'] });
    app.get('/', () => 'ok');
    const csp = directivesOf((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    await app.close();
    expect(csp.get('media-src')).toEqual(["'self'", 'https://video.example.cn', 'https://*.cdn.example.cn']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('hashed assets keep their long caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a JSON answer with personal data', () => `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?pageSize=1`],
    ['a validation failure', () => `${urlOf(EARLY_WARNING_ENDPOINTS.info)}?id=`],
    ['an unknown API path', () => '/AntiProxy/api/none'],
    ['an unknown file path', () => `${urlOf(FILE_ENDPOINTS.downloadOrgFile)}?url=x&name=y&token=z`],
    ['the health check', () => urlOf(SYSTEM_ENDPOINTS.health)],
  ])('every API answer is no-store: %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url: url(), headers: { authorization: token } });
    expect(response.headers['cache-control']).toMatch(/\bno-store\b/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
