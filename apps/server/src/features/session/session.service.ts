import { SESSION_ABSOLUTE_MS, type LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { sessionExpired, sessionRevoked, unauthenticated } from '../../http/errors.ts';
import { newToken, sha256 } from '../../secrets.ts';
import type { SessionRepository } from './session.repository.ts';
import { needsTouch, sessionState } from './session.rules.ts';

export interface ActiveSession {
  tokenHash: string;
  loginType: LoginType;
  accountId: string;
  expiresAt: Date;
}

export function createSessionService({ repository, clock }: { repository: SessionRepository; clock: Clock }) {
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
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      });
      return token;
    },

    /** 401 when absent or expired, 402 when revoked (DESIGN §1). */
    async resolve(token: string | undefined): Promise<ActiveSession> {
      if (!token) throw unauthenticated();
      const row = await repository.find(sha256(token));
      if (!row) throw sessionExpired();
      const now = clock.now();
      const state = sessionState(row, now);
      if (state === 'revoked') throw sessionRevoked();
      if (state === 'expired') throw sessionExpired();
      if (needsTouch(row.lastSeenAt, now)) await repository.touch(row.tokenHash, now);
      return { tokenHash: row.tokenHash, loginType: row.loginType, accountId: row.accountId, expiresAt: row.expiresAt };
    },

    revoke: (tokenHash: string, reason: string) => repository.revoke(tokenHash, clock.now(), reason),
    revokeAccount: (loginType: LoginType, accountId: string, reason: string) =>
      repository.revokeAccount(loginType, accountId, clock.now(), reason),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
