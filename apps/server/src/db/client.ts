import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * What `db.execute()` answers on both drivers: PGlite's `Results` and node-postgres'
 * `QueryResult` both carry `rows`, so that is all the common type promises.
 */
export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<this['row']>;
}
export interface DbQueryResult<TRow> {
  rows: TRow[];
}
type Relations = ExtractTablesWithRelations<typeof schema>;
/** drizzle's common pg-core base: the PGlite and node-postgres instances both are one, without casts. */
export type Db = PgDatabase<DbQueryResultHKT, typeof schema, Relations>;
export type Tx = PgTransaction<DbQueryResultHKT, typeof schema, Relations>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's connection string: the cluster bus opens its own listening connection with it. */
  url?: string;
  /** PostgreSQL's pool now (for /metrics); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Applies the SQL migrations of a folder with the engine's own migrator. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite (embedded, the default) or PostgreSQL when a URL is given; both run the same pg-core schema. */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener a PostgreSQL restart crashes the process (STACK.md).
    pool.on('error', (error) => console.error('postgres pool error', error.message));
    // The pool listens to its idle clients only: a client checked out between two queries (a
    // transaction awaiting something else) whose session the server ends — a failover, a
    // pg_terminate_backend — would emit an error nobody hears and crash the process. Its caller
    // still gets the error from its next query.
    pool.on('connect', (client) =>
      client.on('error', (error) => console.error('postgres connection error', error.message)),
    );
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      url: options.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  return pgliteDatabase(await PGlite.create(options.dataDir ?? 'memory://'));
}

/** A Database over an open PGlite client: tests start theirs from a snapshot of a seeded one. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
