import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandlerModule } from './error-handler.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS, overloadModule, type OverloadLimits } from './overload.ts';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

/** The overload refusal on a bare Fastify with our error handler and three routes, two of them probes. */
async function appWith(overload: OverloadLimits, { beforeReady }: { beforeReady?: () => void } = {}) {
  const app = Fastify();
  open.push(app);
  await errorHandlerModule.register(app, {});
  await overloadModule.register(app, { overload, exemptPaths: ['/healthz', '/readyz'] });
  for (const url of ['/work', '/healthz', '/readyz']) {
    app.get(url, async () => ({ code: 200, success: true, message: '操作成功', data: url }));
  }
  beforeReady?.();
  await app.ready();
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Holds the event loop, as a runaway computation or a huge synchronous JSON would. */
const blockLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

describe('overload refusal', () => {
  it('answers normally below the thresholds', async () => {
    // Samples long enough to hold several of the monitor's 10 ms ticks (an empty one reads as infinite delay).
    const app = await appWith({ maxEventLoopDelayMs: 1000, maxHeapUsedBytes: 0, sampleIntervalMs: 100 });
    await sleep(250);
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
  });

  it('refuses with 503, Retry-After and the envelope once the heap is above its threshold; probes still answer', async () => {
    const app = await appWith({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 50 });
    // Past the warm-up of two samples.
    await sleep(150);
    const refused = await app.inject({ method: 'GET', url: '/work' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({
      code: 503,
      success: false,
      message: '服务繁忙，请稍后再试',
      data: { errorCode: 'server.unavailable' },
    });
    for (const probe of ['/healthz', '/readyz']) {
      expect((await app.inject({ method: 'GET', url: probe })).statusCode, probe).toBe(200);
    }
  });

  it('refuses while the event loop is delayed beyond its threshold, and answers again once it recovers', async () => {
    // A 1.5 s block within a 200 ms sample averages above 60 ms whatever came before it in the sample.
    const app = await appWith({ maxEventLoopDelayMs: 40, maxHeapUsedBytes: 0, sampleIntervalMs: 200 });
    blockLoop(1_500);
    // The sample after the block sees it (under-pressure samples on a timer).
    await sleep(20);
    const refused = await app.inject({ method: 'GET', url: '/work' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    // Two quiet samples later the loop is fine again.
    await sleep(500);
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
  });

  it('does not refuse in the first two samples after the app is ready: they measure its start-up, not load', async () => {
    // A start-up holding the loop (loading and registering everything) before the app is ready.
    const app = await appWith(
      { maxEventLoopDelayMs: 40, maxHeapUsedBytes: 0, sampleIntervalMs: 200 },
      { beforeReady: () => blockLoop(1_500) },
    );
    await sleep(20);
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
  });
});
