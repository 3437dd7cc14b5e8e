import { ERROR_CODES } from '@afp/contract';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { registerErrorHandler } from './error-handler.ts';

/** A database error as drizzle throws it: the SQL, its bound parameters, the driver's error as cause. */
const queryError = () =>
  new DrizzleQueryError('select * from early_warning where victim_phone = $1', ['13812341234'], {
    name: 'error',
    message: 'invalid byte sequence for encoding "UTF8": 0x00',
    code: '22021',
  } as unknown as Error);

async function logsOf(thrown: () => Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'trace', stream } });
  registerErrorHandler(app);
  app.get('/boom', () => {
    throw thrown();
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { response, log: lines.join('') };
}

describe('error handler', () => {
  it.each([
    ['a database error', queryError],
    [
      'a 5xx AppError caused by one',
      () => new AppError(500, ERROR_CODES.internal, '服务器繁忙', { cause: queryError() }),
    ],
  ])('logs %s by its code, never the SQL parameters', async (_name, thrown) => {
    const { response, log } = await logsOf(thrown);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('select');
    expect(log).toContain('22021');
    expect(log).not.toContain('13812341234');
    expect(log).not.toMatch(/"level":50[^\n]*select \*/);
  });

  it.each([
    ['JSON body', 'application/json', '请求内容过大'],
    ['uploaded image', 'image/png', '文件过大'],
  ])('answers an oversized %s with 413 naming what was too large', async (_name, contentType, message) => {
    const app = Fastify({ bodyLimit: 1024 });
    registerErrorHandler(app);
    app.addContentTypeParser('image/png', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post('/body', () => ({ received: true }));
    const payload =
      contentType === 'application/json' ? JSON.stringify({ text: 'x'.repeat(4096) }) : Buffer.alloc(4096);
    const response = await app.inject({
      method: 'POST',
      url: '/body',
      headers: { 'content-type': contentType },
      payload,
    });
    await app.close();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, success: false, message });
  });
});
