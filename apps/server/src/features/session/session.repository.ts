import { and, eq, isNull } from 'drizzle-orm';
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
    async touch(tokenHash: string, at: Date): Promise<void> {
      await db.update(session).set({ lastSeenAt: at }).where(eq(session.tokenHash, tokenHash));
    },
    async revoke(tokenHash: string, at: Date, reason: string): Promise<void> {
      await db
        .update(session)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(session.tokenHash, tokenHash), isNull(session.revokedAt)));
    },
    async revokeAccount(loginType: LoginType, accountId: string, at: Date, reason: string): Promise<void> {
      await db
        .update(session)
        .set({ revokedAt: at, revokeReason: reason })
        .where(and(eq(session.loginType, loginType), eq(session.accountId, accountId), isNull(session.revokedAt)));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
