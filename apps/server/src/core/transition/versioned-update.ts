import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';

/** A table whose rows are changed only at the version their changer saw. */
export type VersionedTable = PgTable & { version: PgColumn };

const keyOf = (table: VersionedTable, key?: PgColumn): PgColumn => {
  const column = key ?? (table as unknown as { id?: PgColumn }).id;
  if (!column) throw new Error('updateVersioned: a table without an id column needs its key column');
  return column;
};

/**
 * The one versioned UPDATE: changes the row `id` only at `version` (and only where `also` holds,
 * e.g. its state), counting the version up; undefined when the row moved on meanwhile (the caller
 * answers 409). Counted up in SQL: a version at the int4 limit matches nothing instead of failing.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Db | Tx,
  table: T,
  /** The row (by `id`, or by the `key` column where the table has no id) and the version seen. */
  at: { id: string; version: number; key?: PgColumn },
  values: Partial<T['$inferInsert']>,
  also?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await tx
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(and(eq(keyOf(table, at.key), at.id), eq(table.version, at.version), also))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}
