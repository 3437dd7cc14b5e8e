import { EARLY_WARNING_ENDPOINTS, urlOf } from '@afp/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginGuard } from '../testing/sessions.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { createLifecycle, RECONNECT_MIN_MS, RECONNECT_SPREAD_MS } from './lifecycle.ts';
import { createGracefulShutdown } from './shutdown.ts';
import { followStream as follow } from '../testing/follow-stream.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown of a listening app', () => {
  const lifecycle = createLifecycle();
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ lifecycle });
    // A request that takes its time, as an export or a slow query would.
    t.app.get('/test/slow', { config: { access: 'public' } }, async () => {
      await sleep(800);
      return { finished: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  it('turns not ready at once, finishes the request in flight, tells the open stream to reconnect, exits 0', async () => {
    const { token } = await loginGuard(t.app);
    const stream = await follow(
      await fetch(`${base}${urlOf(EARLY_WARNING_ENDPOINTS.stream)}`, { headers: { authorization: token } }),
    );
    await expect.poll(() => stream.text).toContain(': connected');
    expect(lifecycle.openStreams()).toBe(1);

    // fetch keeps its connections alive (for the server's 72 s): the close must not wait for them.
    const slow = fetch(`${base}/test/slow`);
    await sleep(100);
    const signalledAt = Date.now();
    const exits: number[] = [];
    const stopped = createGracefulShutdown({
      app: t.app,
      lifecycle,
      closeDatabase: async () => undefined,
      delayMs: 300,
      timeoutMs: 10_000,
      exit: (code) => exits.push(code),
    })('SIGTERM');

    // Still listening during the delay, but not ready: the load balancer moves on.
    const readyz = await fetch(`${base}/readyz`);
    expect(readyz.status).toBe(503);
    expect(((await readyz.json()) as { data: { reason: string } }).data.reason).toBe('draining');

    await stopped;
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await expect.poll(() => stream.ended).toBe(true);
    const reconnect = /retry: (\d+)\nevent: reconnect\ndata: \{"reason":"restart"\}\n\n$/.exec(stream.text);
    expect(reconnect, stream.text).not.toBeNull();
    const retryMs = Number(reconnect![1]);
    expect(retryMs).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
    expect(retryMs).toBeLessThan(RECONNECT_MIN_MS + RECONNECT_SPREAD_MS);
    expect(lifecycle.openStreams()).toBe(0);
    expect(exits).toEqual([0]);
    // No longer accepting connections.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});

describe('the shutdown deadline', () => {
  it('exits 1 when something hangs past the timeout', async () => {
    const app = Fastify();
    app.addHook('onClose', () => new Promise<void>(() => undefined));
    await app.ready();
    const exits: number[] = [];
    const startedAt = Date.now();
    void createGracefulShutdown({
      app,
      lifecycle: createLifecycle(),
      closeDatabase: async () => undefined,
      delayMs: 0,
      timeoutMs: 300,
      exit: (code) => exits.push(code),
    })('SIGTERM');
    await expect.poll(() => exits, { timeout: 2_000 }).toEqual([1]);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(290);
  });

  it('runs once however many signals arrive', async () => {
    const app = Fastify();
    await app.ready();
    const exits: number[] = [];
    const shutDown = createGracefulShutdown({
      app,
      lifecycle: createLifecycle(),
      closeDatabase: async () => undefined,
      delayMs: 0,
      timeoutMs: 1_000,
      exit: (code) => exits.push(code),
    });
    await Promise.all([shutDown('SIGTERM'), shutDown('SIGTERM'), shutDown('SIGINT')]);
    expect(exits).toEqual([0]);
  });
});
