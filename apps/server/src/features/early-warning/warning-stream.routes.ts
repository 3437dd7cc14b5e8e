import { EARLY_WARNING_ENDPOINTS, type WarningEvent } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
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
  { events, pingMs = STREAM_PING_MS }: { events: WarningEvents; pingMs?: number },
) {
  const open = new Set<ServerResponse>();
  // An open stream would otherwise hold app.close() forever.
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });

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
      open.add(raw);

      const send = (event: WarningEvent) => raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = events.subscribe(orgId, send);
      const ping = setInterval(() => raw.write(': ping\n\n'), pingMs);
      const cleanUp = () => {
        clearInterval(ping);
        unsubscribe();
        open.delete(raw);
      };
      // The response's close fires on client disconnect and on our own end(); the request's does not.
      raw.on('close', cleanUp);
    },
  });
}
