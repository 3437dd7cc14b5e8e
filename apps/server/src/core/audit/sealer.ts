import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sealAuditChains } from './seal.ts';

/**
 * Seals this process's audit rows soon after the request that wrote them answered (its transaction
 * has committed by then): at most one seal waiting, so a burst of requests costs one seal. Rows of
 * jobs and of other writers are sealed by the minutely job.
 */
export function createAuditSealer({ db, log, delayMs = 500 }: { db: Db; log: FastifyBaseLogger; delayMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const run = () => {
    timer = undefined;
    running = sealAuditChains(db)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'sealing the audit trail failed; the minutely job retries'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    soon(): void {
      if (closed || timer) return;
      timer = setTimeout(run, delayMs);
      timer.unref();
    },
    /** Takes no more seals and waits for the one running (the app closes its database next). */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
export type AuditSealer = ReturnType<typeof createAuditSealer>;
