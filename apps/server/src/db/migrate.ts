import path from 'node:path';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed SQL migrations; the same folder serves both engines. */
export async function migrate(database: Database): Promise<void> {
  await database.migrate(migrationsFolder);
}
