import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { describeProblem, verifyAuditChains } from './verify.ts';

export class AuditVerifyError extends Error {}

/**
 * `npm run audit:verify`: opens the database as the server does (DATABASE_URL, else DATA_DIR),
 * walks every audit chain and answers the report's lines and whether it held. The embedded
 * database must be closed (a PGlite directory belongs to one process; verify a copy or stop the server).
 */
export async function runAuditVerify(
  location: Partial<Pick<AppConfig, 'databaseUrl'>> & Pick<AppConfig, 'dataDir'>,
): Promise<{ ok: boolean; lines: string[] }> {
  if (!location.databaseUrl) {
    if (existsSync(path.join(location.dataDir, 'postmaster.pid')))
      throw new AuditVerifyError(`the embedded database in ${location.dataDir} is open: stop the server first`);
    if (!existsSync(path.join(location.dataDir, 'PG_VERSION')))
      throw new AuditVerifyError(`${location.dataDir} holds no embedded database`);
  }
  const database = await openDatabase({ databaseUrl: location.databaseUrl, dataDir: location.dataDir });
  try {
    const report = await verifyAuditChains(database.db);
    const lines = report.chains.map(
      (chain) =>
        `${chain.chain}: ${chain.checked} sealed rows checked from seq ${chain.fromSeq}` +
        (chain.unsealed > 0 ? `, ${chain.unsealed} not sealed yet` : ''),
    );
    lines.push(...report.problems.map(describeProblem));
    lines.push(report.ok ? 'audit trail intact' : `audit trail BROKEN: ${report.problems.length} problem(s)`);
    return { ok: report.ok, lines };
  } finally {
    await database.close();
  }
}
