import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations; the same folder serves both engines. */
export async function migrate(database: Database): Promise<void> {
  if (database.engine === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- same builder, other driver type
  await migratePg(database.db as any, { migrationsFolder });
}
