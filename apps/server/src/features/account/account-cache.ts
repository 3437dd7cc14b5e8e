import type { LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import type { Account } from '../../core/principal.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { AccountRepository } from './account.repository.ts';

/**
 * Accounts behind sessions are cached this long: every request needs one. The time to live only
 * bounds the damage of a lost invalidation; changes are heard at once (below).
 */
export const ACCOUNT_CACHE_MS = 5_000;

/**
 * The accounts the access check resolves sessions to, read through a short cache.
 * Across processes: invalidation by message. The account tables' triggers announce every changed
 * or deleted account (a role swap, disabled, renamed — by any process or by hand in the database)
 * and the organisation table's trigger any organisation change (an account holds its
 * organisation's name and path); every process drops those entries at commit. A role must not
 * outlive its change by a TTL, and a per-request generation read would cost a query per request.
 * A feature that changes an account also forgets it here at once (its own next request).
 */
export function createAccountCache({
  accounts,
  clock,
  bus,
}: {
  accounts: AccountRepository;
  clock: Clock;
  bus?: ClusterBus;
}) {
  const cache = createTtlCache<string, Account>({ ttlMs: ACCOUNT_CACHE_MS, clock });
  const keyOf = (loginType: LoginType, id: string) => `${loginType}:${id}`;
  const dropAll = () => cache.clear();
  onCacheInvalidation(bus, 'account', ({ loginType, id }) => cache.delete(keyOf(loginType, id)), dropAll);
  onCacheInvalidation(bus, 'accounts', dropAll, dropAll);
  return {
    /** The account as cached, else as stored; only usable (not disabled) accounts are kept. */
    async find(loginType: LoginType, id: string): Promise<Account | undefined> {
      const cached = cache.get(keyOf(loginType, id));
      if (cached) return cached;
      const account = await accounts.findById(loginType, id);
      if (account && !account.disabled) cache.set(keyOf(loginType, id), account);
      return account;
    },
    forget(loginType: LoginType, id: string): void {
      cache.delete(keyOf(loginType, id));
    },
  };
}
export type AccountCache = ReturnType<typeof createAccountCache>;
