import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createLifecycle, type Lifecycle } from '../core/lifecycle.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { isMetricsCaller } from './metrics.ts';

const TOKEN = 'metrics-token-of-the-test';
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Database;
let lifecycle: Lifecycle;
let app: FastifyInstance;
let withoutToken: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  lifecycle = createLifecycle();
  app = await buildApp({ database, lifecycle, metricsToken: TOKEN });
  withoutToken = await buildApp({ database });
});
afterAll(async () => {
  await withoutToken.close();
  await app.close();
  await database.close();
});

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one sample line (`name{labels} value`), undefined when absent. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN configured', async () => {
    const response = await withoutToken.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });

  it.each([undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`])(
    'refuses %s with 401 in the envelope',
    async (authorization) => {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 401,
        success: false,
        message: '无权读取监控指标',
        data: { errorCode: 'metrics.unauthorized' },
      });
    },
  );

  it('counts requests and their latency by route pattern and status, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/no/such/path/123' });
    await app.inject({ method: 'GET', url: '/no/such/path/456' });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const healthz = 'method="GET",route="/healthz",status_code="200"';
    expect(sample(text, `http_requests_total{${healthz}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_count{${healthz}}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket{le="10",${healthz}}`)).toBe(3);
    // Two different unknown URLs are one series.
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(2);
    expect(text).not.toContain('/no/such/path');
  });

  it('reports open live streams, readiness, the event loop, memory, the job queue, and the pool on PostgreSQL', async () => {
    const untrack = lifecycle.trackStream({ reconnect: () => undefined });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    untrack();
    expect(sample(text, 'afp_live_streams')).toBe(1);
    expect(sample(text, 'afp_ready')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // The job queue (core/jobs), across every process on the database.
    for (const state of ['queued', 'running', 'retrying', 'failed']) {
      expect(sample(text, `afp_jobs{state="${state}"}`), state).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'afp_job_runs_total{outcome="failed"}')).toBeGreaterThanOrEqual(0);
    if (isPostgres) {
      expect(sample(text, 'afp_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'afp_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('afp_db_pool_connections');
    }
    lifecycle.startDraining();
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'afp_ready')).toBe(0);
  });

  it('compares the token in constant time over digests (any length, no early exit)', () => {
    expect(isMetricsCaller(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isMetricsCaller(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(isMetricsCaller(undefined, TOKEN)).toBe(false);
    expect(isMetricsCaller('x'.repeat(10_000), TOKEN)).toBe(false);
  });
});
