// `npm run data:reencrypt`: seals every ID number, phone and bank card under the current DATA_KEY —
// legacy plaintext (stored before sealing) and values under a key now in DATA_OLD_KEYS — and fills
// the warnings' keyed lookups the information query needs. Reads the server's environment
// (DATABASE_URL / DATA_DIR, DATA_KEY, DATA_OLD_KEYS, PERSON_KEY_SECRET). Idempotent, in batches,
// each write conditional on the value read, so on PostgreSQL the servers keep running; restart them
// with the new DATA_KEY (the old one in DATA_OLD_KEYS) before running it. A PGlite data directory
// belongs to one process: stop the server first.
import { mkdir } from 'node:fs/promises';
import { ConfigError, readConfig } from '../apps/server/src/config.ts';
import { readPersonKeyAlgorithm } from '../apps/server/src/core/person-key-scheme.ts';
import { createPersonKey } from '../apps/server/src/core/personal-data.ts';
import { dataKeyringOf, installDataKeyring } from '../apps/server/src/core/sealed-data.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { resealAll } from '../apps/server/src/db/reseal.ts';
import { withStartupLock } from '../apps/server/src/db/startup-lock.ts';

try {
  const config = readConfig();
  const keyring = dataKeyringOf(config.dataKeys.current, config.dataKeys.old);
  installDataKeyring(keyring);
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // The same migrations a server of this version applies at its start (the lookup columns).
    await withStartupLock(config.databaseUrl, () => migrate(database));
    const report = await resealAll(database.db, {
      keyring,
      personKeyOf: createPersonKey(config.personKeySecret, await readPersonKeyAlgorithm(database.db)),
      log: (line) => console.log(line),
    });
    const total = Object.values(report.resealed).reduce((sum, n) => sum + n, 0);
    for (const [column, n] of Object.entries(report.resealed)) console.log(`  ${column}: ${n} sealed anew`);
    console.log(
      `re-encryption done under data key ${keyring.current.id}: ${total} values sealed anew, ` +
        `${report.lookupsFilled} warnings' lookups filled, ${report.skipped} changed meanwhile by a server (run again to take them)`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `re-encryption refused: ${error.message}` : error);
  process.exit(1);
}
