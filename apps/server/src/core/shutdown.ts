import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.ts';

export interface ShutdownDeps {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** After the app has closed (its onClose hooks stop the job runner and the bus first). */
  closeDatabase: () => Promise<void>;
  /** Not ready but still serving this long, so a load balancer polling /readyz moves on first. */
  delayMs: number;
  /** Past this the process exits non-zero, whatever still hangs. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * The graceful stop of a rolling restart, started by SIGTERM in server.ts:
 * 1. not ready at once (`/readyz` 503), still serving for `delayMs`;
 * 2. `app.close()`: open live streams are told to reconnect (preClose), the listener closes, requests
 *    in flight finish (a kept-alive connection still gets its answer, with Connection: close), then the
 *    onClose hooks stop the job runner (running jobs finish or go back to the queue) and the bus;
 * 3. the database closes and the process exits 0 — or 1 at `timeoutMs` if anything hangs, so an
 *    orchestrator never waits on a stuck process.
 * A second call does nothing: the first one is already under way.
 */
export function createGracefulShutdown({ app, lifecycle, closeDatabase, delayMs, timeoutMs, exit }: ShutdownDeps) {
  let started = false;
  return async function shutDown(signal: string): Promise<void> {
    if (started) return;
    started = true;
    const startedAt = Date.now();
    const deadline = setTimeout(() => {
      app.log.error({ signal, timeoutMs }, 'shutdown did not finish in time: exiting anyway');
      exit(1);
    }, timeoutMs);
    deadline.unref();
    lifecycle.startDraining();
    app.log.info({ signal, delayMs, openStreams: lifecycle.openStreams() }, 'draining: not ready any more');
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await app.close();
      await closeDatabase();
      clearTimeout(deadline);
      app.log.info({ signal, ms: Date.now() - startedAt }, 'stopped');
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      app.log.error({ err: error, signal }, 'shutdown failed');
      exit(1);
    }
  };
}
