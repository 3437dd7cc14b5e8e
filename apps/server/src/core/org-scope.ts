import { like, type Column, type SQL } from 'drizzle-orm';

/**
 * The subtree rule in SQL (the contract's `isInSubtree`, DESIGN §2): a row lies in the caller's
 * subtree when its organisation's materialised path starts with the caller's.
 */

/** A LIKE pattern matching everything that starts with `prefix` (wildcards in it escaped). */
export const likePrefix = (prefix: string): string => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `path like '<orgPath>%'`: answered by a `text_pattern_ops` index on the path column. */
export const inSubtreeOf = (pathColumn: Column | SQL, orgPath: string): SQL => like(pathColumn, likePrefix(orgPath));
