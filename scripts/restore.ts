// `npm run restore -- <archive folder> [--replace]`: puts a backup back into DATABASE_URL (an empty
// database) or DATA_DIR, and FILES_DIR; --replace overwrites what is there (directories are kept aside).
// Stop every server first.
import path from 'node:path';
import { BackupError, restoreBackup } from '../apps/server/src/backup/backup.ts';
import { ConfigError, readDataLocation } from '../apps/server/src/config.ts';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [archive] = args.filter((arg) => arg !== '--replace');
if (!archive) {
  console.error('usage: npm run restore -- <archive folder> [--replace]');
  process.exit(2);
}

try {
  const { manifest, setAside } = await restoreBackup(readDataLocation(), path.resolve(archive), { replace });
  console.log(`restored the backup of ${manifest.createdAt} (${manifest.engine}, ${manifest.files.length} files)`);
  for (const dir of setAside) console.log(`the previous data is kept in ${dir}: delete it once you are satisfied`);
} catch (error) {
  console.error(
    error instanceof BackupError || error instanceof ConfigError ? `restore refused: ${error.message}` : error,
  );
  process.exit(1);
}
