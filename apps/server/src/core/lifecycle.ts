/**
 * Where this process is in its life, for `/readyz`, `/metrics` and a graceful restart: it is
 * `starting` until the app is ready, `serving` until SIGTERM, then `draining` (not ready, so a load
 * balancer moves on, while in-flight requests finish). Per process by nature: it is this process's
 * state, not shared data.
 */
export type LifecyclePhase = 'starting' | 'serving' | 'draining';

/** An open live stream (SSE) as the lifecycle sees it: it can be told to reconnect elsewhere. */
export interface LiveStream {
  /** Sends the reconnect event with the retry hint (ms) and ends the stream. */
  reconnect(retryMs: number): void;
}

export interface Lifecycle {
  phase(): LifecyclePhase;
  /** The app is ready (its `onReady`); a draining process never turns serving again. */
  markServing(): void;
  /** Not ready from now on; in-flight requests still finish. */
  startDraining(): void;
  /** Counts an open stream until the returned function is called (the stream closed). */
  trackStream(stream: LiveStream): () => void;
  openStreams(): number;
  /** Tells every open stream to reconnect (the app is closing), each after its own spread delay. */
  reconnectStreams(): void;
}

/**
 * Streams reconnect after 0.5–2.5 s, spread so that a process's thousand guards do not arrive at
 * the other process in the same millisecond; by then this one no longer accepts connections.
 */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_SPREAD_MS = 2000;

export function createLifecycle(random: () => number = Math.random): Lifecycle {
  let phase: LifecyclePhase = 'starting';
  const streams = new Set<LiveStream>();
  return {
    phase: () => phase,
    markServing() {
      if (phase === 'starting') phase = 'serving';
    },
    startDraining() {
      phase = 'draining';
    },
    trackStream(stream) {
      streams.add(stream);
      return () => streams.delete(stream);
    },
    openStreams: () => streams.size,
    reconnectStreams() {
      for (const stream of [...streams]) {
        streams.delete(stream);
        stream.reconnect(RECONNECT_MIN_MS + Math.floor(random() * RECONNECT_SPREAD_MS));
      }
    },
  };
}
