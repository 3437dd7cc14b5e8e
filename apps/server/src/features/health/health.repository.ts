import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepository({ db }: { db: Db }) {
  return {
    /** One round trip to the database; throws when it does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /**
     * The `created_at` of the newest migration drizzle's migrator recorded (it stores the journal's
     * `when`), or undefined before the first migration created its table.
     */
    async lastMigrationAt(): Promise<number | undefined> {
      const { rows: tables } = await db.execute<{ present: boolean }>(
        sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      );
      if (!tables[0]?.present) return undefined;
      const { rows } = await db.execute<{ at: string | number | null }>(
        sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
      );
      const at = rows[0]?.at;
      return at === null || at === undefined ? undefined : Number(at);
    },
  };
}
export type HealthRepository = ReturnType<typeof createHealthRepository>;
