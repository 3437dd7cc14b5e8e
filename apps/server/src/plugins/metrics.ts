import { createHash, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobStats } from '../core/jobs/index.ts';
import type { Lifecycle } from '../core/lifecycle.ts';
import { defineModule } from '../core/module.ts';

/** The PostgreSQL pool's connections now (node-postgres' totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const JOB_STATES = ['queued', 'running', 'retrying', 'failed'] as const;

export interface MetricsContext {
  lifecycle: Lifecycle;
  /** METRICS_TOKEN; without it `/metrics` is not registered at all (404) and nothing is measured. */
  metricsToken: string | undefined;
  /** PostgreSQL only: PGlite has no pool. */
  poolStats?: () => PoolStats;
  /** The job runner's figures, once there is one. */
  jobStats?: () => Promise<JobStats>;
}

/** Latency buckets (seconds) around the list pages' few milliseconds up to the exports' seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal-length digests compared in constant time: the answer's timing tells nothing of the token. */
export function isMetricsCaller(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * Prometheus text at `/metrics` for the operator's scraper, only with `Authorization: Bearer
 * $METRICS_TOKEN`: requests by route pattern (never the raw URL, whose ids would make a series
 * per warning) and status, their latency, open live streams, the event loop's lag, memory, the
 * database pool and the job queue. Each process answers for itself; the scraper adds them up.
 */
export function registerMetrics(app: FastifyInstance, context: MetricsContext): void {
  const { metricsToken, lifecycle, poolStats, jobStats } = context;
  if (!metricsToken) return;
  // One registry per app, not prom-client's global one: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'afp_live_streams',
    help: 'Open live streams (SSE) on this process',
    registers: [registry],
    collect() {
      this.set(lifecycle.openStreams());
    },
  });
  new Gauge({
    name: 'afp_ready',
    help: '1 while this process serves (ready), 0 while starting or draining',
    registers: [registry],
    collect() {
      this.set(lifecycle.phase() === 'serving' ? 1 : 0);
    },
  });
  if (poolStats) {
    new Gauge({
      name: 'afp_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
      },
    });
  }
  if (jobStats) {
    // One read of the queue per scrape, shared by the gauge and the counter.
    let latest: Promise<JobStats | undefined> | undefined;
    const readOnce = () =>
      (latest ??= jobStats()
        // A scrape while the database is away still answers the process's own figures.
        .catch(() => undefined)
        .finally(() => setImmediate(() => (latest = undefined))));
    new Gauge({
      name: 'afp_jobs',
      help: 'Jobs in the queue by state (queued, running, retrying, failed for good), across all processes',
      labelNames: ['state'],
      registers: [registry],
      async collect() {
        const stats = await readOnce();
        if (stats) for (const state of JOB_STATES) this.set({ state }, stats[state]);
      },
    });
    const counted = { completed: 0, failed: 0 };
    new Counter({
      name: 'afp_job_runs_total',
      help: 'Job runs finished by this process, by outcome (failed = the run threw)',
      labelNames: ['outcome'],
      registers: [registry],
      async collect() {
        const stats = await readOnce();
        if (!stats) return;
        // The runner counts; the counter follows it by the difference since the last scrape.
        const now = { completed: stats.completedHere, failed: stats.failuresHere };
        for (const outcome of ['completed', 'failed'] as const) {
          this.inc({ outcome }, Math.max(0, now[outcome] - counted[outcome]));
          counted[outcome] = Math.max(counted[outcome], now[outcome]);
        }
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    // Unmatched URLs share one series, so a scan of random paths cannot grow the registry.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isMetricsCaller(request.headers.authorization, metricsToken)) {
      return reply.status(401).send({
        code: 401,
        success: false,
        message: '无权读取监控指标',
        data: { errorCode: ERROR_CODES.metricsUnauthorized },
      });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}

export const metricsModule = defineModule<MetricsContext>({ name: 'metrics', register: registerMetrics });
