import { EARLY_WARNING_ENDPOINTS, LIVE_STREAM_EVENTS, type WarningEvent } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from '../../core/lifecycle.ts';
import { registerRawRoute } from '../../core/route.ts';
import type { WarningEvents } from './warning-events.ts';

/** Below the usual 30–60 s idle timeouts of proxies and load balancers. */
export const STREAM_PING_MS = 25_000;

/**
 * Server push of new warnings (Server-Sent Events) to the open clients of the caller's
 * organisation. The client reads it with fetch and the Authorization header — no token in the URL.
 */
export function warningStreamRoutes(
  app: FastifyInstance,
  { events, lifecycle, pingMs = STREAM_PING_MS }: { events: WarningEvents; lifecycle: Lifecycle; pingMs?: number },
) {
  registerRawRoute(app, EARLY_WARNING_ENDPOINTS.stream, {
    access: ['guard'],
    handler: ({ caller, reply }) => {
      const { orgId } = caller;
      reply.hijack();
      const raw = reply.raw;
      // Hijacked: the headers already set on the reply (security headers) are written by hand.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n: connected\n\n');
      // Closing the app (a restart) tells the client to come back — to another process — and ends
      // the stream, which would otherwise hold app.close() forever.
      const untrack = lifecycle.trackStream({
        reconnect(retryMs) {
          raw.end(`retry: ${retryMs}\nevent: ${LIVE_STREAM_EVENTS.reconnect}\ndata: {"reason":"restart"}\n\n`);
        },
      });

      const send = (event: WarningEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = events.subscribe(orgId, send);
      // The cluster bus lost its connection a moment: events may have been missed, the client refetches.
      const unheard = events.onMissed(() =>
        raw.write(`event: ${LIVE_STREAM_EVENTS.resync}\ndata: {"reason":"missed"}\n\n`),
      );
      const ping = setInterval(() => raw.write(': ping\n\n'), pingMs);
      const cleanUp = () => {
        clearInterval(ping);
        unsubscribe();
        unheard();
        untrack();
      };
      // The response's close fires on client disconnect and on our own end(); the request's does not.
      raw.on('close', cleanUp);
    },
  });
}
