import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { LoginType } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { loginLock, type LoginLockRow } from './login-lock.table.ts';

/** Lock state per login identifier; every change is a single statement. */
export function createLoginLockRepository({ db }: { db: Db }) {
  const byIdentifier = (loginType: LoginType, loginName: string) =>
    and(eq(loginLock.loginType, loginType), eq(loginLock.loginName, loginName));

  return {
    async find(loginType: LoginType, loginName: string): Promise<LoginLockRow | undefined> {
      const [row] = await db.select().from(loginLock).where(byIdentifier(loginType, loginName)).limit(1);
      return row;
    },
    /** Counts one failure and answers the count, so parallel attempts cannot slip past the lock. */
    async countFailure(loginType: LoginType, loginName: string, at: Date): Promise<number> {
      const [row] = await db
        .insert(loginLock)
        .values({ loginType, loginName, failedLogins: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: [loginLock.loginType, loginLock.loginName],
          set: { failedLogins: sql`${loginLock.failedLogins} + 1`, lastFailureAt: at },
        })
        .returning({ failedLogins: loginLock.failedLogins });
      return row?.failedLogins ?? 1;
    },
    async lock(loginType: LoginType, loginName: string, until: Date): Promise<void> {
      await db.update(loginLock).set({ failedLogins: 0, lockedUntil: until }).where(byIdentifier(loginType, loginName));
    },
    async clear(loginType: LoginType, loginName: string): Promise<void> {
      await db.delete(loginLock).where(byIdentifier(loginType, loginName));
    },
    /** Forgets identifiers without a failure since `before` and not locked: the table stays small. */
    async forgetBefore(before: Date): Promise<void> {
      await db
        .delete(loginLock)
        .where(
          and(
            lt(loginLock.lastFailureAt, before),
            or(isNull(loginLock.lockedUntil), lt(loginLock.lockedUntil, before)),
          ),
        );
    },
  };
}
export type LoginLockRepository = ReturnType<typeof createLoginLockRepository>;
