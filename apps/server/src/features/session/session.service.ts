import type { LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import { sessionExpired, sessionRevoked, unauthenticated } from '../../http/errors.ts';
import { newToken, sha256 } from '../../secrets.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { SessionRow } from './session.table.ts';
import type { SessionRepository } from './session.repository.ts';
import {
  DEFAULT_SESSION_LIMITS,
  expiryOf,
  needsTouch,
  sessionState,
  TOUCH_INTERVAL_MS,
  type SessionLimits,
} from './session.rules.ts';

export interface ActiveSession {
  tokenHash: string;
  loginType: LoginType;
  accountId: string;
  expiresAt: Date;
}

/**
 * Session rows are cached for a few seconds: every authenticated request needs one.
 * Across processes: invalidation by message. The session table's trigger announces a revoked,
 * re-dated or deleted session (not the touch of last_seen_at), so a logout through one process is
 * refused by every process at once; this service also evicts its own revocations immediately.
 * Idle tracking lives in the row too (`last_seen_at`, touched at most once a minute): a cached row
 * is at most this old, far below the idle timeout, and whichever process serves the next request
 * reads the last touch of any other.
 */
const SESSION_CACHE_MS = 5_000;

export function createSessionService({
  repository,
  clock,
  bus,
  limits = DEFAULT_SESSION_LIMITS,
}: {
  repository: SessionRepository;
  clock: Clock;
  bus?: ClusterBus;
  /** Idle timeout and absolute lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS); DESIGN §2's defaults when absent. */
  limits?: SessionLimits;
}) {
  const cache = createTtlCache<string, SessionRow>({ ttlMs: SESSION_CACHE_MS, clock });
  onCacheInvalidation(
    bus,
    'session',
    ({ tokenHash }) => cache.delete(tokenHash),
    () => cache.clear(),
  );
  const load = async (tokenHash: string) => {
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const row = await repository.find(tokenHash);
    if (row) cache.set(tokenHash, row);
    return row;
  };

  return {
    /** Opens a session and returns the opaque token; only its hash is stored. */
    async open(loginType: LoginType, accountId: string): Promise<string> {
      const token = newToken();
      const now = clock.now();
      await repository.insert({
        tokenHash: sha256(token),
        loginType,
        accountId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + limits.absoluteMs),
      });
      return token;
    },

    /** 401 when absent or expired, 402 when revoked (DESIGN §1). */
    async resolve(token: string | undefined): Promise<ActiveSession> {
      if (!token) throw unauthenticated();
      const row = await load(sha256(token));
      if (!row) throw sessionExpired();
      const now = clock.now();
      const state = sessionState(row, now, limits);
      if (state === 'revoked') throw sessionRevoked();
      if (state === 'expired') throw sessionExpired();
      if (needsTouch(row.lastSeenAt, now)) {
        await repository.touch(row.tokenHash, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
        row.lastSeenAt = now;
      }
      return {
        tokenHash: row.tokenHash,
        loginType: row.loginType,
        accountId: row.accountId,
        expiresAt: expiryOf(row, limits),
      };
    },

    async revoke(tokenHash: string, reason: string) {
      cache.delete(tokenHash);
      await repository.revoke(tokenHash, clock.now(), reason);
    },
    /** Ends every open session of the account (in every process: the table's trigger announces each); answers how many. */
    async revokeAccount(loginType: LoginType, accountId: string, reason: string): Promise<number> {
      const ended = await repository.revokeAccount(loginType, accountId, clock.now(), reason);
      cache.clear();
      return ended;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
