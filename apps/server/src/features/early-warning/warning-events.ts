import { EventEmitter } from 'node:events';
import type { WarningEvent } from '@afp/contract';

export type WarningEventListener = (event: WarningEvent) => void;

/**
 * Warning events for the server push. The in-process bus reaches only clients connected to this
 * process; with several processes behind a load balancer, replace it with an implementation of
 * this interface over PostgreSQL LISTEN/NOTIFY or Redis pub/sub (publish → NOTIFY/PUBLISH on a
 * channel per organisation, subscribe → LISTEN/SUBSCRIBE), without touching its callers.
 */
export interface WarningEvents {
  /** Call after the change is committed, so a listener never sees a rolled-back warning. */
  publish(event: WarningEvent): void;
  /** Events for one organisation; returns the unsubscribe function. */
  subscribe(orgId: string, listener: WarningEventListener): () => void;
}

export function createWarningEvents(): WarningEvents {
  const emitter = new EventEmitter();
  // One listener per open stream: many clients are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit(event.orgId, event);
    },
    subscribe(orgId, listener) {
      emitter.on(orgId, listener);
      return () => emitter.off(orgId, listener);
    },
  };
}
