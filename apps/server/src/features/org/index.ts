// Organisation tree: materialised paths, the subtree rule, the tree picker. Context: OrgContext ({ db }).
export { orgModule, type OrgContext } from './org.module.ts';
export { org, ORG_KINDS, type OrgKind, type OrgRow } from './org.table.ts';
export { idsOnPath, isInSubtree, pathOf } from './org.rules.ts';
export { createOrgRepository, type OrgRepository } from './org.repository.ts';
