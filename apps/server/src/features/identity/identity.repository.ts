import { and, eq, lt } from 'drizzle-orm';
import type { LoginType } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { consumedAuthCode, openidBinding, workplaceIdentity } from './identity.table.ts';

export function createIdentityRepository({ db }: { db: Db }) {
  return {
    async findByVendorUser(provider: string, appKey: string, vendorUserId: string) {
      const rows = await db
        .select()
        .from(workplaceIdentity)
        .where(
          and(
            eq(workplaceIdentity.provider, provider),
            eq(workplaceIdentity.appKey, appKey),
            eq(workplaceIdentity.vendorUserId, vendorUserId),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async findByOpenid(openid: string) {
      const rows = await db.select().from(workplaceIdentity).where(eq(workplaceIdentity.openid, openid)).limit(1);
      return rows[0];
    },
    async insertIdentity(row: typeof workplaceIdentity.$inferInsert): Promise<void> {
      await db.insert(workplaceIdentity).values(row);
    },
    async updateName(id: string, name: string): Promise<void> {
      await db.update(workplaceIdentity).set({ name }).where(eq(workplaceIdentity.id, id));
    },
    async touch(id: string, at: Date): Promise<void> {
      await db.update(workplaceIdentity).set({ lastUsedAt: at }).where(eq(workplaceIdentity.id, id));
    },
    /** Replaces the openid, its bindings moving along; false when another call replaced it first. */
    rotateOpenid(id: string, oldOpenid: string, newOpenid: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(workplaceIdentity)
          .set({ openid: newOpenid, lastUsedAt: at })
          .where(and(eq(workplaceIdentity.id, id), eq(workplaceIdentity.openid, oldOpenid)))
          .returning({ id: workplaceIdentity.id });
        if (rotated.length === 0) return false;
        await tx.update(openidBinding).set({ openid: newOpenid }).where(eq(openidBinding.openid, oldOpenid));
        return true;
      });
    },
    /** False when the code was already used: auth codes are single-use. */
    async consumeAuthCode(codeHash: string, at: Date, keepSince: Date): Promise<boolean> {
      await db.delete(consumedAuthCode).where(lt(consumedAuthCode.consumedAt, keepSince));
      const inserted = await db
        .insert(consumedAuthCode)
        .values({ codeHash, consumedAt: at })
        .onConflictDoNothing()
        .returning({ codeHash: consumedAuthCode.codeHash });
      return inserted.length === 1;
    },
    bindings(openid: string, loginType?: LoginType) {
      const byOpenid = eq(openidBinding.openid, openid);
      return db
        .select()
        .from(openidBinding)
        .where(loginType ? and(byOpenid, eq(openidBinding.loginType, loginType)) : byOpenid)
        .orderBy(openidBinding.createdAt);
    },
    async bind(openid: string, loginType: LoginType, accountId: string, at: Date): Promise<void> {
      await db.insert(openidBinding).values({ openid, loginType, accountId, createdAt: at }).onConflictDoNothing();
    },
    /** Removes one account's binding, or all of the login type's when no account is named. */
    async unbind(openid: string, loginType: LoginType, accountId?: string): Promise<number> {
      const conditions = [eq(openidBinding.openid, openid), eq(openidBinding.loginType, loginType)];
      if (accountId) conditions.push(eq(openidBinding.accountId, accountId));
      const removed = await db
        .delete(openidBinding)
        .where(and(...conditions))
        .returning({ accountId: openidBinding.accountId });
      return removed.length;
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
