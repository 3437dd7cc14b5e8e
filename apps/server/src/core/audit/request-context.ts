import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What an audit row takes from the request it was written in, without every service passing it
 * down: the client's address (`request.ip`, i.e. X-Forwarded-For only from TRUSTED_PROXIES), and
 * whether the request wrote an audit row (its answer then asks for a seal). Set for each request
 * by the audit module's onRequest hook; jobs and scripts run outside any request (no address).
 */
export interface AuditRequest {
  clientAddress: string;
  audited: boolean;
}

const storage = new AsyncLocalStorage<AuditRequest>();

/** Runs the rest of a request inside its audit context (the hook's `done`). */
export const runInAuditRequest = (request: AuditRequest, next: () => void): void => storage.run(request, next);

/** The client address of the request being answered, null outside a request (a job, the seed). */
export const currentClientAddress = (): string | null => storage.getStore()?.clientAddress ?? null;

/** An audit writer marks its request: the answer then seals the chain soon after the commit. */
export function markAudited(): void {
  const store = storage.getStore();
  if (store) store.audited = true;
}
