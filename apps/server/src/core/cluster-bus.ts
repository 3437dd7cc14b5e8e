import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** NOTIFY refuses a payload of 8000 bytes or more: messages carry ids, never rows. */
export const MAX_PAYLOAD_BYTES = 7999;
/** Lower-case identifiers only: LISTEN names them quoted, pg_notify as a string, and both must match. */
const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export type BusListener = (payload: unknown) => void;

/**
 * Messages between every server process on one database. A subscriber hears every message
 * published after its process started listening, its own process's included; when the listening
 * connection was lost, `onMissed` tells it that messages may have been missed meanwhile (drop a
 * cache, refetch a list).
 */
export interface ClusterBus {
  /** Sends a JSON value (≤ 8000 bytes serialised) to every process; call after the change committed. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: BusListener, onMissed?: () => void): () => void;
  /** Resolves once every channel subscribed so far is listened to (messages from now on arrive). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export interface BusLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function serialise(channel: string, payload: unknown): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`cluster bus: invalid channel name ${channel}`);
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
    throw new Error(`cluster bus: payload on ${channel} exceeds ${MAX_PAYLOAD_BYTES} bytes (send ids, not rows)`);
  return text;
}

/** Listeners per channel, shared by both buses; a throwing listener never stops the others. */
function createRegistry(log: BusLog) {
  const listeners = new EventEmitter();
  // One listener per cache and per open stream's feature: many are normal, not a leak.
  listeners.setMaxListeners(0);
  const missed = new Set<() => void>();
  const safely = (run: () => void) => {
    try {
      run();
    } catch (error) {
      log.warn({ err: error }, 'cluster bus listener failed');
    }
  };
  return {
    add(channel: string, listener: BusListener, onMissed?: () => void) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`cluster bus: invalid channel name ${channel}`);
      const guarded = (payload: unknown) => safely(() => listener(payload));
      listeners.on(channel, guarded);
      if (onMissed) missed.add(onMissed);
      return () => {
        listeners.off(channel, guarded);
        if (onMissed) missed.delete(onMissed);
      };
    },
    deliver(channel: string, text: string) {
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        // Anyone with the database may NOTIFY; a message that is not ours is dropped, not thrown.
        return log.warn({ channel }, 'cluster bus message is not JSON; dropped');
      }
      listeners.emit(channel, payload);
    },
    channels: () => listeners.eventNames().map(String),
    tellMissed: () => {
      for (const onMissed of missed) safely(onMissed);
    },
  };
}

/** The embedded database is single-process: an in-process emitter with the same contract. */
export function createLocalClusterBus(log: BusLog = console): ClusterBus {
  const registry = createRegistry(log);
  return {
    async publish(channel, payload) {
      const text = serialise(channel, payload);
      // Asynchronous like NOTIFY, so a publisher never runs its listeners inside its own call.
      queueMicrotask(() => registry.deliver(channel, text));
    },
    subscribe: (channel, listener, onMissed) => registry.add(channel, listener, onMissed),
    listening: async () => {},
    close: async () => {},
  };
}

export interface PostgresBusOptions {
  connectionString: string;
  /** Sends NOTIFY (any connection of the process's pool); the listening connection only listens. */
  notify: (channel: string, text: string) => Promise<void>;
  log?: BusLog;
  /** First reconnection delay; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A silently dead connection (no error, no end) is found by a query on it this often. */
  pingMs?: number;
}

/**
 * PostgreSQL LISTEN/NOTIFY with ONE dedicated connection per process (a pooled connection would
 * be handed to other queries and lose its LISTENs). When it drops, it reconnects with backoff,
 * listens again to every channel, and tells subscribers they may have missed messages.
 */
export async function createPostgresClusterBus(options: PostgresBusOptions): Promise<ClusterBus> {
  const { connectionString, notify, log = console, backoffMs = 200, maxBackoffMs = 10_000, pingMs = 30_000 } = options;
  const registry = createRegistry(log);
  const listened = new Set<string>();
  let client: pg.Client | undefined;
  let pending: Promise<unknown> = Promise.resolve();
  let closed = false;
  let delay = backoffMs;
  let retry: NodeJS.Timeout | undefined;

  const listen = (channel: string) => {
    listened.add(channel);
    const current = client;
    if (!current) return;
    // pg queues queries per client in order; `listening()` waits for the latest.
    pending = current.query(`LISTEN "${channel}"`).catch((error: unknown) => drop(current, error));
  };

  function drop(lost: pg.Client, error: unknown) {
    if (client !== lost) return;
    client = undefined;
    listened.clear();
    lost.removeAllListeners('notification');
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error, retryInMs: delay }, 'cluster bus connection lost; reconnecting');
    retry = setTimeout(() => void connect(true), delay);
    retry.unref();
    delay = Math.min(delay * 2, maxBackoffMs);
  }

  async function connect(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'afp-cluster-bus' });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('connection ended')));
    next.on('notification', (message) => {
      if (message.payload !== undefined) registry.deliver(message.channel, message.payload);
    });
    client = next;
    try {
      await next.connect();
    } catch (error) {
      drop(next, error);
      return;
    }
    if (closed) return void next.end().catch(() => {});
    delay = backoffMs;
    for (const channel of registry.channels()) listen(channel);
    await pending;
    if (isReconnect && client === next) {
      log.info({ channels: registry.channels() }, 'cluster bus reconnected');
      registry.tellMissed();
    }
  }

  const ping = setInterval(() => {
    const current = client;
    if (!current) return;
    const timeout = setTimeout(() => drop(current, new Error('ping timed out')), 10_000);
    current
      .query('select 1')
      .catch((error: unknown) => drop(current, error))
      .finally(() => clearTimeout(timeout));
  }, pingMs);
  ping.unref();

  await connect(false);

  return {
    async publish(channel, payload) {
      await notify(channel, serialise(channel, payload));
    },
    subscribe(channel, listener, onMissed) {
      const unsubscribe = registry.add(channel, listener, onMissed);
      if (!listened.has(channel)) listen(channel);
      // Channels stay listened to after their last subscriber leaves: few, fixed names per process.
      return unsubscribe;
    },
    async listening() {
      await pending;
    },
    async close() {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** The bus of a database: LISTEN/NOTIFY on PostgreSQL, in-process on the embedded database. */
export function createClusterBus(database: Database, log?: BusLog): Promise<ClusterBus> {
  if (database.engine === 'pglite' || !database.url) return Promise.resolve(createLocalClusterBus(log));
  const { db } = database;
  return createPostgresClusterBus({
    connectionString: database.url,
    notify: async (channel, text) => {
      await db.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    log,
  });
}
