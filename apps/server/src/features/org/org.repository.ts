import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idsOnPath } from './org.rules.ts';
import { org, type OrgRow } from './org.table.ts';

export function createOrgRepository({ db }: { db: Db }) {
  return {
    /** The organisation and everything above it, top first. */
    async lineage(path: string): Promise<OrgRow[]> {
      const rows = await db
        .select()
        .from(org)
        .where(inArray(org.id, idsOnPath(path)));
      return rows.sort((a, b) => a.level - b.level);
    },
  };
}
export type OrgRepository = ReturnType<typeof createOrgRepository>;
