import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { EARLY_WARNING_ENDPOINTS, SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { loginGuard } from '../testing/sessions.ts';
import { buildTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
const script = 'console.log("app");'.repeat(200);

/** A build as apps/web/build/precompress.ts leaves it: each text file with .br and .gz beside it. */
async function builtWebApp(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'afp-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), 'BR');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.gz'), 'GZ');
  return dir;
}

beforeAll(async () => {
  t = await buildTestApp({ webDistDir: await builtWebApp() });
  token = (await loginGuard(t.app)).token;
});
afterAll(() => t.close());

const asset = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/index-abc123.js',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('web app delivery', () => {
  it.each([
    ['br, gzip', 'br', 'BR'],
    ['gzip, deflate', 'gzip', 'GZ'],
  ])('sends the precompressed file the browser accepts (%s → %s)', async (accepted, encoding, body) => {
    const response = await asset(accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(body);
  });

  it('sends the plain file to a browser that accepts no compression, still saying it varies', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('the app shell is revalidated on every load', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('API compression', () => {
  const page = (acceptEncoding: string, pageSize: number) =>
    t.app.inject({
      method: 'GET',
      url: `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?pageSize=${pageSize}`,
      headers: { authorization: token, 'accept-encoding': acceptEncoding },
    });

  it('compresses a large answer with brotli, decoding to the very answer sent uncompressed', async () => {
    const plain = await page('identity', 20);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await page('br', 20);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('falls back to gzip', async () => {
    const plain = await page('identity', 20);
    const response = await page('gzip', 20);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: urlOf(SYSTEM_ENDPOINTS.health),
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
