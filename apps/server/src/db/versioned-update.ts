import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** A table whose rows are changed only at the version their changer saw. */
type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Changes the row `id` only at `version`, counting the version up; undefined when someone changed it
 * meanwhile (the caller answers 409). Incremented in SQL: a version at the int4 limit matches nothing
 * instead of failing the statement.
 */
export async function updateAtVersion<T extends VersionedTable>(
  tx: Db | Tx,
  table: T,
  id: string,
  version: number,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await tx
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}
