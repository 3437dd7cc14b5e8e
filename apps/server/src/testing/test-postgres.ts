import path from 'node:path';
import pg from 'pg';

/** One statement on the server's maintenance database (CREATE / DROP DATABASE cannot run inside the one changed). */
export async function adminQuery(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The run's seeded PostgreSQL template, named after the run's template directory (dropped by the global setup's teardown). */
export const templateDatabaseName = (dir: string) =>
  `afp_template_${path.basename(dir).replace(/\W/g, '_').toLowerCase()}`;
