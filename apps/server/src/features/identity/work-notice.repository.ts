import { and, count, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { GUARD_ROLE, LOGIN_TYPES } from '@afp/contract';
import type { Audience } from '../../core/work-item-source.ts';
import type { Db } from '../../db/client.ts';
import { cooperationAccount, guardUser, oaAccount } from '../account/index.ts';
import { openidBinding, workplaceIdentity } from './identity.table.ts';
import { workNoticeDelivery } from './work-notice.table.ts';

/** One app's deliveries of one content on one China-time day. */
export interface DeliveryKey {
  provider: string;
  appKey: string;
  day: string;
  contentHash: string;
}

const ACCOUNT_TABLES = { oa: oaAccount, guard: guardUser, cooperation: cooperationAccount } as const;

export function createWorkNoticeRepository({ db }: { db: Db }) {
  /**
   * Bindings to an enabled account of the organisation, whatever its login type; for `admins` only
   * its oa staff and guard team admins and above (contract `isOrgAdmin`: who receives 公文 and fills reports).
   */
  const membersOf = (orgId: string, audience: Audience) =>
    or(
      ...LOGIN_TYPES.filter((loginType) => audience === 'members' || loginType !== 'cooperation').map((loginType) => {
        const table = ACCOUNT_TABLES[loginType];
        const admins =
          audience === 'admins' && loginType === 'guard' ? gte(guardUser.roleType, GUARD_ROLE.teamAdmin) : undefined;
        const members = db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.orgId, orgId), eq(table.disabled, false), admins));
        return and(eq(openidBinding.loginType, loginType), inArray(openidBinding.accountId, members));
      }),
    );

  return {
    /** The app's users bound to an enabled account of the organisation (each once). */
    async recipients(
      orgId: string,
      app: { provider: string; appKey: string },
      audience: Audience = 'members',
    ): Promise<string[]> {
      const rows = await db
        .selectDistinct({ vendorUserId: workplaceIdentity.vendorUserId })
        .from(workplaceIdentity)
        .innerJoin(openidBinding, eq(openidBinding.openid, workplaceIdentity.openid))
        .where(
          and(
            eq(workplaceIdentity.provider, app.provider),
            eq(workplaceIdentity.appKey, app.appKey),
            membersOf(orgId, audience),
          ),
        )
        .orderBy(workplaceIdentity.vendorUserId);
      return rows.map((row) => row.vendorUserId);
    },

    /** The app's users bound to one account (a guard in charge of an item). */
    async recipientsOfAccount(
      loginType: (typeof LOGIN_TYPES)[number],
      accountId: string,
      app: { provider: string; appKey: string },
    ): Promise<string[]> {
      const rows = await db
        .selectDistinct({ vendorUserId: workplaceIdentity.vendorUserId })
        .from(workplaceIdentity)
        .innerJoin(openidBinding, eq(openidBinding.openid, workplaceIdentity.openid))
        .where(
          and(
            eq(workplaceIdentity.provider, app.provider),
            eq(workplaceIdentity.appKey, app.appKey),
            eq(openidBinding.loginType, loginType),
            eq(openidBinding.accountId, accountId),
          ),
        )
        .orderBy(workplaceIdentity.vendorUserId);
      return rows.map((row) => row.vendorUserId);
    },

    /**
     * Records the deliveries still worth sending and answers their users: not those who got this
     * content today, nor those at the daily cap. Earlier days' rows are dropped on the way.
     */
    async reserve(key: DeliveryKey, vendorUserIds: string[], cap: number, noticeId: string, at: Date) {
      if (vendorUserIds.length === 0) return [];
      await db.delete(workNoticeDelivery).where(lt(workNoticeDelivery.day, key.day));
      const app = and(eq(workNoticeDelivery.provider, key.provider), eq(workNoticeDelivery.appKey, key.appKey));
      const full = await db
        .select({ vendorUserId: workNoticeDelivery.vendorUserId })
        .from(workNoticeDelivery)
        .where(and(app, eq(workNoticeDelivery.day, key.day), inArray(workNoticeDelivery.vendorUserId, vendorUserIds)))
        .groupBy(workNoticeDelivery.vendorUserId)
        .having(gte(count(), cap));
      const atCap = new Set(full.map((row) => row.vendorUserId));
      const open = vendorUserIds.filter((id) => !atCap.has(id));
      if (open.length === 0) return [];
      const reserved = await db
        .insert(workNoticeDelivery)
        .values(open.map((vendorUserId) => ({ ...key, vendorUserId, noticeId, sentAt: at })))
        .onConflictDoNothing()
        .returning({ vendorUserId: workNoticeDelivery.vendorUserId });
      return reserved.map((row) => row.vendorUserId);
    },

    /** Takes back this notice's deliveries the vendor did not accept, so a later notice may try again. */
    async release(key: DeliveryKey, vendorUserIds: string[], noticeId: string): Promise<void> {
      await db
        .delete(workNoticeDelivery)
        .where(
          and(
            eq(workNoticeDelivery.provider, key.provider),
            eq(workNoticeDelivery.appKey, key.appKey),
            eq(workNoticeDelivery.day, key.day),
            eq(workNoticeDelivery.contentHash, key.contentHash),
            eq(workNoticeDelivery.noticeId, noticeId),
            inArray(workNoticeDelivery.vendorUserId, vendorUserIds),
          ),
        );
    },
  };
}
export type WorkNoticeRepository = ReturnType<typeof createWorkNoticeRepository>;
