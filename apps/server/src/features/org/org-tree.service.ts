import type { OrgNode } from '@afp/contract';
import type { OrgRepository } from './org.repository.ts';

export const ORG_SEARCH_LIMIT = 50;

/** The organisation tree picker (select-transfer-org); partner organisations are not handlers. */
export function createOrgTreeService({ orgs }: { orgs: OrgRepository }) {
  return {
    /** Children of `parentId` (default: the top of the tree), or a search by name across the tree. */
    children(query: { parentId?: string; keyword?: string }): Promise<OrgNode[]> {
      const keyword = query.keyword?.trim();
      return keyword ? orgs.nodesNamed(keyword, ORG_SEARCH_LIMIT) : orgs.childNodes(query.parentId);
    },
  };
}
export type OrgTreeService = ReturnType<typeof createOrgTreeService>;
