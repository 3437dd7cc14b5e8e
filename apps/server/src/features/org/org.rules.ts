/** Materialised paths look like `/centre/district/station/community/`. */
export const pathOf = (parentPath: string | null, id: string): string => `${parentPath ?? '/'}${id}/`;

export const idsOnPath = (path: string): string[] => path.split('/').filter(Boolean);

/** The subtree rule (DESIGN §2) is shared with the web: it lives with the caller predicates in the contract. */
export { isInSubtree } from '@afp/contract';
