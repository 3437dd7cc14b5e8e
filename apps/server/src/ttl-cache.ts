import type { Clock } from './clock.ts';

/**
 * A small in-process cache with a time to live. Its owner keeps it correct across processes
 * (core/cache-invalidation.ts: the database announces changes on the cluster bus, or a generation
 * heard there is part of the key); the time to live only bounds the cost of a lost message.
 */
export function createTtlCache<K, V>({
  ttlMs,
  maxEntries = 10_000,
  clock,
}: {
  ttlMs: number;
  maxEntries?: number;
  clock: Clock;
}) {
  const entries = new Map<K, { value: V; until: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V): void {
      // Dropping everything at the limit is crude but bounded, and the limit is rarely reached.
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { value, until: clock.now().getTime() + ttlMs });
    },
    delete: (key: K) => entries.delete(key),
    clear: () => entries.clear(),
  };
}
