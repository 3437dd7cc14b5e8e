// `npm run audit:verify`: walks the audit chains (operation_log, access_log) of the database the server
// uses (DATABASE_URL, else DATA_DIR) and names every edited or deleted row; exits 1 when the trail is broken.
import { ConfigError, readDataLocation } from '../apps/server/src/config.ts';
import { AuditVerifyError, runAuditVerify } from '../apps/server/src/core/audit/verify-command.ts';

try {
  const { ok, lines } = await runAuditVerify(readDataLocation());
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(
    error instanceof AuditVerifyError || error instanceof ConfigError
      ? `audit:verify refused: ${error.message}`
      : error,
  );
  process.exitCode = 2;
}
