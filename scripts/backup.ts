// `npm run backup [-- <archive folder>]`: the database and FILES_DIR into one folder with a manifest
// (default backups/afp-<time>), read from DATABASE_URL / DATA_DIR / FILES_DIR as the server reads them.
import path from 'node:path';
import { BackupError, createBackup } from '../apps/server/src/backup/backup.ts';
import { ConfigError, readDataLocation } from '../apps/server/src/config.ts';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archive = path.resolve(process.argv[2] ?? path.join('backups', `afp-${stamp}`));

try {
  const location = readDataLocation();
  const manifest = await createBackup(location, archive);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `backup written to ${archive}: ${manifest.engine === 'postgres' ? 'pg_dump of the database' : 'the embedded database'}, ` +
      `${manifest.files.length} files (${bytes} bytes) from ${location.filesDir}`,
  );
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? `backup refused: ${error.message}` : error,
  );
  process.exit(1);
}
