import { and, eq, isNull, lte } from 'drizzle-orm';
import type { LoginType } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { session, type SessionRow } from './session.table.ts';

export function createSessionRepository({ db }: { db: Db }) {
  return {
    async insert(row: typeof session.$inferInsert): Promise<void> {
      await db.insert(session).values(row);
    },
    async find(tokenHash: string): Promise<SessionRow | undefined> {
      const rows = await db.select().from(session).where(eq(session.tokenHash, tokenHash)).limit(1);
      return rows[0];
    },
    /**
     * Last seen now, unless a write since `staleBefore` says so already (another process's touch):
     * the row is written at most once per interval whichever processes serve the session.
     */
    async touch(tokenHash: string, at: Date, staleBefore: Date): Promise<void> {
      await db
        .update(session)
        .set({ lastSeenAt: at })
        .where(and(eq(session.tokenHash, tokenHash), lte(session.lastSeenAt, staleBefore)));
    },
    async revoke(tokenHash: string, at: Date, reason: string): Promise<void> {
      await db
        .update(session)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(session.tokenHash, tokenHash), isNull(session.revokedAt)));
    },
    /** Ends every open session of the account; answers how many it ended. */
    async revokeAccount(loginType: LoginType, accountId: string, at: Date, reason: string): Promise<number> {
      const ended = await db
        .update(session)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(session.loginType, loginType), eq(session.accountId, accountId), isNull(session.revokedAt)))
        .returning({ tokenHash: session.tokenHash });
      return ended.length;
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
