import { ERROR_CODES } from '@afp/contract';
import { connect, type AddressInfo } from 'node:net';
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

/**
 * Sends a request over a raw socket the way nginx passes on a body it has buffered: the headers, then
 * the body in paced chunks, reading the answer only at the end. A server that closes with bytes
 * still coming resets the connection (EPIPE / ECONNRESET here, 502 Bad Gateway behind nginx).
 */
function sendPaced(port: number, path: string, bytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let ended = false;
    let written = false;
    // Settles once the whole body went out and the answer ended; a write into a closed connection fails it.
    const settle = () => ended && written && resolve(Buffer.concat(received).toString());
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      ended = true;
      settle();
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${bytes}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const next = (error?: Error | null) => {
      if (error) return reject(error);
      if (sent >= bytes) {
        written = true;
        return settle();
      }
      const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      sent += part.length;
      socket.write(part, (failure) => setTimeout(() => next(failure), 5));
    };
    next();
  });
}

describe('a body over the limit', () => {
  it('is read to its end before the 413 goes out, so the sender gets the envelope, not a reset', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/upload', { bodyLimit: 1024 }, () => ({ stored: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await sendPaced(port, '/upload', 2 * 1024 * 1024);
        expect(answer).toMatch(/^HTTP\/1\.1 413/);
        expect(answer).toContain('请求内容过大');
      }
    } finally {
      await app.close();
    }
  });
});
