import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VerifyGroup } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { verifyGroup, verifyGroupMember, verifyGroupOrg } from './verify-group.table.ts';

export type VerifyGroupKind = (typeof verifyGroup.$inferSelect)['kind'];

export function createVerifyGroupRepository({ db }: { db: Db }) {
  return {
    /** The groups of one kind an account belongs to, in their display order, with their organisations. */
    async groupsOf(accountId: string, kind: VerifyGroupKind): Promise<VerifyGroup[]> {
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
    },
  };
}
export type VerifyGroupRepository = ReturnType<typeof createVerifyGroupRepository>;
