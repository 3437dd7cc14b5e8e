import { getHeapStatistics } from 'node:v8';
import { ERROR_CODES } from '@afp/contract';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineModule } from '../core/module.ts';

/** Thresholds above which this process refuses new requests with 503 + Retry-After; 0 turns one off. */
export interface OverloadLimits {
  /** Mean event-loop delay over a sample (ms). */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes); undefined = 90 % of V8's heap limit. */
  maxHeapUsedBytes?: number;
  /** How often the figures are sampled (ms); tests shorten it. */
  sampleIntervalMs?: number;
}

export interface OverloadContext {
  /** Undefined: no refusal (tests, where a seed may hold the loop for seconds). */
  overload: OverloadLimits | undefined;
  /** Probes and the metrics scrape, answered even under pressure. */
  exemptPaths: readonly string[];
}

export const OVERLOAD_RETRY_AFTER_SECONDS = 5;
/** Near V8's limit the collector runs all the time and every request slows; refusing some lets it recover. */
const HEAP_SHARE_OF_LIMIT = 0.9;
const REFUSAL_LOG_EVERY_MS = 10_000;
/** under-pressure's own sample interval when none is given. */
const DEFAULT_SAMPLE_INTERVAL_MS = 1_000;
/** The first samples after the app is ready still measure the start-up (loading, registering), not load. */
const WARM_UP_SAMPLES = 2;

export const defaultMaxHeapUsedBytes = () => Math.floor(getHeapStatistics().heap_size_limit * HEAP_SHARE_OF_LIMIT);

/**
 * Refuses requests while the process is overloaded (@fastify/under-pressure): 503 in our envelope
 * with Retry-After, before the event loop stalls or the heap runs out, so the load balancer or the
 * client tries again (another process may answer) instead of every request timing out. The probes
 * stay answered: an overloaded process is alive, and taking every busy process out of rotation at
 * once would turn overload into an outage.
 */
export const overloadModule = defineModule<OverloadContext>({
  name: 'overload',
  async register(app, { overload, exemptPaths }) {
    if (!overload) return;
    const exempt = new Set(exemptPaths);
    const warmUpMs = WARM_UP_SAMPLES * (overload.sampleIntervalMs ?? DEFAULT_SAMPLE_INTERVAL_MS);
    let readyAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      readyAt = Date.now();
    });
    let lastLoggedAt = 0;
    const refuse = (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      // Returning nothing lets the request through (under-pressure's contract for a handler).
      if (request.routeOptions.url && exempt.has(request.routeOptions.url)) return undefined;
      // A fresh process would otherwise refuse its first requests for the delay of its own start, and a
      // rolling restart would show them an error.
      if (Date.now() - readyAt < warmUpMs) return undefined;
      if (Date.now() - lastLoggedAt > REFUSAL_LOG_EVERY_MS) {
        lastLoggedAt = Date.now();
        request.log.warn({ type, value }, 'overloaded: refusing requests with 503');
      }
      reply.status(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS));
      return {
        code: 503,
        success: false,
        message: '服务繁忙，请稍后再试',
        data: { errorCode: ERROR_CODES.unavailable },
      };
    };
    await app.register(underPressure, {
      maxEventLoopDelay: overload.maxEventLoopDelayMs,
      maxHeapUsedBytes: overload.maxHeapUsedBytes ?? defaultMaxHeapUsedBytes(),
      sampleInterval: overload.sampleIntervalMs,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // under-pressure sends whatever the handler returns; its type says void.
      pressureHandler: refuse as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  },
});
