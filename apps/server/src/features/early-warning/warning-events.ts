import { EventEmitter } from 'node:events';
import { warningEventSchema, type WarningEvent } from '@afp/contract';
import { createLocalClusterBus, type BusLog, type ClusterBus } from '../../core/cluster-bus.ts';

export type WarningEventListener = (event: WarningEvent) => void;

/** One channel for every organisation: each process listens once and hands events to its own streams. */
export const WARNING_EVENTS_CHANNEL = 'afp_warning_events';

/** Warning events for the server push, heard by the open streams of every server process. */
export interface WarningEvents {
  /** Call after the change is committed, so a listener never sees a rolled-back warning. */
  publish(event: WarningEvent): void;
  /** Events for one organisation; returns the unsubscribe function. */
  subscribe(orgId: string, listener: WarningEventListener): () => void;
  /** Events may have been missed (the bus reconnected): streams tell their clients to refetch. */
  onMissed(listener: () => void): () => void;
}

/**
 * Over the cluster bus (PostgreSQL NOTIFY between processes, in-process on the embedded database):
 * a warning pushed, signed or transferred through any process reaches the streams of every
 * process, its own included, through the bus only — so each stream hears an event once.
 */
export function createWarningEvents(bus: ClusterBus = createLocalClusterBus(), log: BusLog = console): WarningEvents {
  const byOrg = new EventEmitter();
  // One listener per open stream: many clients are normal, not a leak.
  byOrg.setMaxListeners(0);
  const missed = new Set<() => void>();
  bus.subscribe(
    WARNING_EVENTS_CHANNEL,
    (payload) => {
      const parsed = warningEventSchema.safeParse(payload);
      if (parsed.success) byOrg.emit(parsed.data.orgId, parsed.data);
      else log.warn({ issues: parsed.error.issues.length }, 'malformed warning event dropped');
    },
    () => {
      for (const listener of missed) listener();
    },
  );
  return {
    publish(event) {
      // The change is committed already: a failed NOTIFY costs a live update, never the change.
      bus.publish(WARNING_EVENTS_CHANNEL, event).catch((error: unknown) => {
        log.warn({ err: error, warningId: event.warningId }, 'warning event not published');
      });
    },
    subscribe(orgId, listener) {
      byOrg.on(orgId, listener);
      return () => byOrg.off(orgId, listener);
    },
    onMissed(listener) {
      missed.add(listener);
      return () => missed.delete(listener);
    },
  };
}
