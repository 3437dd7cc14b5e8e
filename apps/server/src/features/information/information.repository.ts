import { and, eq, exists, inArray, like, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { earlyWarning, warningAssignment } from '../early-warning/index.ts';
import { org } from '../org/index.ts';
import { keywordKindOf, normalisedKeyword } from './information.rules.ts';

export function createInformationRepository({ db, personKeyOf }: { db: Db; personKeyOf: PersonKeyOf }) {
  /**
   * The warnings a keyword finds: a whole phone or ID number meets its keyed hash (the numbers
   * themselves are sealed, core/sealed-data.ts), else a name prefix.
   */
  function matchOf(keyword: string): SQL {
    const kind = keywordKindOf(keyword);
    const value = normalisedKeyword(keyword, kind);
    if (kind === 'phone') return eq(earlyWarning.victimPhoneKey, personKeyOf({ name: '', phone: value }));
    if (kind === 'idNumber') return eq(earlyWarning.victimIdNumberKey, personKeyOf({ name: '', idNumber: value }));
    return like(earlyWarning.victimName, likePrefix(value));
  }

  return {
    /**
     * Warnings matching the keyword with at least one assignment in the subtree of `orgPath`,
     * newest first after the cursor; with `count`, the capped count of all of them too.
     */
    async search(filter: { keyword: string; orgPath: string; after?: KeysetPosition; limit: number; count: boolean }) {
      const inScope = exists(
        db
          .select({ one: warningAssignment.id })
          .from(warningAssignment)
          .where(
            and(
              eq(warningAssignment.warningId, earlyWarning.id),
              inSubtreeOf(warningAssignment.orgPath, filter.orgPath),
            ),
          ),
      );
      const where = and(matchOf(filter.keyword), inScope);
      const [rows, counted] = await Promise.all([
        db
          .select({ warning: earlyWarning, pushedMicros: microsOf(earlyWarning.pushedAt) })
          .from(earlyWarning)
          .where(and(where, before(earlyWarning.pushedAt, earlyWarning.id, filter.after)))
          .orderBy(...newestFirst(earlyWarning.pushedAt, earlyWarning.id))
          .limit(filter.limit),
        filter.count ? countCapped(db, earlyWarning, where) : undefined,
      ]);
      return { rows, counted };
    },

    /** The assignments of these warnings inside the subtree, with their organisation's name. */
    assignmentsInScope(warningIds: string[], orgPath: string) {
      if (warningIds.length === 0) return Promise.resolve([]);
      return db
        .select({ assignment: warningAssignment, orgName: org.name })
        .from(warningAssignment)
        .innerJoin(org, eq(org.id, warningAssignment.orgId))
        .where(and(inArray(warningAssignment.warningId, warningIds), inSubtreeOf(warningAssignment.orgPath, orgPath)));
    },
  };
}
export type InformationRepository = ReturnType<typeof createInformationRepository>;
