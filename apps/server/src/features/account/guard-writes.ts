import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { guardUser } from './guard-account.table.ts';

/**
 * The account feature's writes to a guard that other features ask for: the guard's own name
 * (profile on the 我的 tab) and the role swap of transfer administrator. The caller forgets the
 * guard in the account cache (`AccountCache.forget`) once its transaction has committed.
 */
export function createGuardWrites({ db }: { db: Db }) {
  return {
    async rename(id: string, name: string): Promise<boolean> {
      const rows = await db.update(guardUser).set({ name }).where(eq(guardUser.id, id)).returning({ id: guardUser.id });
      return rows.length > 0;
    },
    /** Sets the role only when it still is `from`, so a concurrent change is never overwritten. */
    async changeRole(tx: Db | Tx, id: string, from: number, to: number): Promise<boolean> {
      const rows = await tx
        .update(guardUser)
        .set({ roleType: to })
        .where(and(eq(guardUser.id, id), eq(guardUser.roleType, from), eq(guardUser.disabled, false)))
        .returning({ id: guardUser.id });
      return rows.length > 0;
    },
  };
}
export type GuardWrites = ReturnType<typeof createGuardWrites>;
