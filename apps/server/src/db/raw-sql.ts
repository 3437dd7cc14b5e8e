import { sql } from 'drizzle-orm';

/** A timestamp parameter of raw SQL as text with an explicit cast: the same on PGlite and node-postgres. */
export const timestampParam = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The rows of `db.execute`: node-postgres answers `{ rows }`, PGlite's drizzle driver too, some drivers the array. */
export const rowsOf = <T>(result: unknown): T[] =>
  (typeof result === 'object' && result !== null && 'rows' in result ? (result as { rows: T[] }).rows : result) as T[];
