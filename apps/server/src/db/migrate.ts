import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { installJobQueue } from '../core/jobs/index.ts';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** One migration of drizzle's journal: the migrator records `when` as the applied row's `created_at`. */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code expects, in order (the readiness check compares them with the database). */
export async function readMigrationJournal(): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Applies the committed SQL migrations; the same folder serves both engines. */
export async function migrate(database: Database): Promise<void> {
  await database.migrate(migrationsFolder);
  // On PostgreSQL the job queue is graphile-worker's schema, installed with ours (core/jobs).
  if (database.engine === 'postgres' && database.url) await installJobQueue(database.url);
}
