import type { OrgNode } from '@afp/contract';
import { and, asc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idsOnPath } from './org.rules.ts';
import { org, type OrgRow } from './org.table.ts';

/** Escapes LIKE wildcards so a keyword matches literally. */
const literal = (keyword: string) => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createOrgRepository({ db }: { db: Db }) {
  // Columns inside a select list render unqualified, so this subquery is written out in full.
  const hasChildren = sql<boolean>`exists (select 1 from "org" c where c.parent_id = "org"."id" and c.kind <> 'partner')`;
  const nodes = () =>
    db.select({ id: org.id, name: org.name, level: org.level, kind: org.kind, hasChildren }).from(org);

  return {
    /** The organisation and everything above it, top first. */
    async lineage(path: string): Promise<OrgRow[]> {
      const rows = await db
        .select()
        .from(org)
        .where(inArray(org.id, idsOnPath(path)));
      return rows.sort((a, b) => a.level - b.level);
    },
    /** Handling organisations (no partners) directly below `parentId`, or below the top of the tree. */
    childNodes(parentId: string | undefined): Promise<OrgNode[]> {
      const parent = parentId
        ? eq(org.parentId, parentId)
        : sql`${org.parentId} = (select id from ${org} where ${isNull(org.parentId)} limit 1)`;
      return nodes()
        .where(and(parent, ne(org.kind, 'partner')))
        .orderBy(asc(org.sort), asc(org.id));
    },
    /** Handling organisations whose name contains `keyword` literally, top levels first. */
    nodesNamed(keyword: string, limit: number): Promise<OrgNode[]> {
      return nodes()
        .where(and(ilike(org.name, `%${literal(keyword)}%`), ne(org.kind, 'partner')))
        .orderBy(asc(org.level), asc(org.sort), asc(org.id))
        .limit(limit);
    },
  };
}
export type OrgRepository = ReturnType<typeof createOrgRepository>;
