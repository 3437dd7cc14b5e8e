import { loginTypeSchema } from '@afp/contract';
import { z } from 'zod';
import type { ClusterBus } from './cluster-bus.ts';

/**
 * The channel on which the database itself announces changes that in-memory caches depend on.
 * Triggers send these messages (migration 0031_cache_invalidation_triggers), so every writer —
 * any server process, a script, an operator's SQL — invalidates every process's caches at commit,
 * and a rolled-back change invalidates nothing. The payload shapes below must match the triggers.
 */
export const CACHE_CHANNEL = 'afp_cache_invalidation';

const invalidationSchema = z.discriminatedUnion('cache', [
  /** An account row changed or went (a role, a name, disabled): that account. */
  z.object({ cache: z.literal('account'), loginType: loginTypeSchema, id: z.string() }),
  /** Organisations changed (an account's cached organisation name or path): every account. */
  z.object({ cache: z.literal('accounts') }),
  /** A session was revoked, re-dated or deleted. */
  z.object({ cache: z.literal('session'), tokenHash: z.string() }),
  /** The fraud-type dictionary changed. */
  z.object({ cache: z.literal('fraud_type') }),
  /** The centre amended the holiday calendar: working-day deadlines read the new one. */
  z.object({ cache: z.literal('holiday_calendar') }),
  /** A change of state was logged (operation log): derived figures may be stale. */
  z.object({ cache: z.literal('changes') }),
]);
export type CacheInvalidation = z.infer<typeof invalidationSchema>;

/**
 * Runs `onChange` for every invalidation a cache cares about, and `onLost` when invalidations may
 * have been missed (the bus reconnected): the cache then drops everything. Without a bus (a
 * service built alone in a test) nothing is heard.
 */
export function onCacheInvalidation<C extends CacheInvalidation['cache']>(
  bus: ClusterBus | undefined,
  cache: C,
  onChange: (message: Extract<CacheInvalidation, { cache: C }>) => void,
  onLost: () => void,
): () => void {
  if (!bus) return () => {};
  return bus.subscribe(
    CACHE_CHANNEL,
    (payload) => {
      const parsed = invalidationSchema.safeParse(payload);
      // A message we cannot read may be one we needed: drop everything rather than keep stale data.
      if (!parsed.success) return onLost();
      if (parsed.data.cache === cache) onChange(parsed.data as Extract<CacheInvalidation, { cache: C }>);
    },
    onLost,
  );
}
