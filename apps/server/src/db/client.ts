import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PGlite (embedded, the default) or PostgreSQL when a URL is given. Both run the same
 * pg-core schema; the node-postgres drizzle instance is typed as the PGlite one because the
 * query-builder API is identical.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener a PostgreSQL restart crashes the process (STACK.md).
    pool.on('error', (error) => console.error('postgres pool error', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://');
  const db = drizzlePglite(client, { schema });
  return { db, engine: 'pglite', close: () => client.close() };
}
