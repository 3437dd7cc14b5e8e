import type { OrgNode } from '@afp/contract';
import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { org } from './org.table.ts';

export const ORG_SEARCH_LIMIT = 50;

/** Escapes LIKE wildcards so a keyword matches literally. */
const literal = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The organisation tree picker (select-transfer-org); partner organisations are not handlers. */
export function createOrgTreeService({ db }: { db: Db }) {
  // Columns inside a select list render unqualified, so this subquery is written out in full.
  const hasChildren = sql<boolean>`exists (select 1 from "org" c where c.parent_id = "org"."id" and c.kind <> 'partner')`;
  const nodes = () =>
    db.select({ id: org.id, name: org.name, level: org.level, kind: org.kind, hasChildren }).from(org);

  return {
    /** Children of `parentId` (default: the top of the tree), or a search by name across the tree. */
    async children(query: { parentId?: string; keyword?: string }): Promise<OrgNode[]> {
      const keyword = query.keyword?.trim();
      if (keyword) {
        return nodes()
          .where(and(ilike(org.name, `%${literal(keyword)}%`), ne(org.kind, 'partner')))
          .orderBy(asc(org.level), asc(org.sort), asc(org.id))
          .limit(ORG_SEARCH_LIMIT);
      }
      const parent = query.parentId
        ? eq(org.parentId, query.parentId)
        : sql`${org.parentId} = (select id from ${org} where ${isNull(org.parentId)} limit 1)`;
      return nodes()
        .where(and(parent, ne(org.kind, 'partner')))
        .orderBy(asc(org.sort), asc(org.id));
    },
  };
}
export type OrgTreeService = ReturnType<typeof createOrgTreeService>;
