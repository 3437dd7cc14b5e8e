import pg from 'pg';

/** One fixed key for the whole platform's start-up work ('AFPSTART' in ASCII). */
export const STARTUP_LOCK_KEY = 0x4146505354415254n;

/**
 * Runs the start-up work (migrations, demo seed, production preparation) in one process at a
 * time: several processes started together on one PostgreSQL database would otherwise all run
 * the migrations and the seed (`pg_type_typname_nsp_index`, `org_pkey`). The lock is a
 * session-level advisory lock held on its own connection, so PostgreSQL releases it if this
 * process dies half-way; the others wait, then find the work done (migrations already applied,
 * the seed answers false on a database holding data). Without a URL (PGlite) there is one
 * process per data directory and nothing to lock.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
  onWait: () => void = () => console.log('waiting for another process to finish migrations and seeding'),
): Promise<T> {
  if (!databaseUrl) return work();
  const connection = new pg.Client({ connectionString: databaseUrl, application_name: 'afp startup lock' });
  // A dropped lock connection must not crash the process; the work itself reports its own errors.
  connection.on('error', (error) => console.error('startup lock connection error', error.message));
  await connection.connect();
  try {
    const key = STARTUP_LOCK_KEY.toString();
    const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
    if (!rows[0]?.locked) {
      onWait();
      await connection.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await work();
    } finally {
      // Ending the session releases the lock too, so a failed unlock is no failure of the start.
      await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await connection.end().catch(() => undefined);
  }
}
