import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * `CHECK (column IN (…))`, so the database refuses what the column's type refuses (NULL passes).
 * Chosen over pgEnum: on existing text columns it is one ADD CONSTRAINT — no column rewrite,
 * indexes and partial-index predicates stay untouched — and a later value is a constraint
 * replaced inside the migration's transaction instead of ALTER TYPE … ADD VALUE.
 */
export function checkOneOf(name: string, column: PgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${sql.identifier(column.name)} in (${sql.raw(list)})`);
}
