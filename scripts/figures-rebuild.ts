// `npm run figures:rebuild`: recomputes the pre-aggregated figures from the raw rows, each set in one
// transaction — the centre's warning figures (预警总览, `warning_daily_figure`, from the assignments; the
// statistics cards 预警统计, `warning_statistics_figure`, from assignments, feedbacks and transfers) and
// rule statistics' (`rule_month_figure`, from the owners' records; `resident_figure`, residents per organisation) — after a bulk load with the
// triggers off, or to prove them right. Reads the server's DATABASE_URL / DATA_DIR. On PostgreSQL
// the servers keep running (changes of assignments wait for the rebuild's lock, then count); a
// PGlite data directory belongs to one process: stop the server first.
import { mkdir } from 'node:fs/promises';
import { ConfigError, readConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { withStartupLock } from '../apps/server/src/db/startup-lock.ts';
import { rebuildWarningFigures } from '../apps/server/src/features/early-warning/index.ts';
import { rebuildResidentFigures } from '../apps/server/src/features/population/index.ts';
import { rebuildRuleFigures } from '../apps/server/src/features/rule-statistics/index.ts';

try {
  const config = readConfig();
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await withStartupLock(config.databaseUrl, () => migrate(database));
    for (const [name, rebuild] of [
      ['warning', rebuildWarningFigures],
      ['rule statistics', rebuildRuleFigures],
      ['resident', rebuildResidentFigures],
    ] as const) {
      const started = performance.now();
      await rebuild(database.db);
      console.log(`${name} figures rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `figures rebuild refused: ${error.message}` : error);
  process.exit(1);
}
