import type { LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Account } from '../../core/principal.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { AccountRepository } from './account.repository.ts';

/**
 * Accounts behind sessions are cached this long: every request needs one, and a disabled account
 * is refused (402) within this time — a revoked session is refused at once (session service).
 */
export const ACCOUNT_CACHE_MS = 5_000;

/**
 * The accounts the access check resolves sessions to, read through a short cache. A feature that
 * changes an account (a role swap, a new name) forgets it once its transaction has committed, so
 * the next request of either session sees the change (another process within ACCOUNT_CACHE_MS).
 */
export function createAccountCache({ accounts, clock }: { accounts: AccountRepository; clock: Clock }) {
  const cache = createTtlCache<string, Account>({ ttlMs: ACCOUNT_CACHE_MS, clock });
  const keyOf = (loginType: LoginType, id: string) => `${loginType}:${id}`;
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
