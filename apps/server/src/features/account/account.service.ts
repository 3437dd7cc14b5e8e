import {
  isInSubtree,
  isOrgAdmin,
  ORG_LEVEL,
  type CooperationMyInfo,
  type GuardUserInfo,
  type LoginInfo,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import type { Account, Principal } from '../../core/principal.ts';
import { notFound } from '../../http/errors.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { OrgRepository } from '../org/index.ts';
import { ACCOUNT_CACHE_MS } from './account-cache.ts';
import type { AccountRepository } from './account.repository.ts';

type Area = Pick<GuardUserInfo, 'area' | 'street'>;

export function createAccountService({
  accounts,
  orgs,
  clock,
  bus,
}: {
  accounts: AccountRepository;
  orgs: OrgRepository;
  clock: Clock;
  bus?: ClusterBus;
}) {
  /** Another guard's profile is visible to admins of an organisation above it, and to oa staff over it. */
  function canSee(caller: Principal, targetOrgPath: string): boolean {
    return isOrgAdmin(caller) && isInSubtree(targetOrgPath, caller.orgPath);
  }

  /**
   * District and station names by organisation path, kept like the accounts that hold their
   * organisation's name: every guard home asks for them (guard-user/info), and with the session
   * and the account cached this was the request's only query. The organisation table's trigger
   * announces any change ('accounts'), so a rename is heard at once.
   */
  const areas = createTtlCache<string, Area>({ ttlMs: ACCOUNT_CACHE_MS, clock });
  const forgetAreas = () => areas.clear();
  onCacheInvalidation(bus, 'accounts', forgetAreas, forgetAreas);

  async function areaOf(orgPath: string): Promise<Area> {
    const cached = areas.get(orgPath);
    if (cached) return cached;
    const lineage = await orgs.lineage(orgPath);
    const nameAt = (level: number) => lineage.find((o) => o.level === level)?.name ?? '';
    const area = { area: nameAt(ORG_LEVEL.district), street: nameAt(ORG_LEVEL.station) };
    areas.set(orgPath, area);
    return area;
  }

  async function profileOf(guard: Pick<Account, 'name' | 'orgPath'>): Promise<GuardUserInfo> {
    return { name: guard.name, ...(await areaOf(guard.orgPath)) };
  }

  return {
    /** guard-user/info: name, area (district) and street of a guard; the caller's own by default. */
    async guardInfo(caller: Principal, uid: string | undefined): Promise<GuardUserInfo> {
      const own = caller.loginType === 'guard' && (!uid || uid === caller.id);
      const guard = own ? caller : uid ? await accounts.findById('guard', uid) : undefined;
      // Outside the caller's scope answers exactly like a missing guard.
      if (!guard || (!own && !canSee(caller, guard.orgPath))) throw notFound('卫士不存在');
      return profileOf(guard);
    },

    /** A guard's own profile right after their login (the code login answers it with the session). */
    async guardProfile(uid: string): Promise<GuardUserInfo | null> {
      const guard = await accounts.findById('guard', uid);
      return guard ? profileOf(guard) : null;
    },

    cooperationInfo: (caller: Principal): CooperationMyInfo => ({
      accountId: caller.id,
      name: caller.name,
      phone: caller.phone,
      orgId: caller.orgId,
      orgName: caller.orgName,
    }),

    loginInfo: (caller: Principal): LoginInfo => ({
      loginType: caller.loginType,
      accountId: caller.id,
      name: caller.name,
      phone: caller.phone,
      orgId: caller.orgId,
      orgName: caller.orgName,
      orgLevel: caller.orgLevel,
      roleType: caller.roleType,
      utype: caller.utype,
      expiresAt: caller.sessionExpiresAt.toISOString(),
    }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
