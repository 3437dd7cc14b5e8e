import { and, asc, eq, inArray } from 'drizzle-orm';
import { OA_ADMIN_UTYPE, type VerifyGroup } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { Principal } from '../../plugins/access.ts';
import { verifyGroup, verifyGroupMember, verifyGroupOrg } from './verify-group.table.ts';

type GroupKind = (typeof verifyGroup.$inferSelect)['kind'];

export function createVerifyGroupService({ db }: { db: Db }) {
  async function groupsOf(accountId: string, kind: GroupKind): Promise<VerifyGroup[]> {
    const groups = await db
      .select({ id: verifyGroup.id, name: verifyGroup.name })
      .from(verifyGroup)
      .innerJoin(verifyGroupMember, eq(verifyGroupMember.groupId, verifyGroup.id))
      .where(and(eq(verifyGroupMember.accountId, accountId), eq(verifyGroup.kind, kind)))
      .orderBy(asc(verifyGroup.sort), asc(verifyGroup.name));
    if (groups.length === 0) return [];
    const orgs = await db
      .select()
      .from(verifyGroupOrg)
      .where(
        inArray(
          verifyGroupOrg.groupId,
          groups.map((g) => g.id),
        ),
      );
    return groups.map((g) => ({ ...g, orgIds: orgs.filter((o) => o.groupId === g.id).map((o) => o.orgId) }));
  }

  return {
    /** The caller's verify groups 核查组; the first is the default (spec §7). */
    verifyGroups: (caller: Principal) => groupsOf(caller.id, 'verify'),
    /** Re-verify groups 复核组 of an account: one's own, or anyone's for an administrator. */
    async reVerifyGroups(caller: Principal, accountId: string) {
      if (accountId !== caller.id && caller.utype !== OA_ADMIN_UTYPE) throw forbidden();
      return groupsOf(accountId, 're_verify');
    },
  };
}
export type VerifyGroupService = ReturnType<typeof createVerifyGroupService>;
