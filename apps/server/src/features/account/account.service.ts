import {
  isInSubtree,
  isOrgAdmin,
  ORG_LEVEL,
  type CooperationMyInfo,
  type GuardUserInfo,
  type LoginInfo,
} from '@afp/contract';
import type { Account, Principal } from '../../core/principal.ts';
import { notFound } from '../../http/errors.ts';
import type { OrgRepository } from '../org/index.ts';
import type { AccountRepository } from './account.repository.ts';

export function createAccountService({ accounts, orgs }: { accounts: AccountRepository; orgs: OrgRepository }) {
  /** Another guard's profile is visible to admins of an organisation above it, and to oa staff over it. */
  function canSee(caller: Principal, targetOrgPath: string): boolean {
    return isOrgAdmin(caller) && isInSubtree(targetOrgPath, caller.orgPath);
  }

  async function profileOf(guard: Pick<Account, 'name' | 'orgPath'>): Promise<GuardUserInfo> {
    const lineage = await orgs.lineage(guard.orgPath);
    const nameAt = (level: number) => lineage.find((o) => o.level === level)?.name ?? '';
    return { name: guard.name, area: nameAt(ORG_LEVEL.district), street: nameAt(ORG_LEVEL.station) };
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
