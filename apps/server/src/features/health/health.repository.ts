import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export function createHealthRepository({ db }: { db: Db }) {
  return {
    /** One round trip to the database; throws when it does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
