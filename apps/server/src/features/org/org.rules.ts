/** Materialised paths look like `/centre/district/station/community/`. */
export const pathOf = (parentPath: string | null, id: string): string => `${parentPath ?? '/'}${id}/`;

export const idsOnPath = (path: string): string[] => path.split('/').filter(Boolean);

/** True when `path` is `scopePath` itself or lies below it: the caller's subtree (DESIGN §2). */
export const isInSubtree = (path: string, scopePath: string): boolean => path.startsWith(scopePath);
