import { eq, inArray, sql } from 'drizzle-orm';
import { ConfigError } from './config.ts';
import type { Db } from './db/client.ts';
import { cooperationAccount, intakeClient, oaAccount } from './db/schema.ts';
import { putUpstreamIntakeKey } from './features/intake/index.ts';
import { verifyPassword } from './features/login/index.ts';
import { sha256 } from './secrets.ts';
import { DEMO_LOGINS } from './seed/demo-city.ts';
import { REPORT_DEMO_LOGINS } from './seed/report.seed.ts';
import { DEV_INTAKE_KEY } from './seed/intake-clients.seed.ts';

const DEMO_OA = [DEMO_LOGINS.oaAdmin, DEMO_LOGINS.oaStaff, DEMO_LOGINS.oaReviewer];
/** Every password the demo seed publishes (README), the stations' shared one included. */
const DEMO_PASSWORDS = [
  ...new Set([
    ...DEMO_OA.map((login) => login.password),
    ...REPORT_DEMO_LOGINS.map((login) => login.password),
    DEMO_LOGINS.cooperation.password,
  ]),
];
const DEMO_NAMES = [...DEMO_OA.map((login) => login.accountName), DEMO_LOGINS.cooperation.phone];
/** Enough names for the operator to see what to fix. */
const LISTED_ACCOUNTS = 5;

async function isDemoHash(passwordHash: string): Promise<boolean> {
  for (const password of DEMO_PASSWORDS) if (await verifyPassword(passwordHash, password)) return true;
  return false;
}

/**
 * Accounts that still log in with a published demo password. Candidates are the named demo
 * logins and any hash shared by several accounts (the seed hashes each demo password once;
 * real hashes are salted apart), so a start checks a handful of hashes, not every account.
 */
async function demoCredentials(db: Db): Promise<string[]> {
  const tables = [
    { kind: 'oa', table: oaAccount, loginName: oaAccount.accountName, hash: oaAccount.passwordHash },
    {
      kind: 'cooperation',
      table: cooperationAccount,
      loginName: cooperationAccount.phone,
      hash: cooperationAccount.passwordHash,
    },
  ] as const;
  const found: string[] = [];
  for (const { kind, table, loginName, hash } of tables) {
    const named = await db.select({ hash }).from(table).where(inArray(loginName, DEMO_NAMES));
    const shared = await db
      .select({ hash })
      .from(table)
      .groupBy(hash)
      .having(sql`count(*) > 1`);
    const demoHashes: string[] = [];
    for (const candidate of new Set([...named, ...shared].map((row) => row.hash))) {
      if (await isDemoHash(candidate)) demoHashes.push(candidate);
    }
    if (demoHashes.length === 0) continue;
    const accounts = await db.select({ loginName }).from(table).where(inArray(hash, demoHashes)).orderBy(loginName);
    const listed = accounts.slice(0, LISTED_ACCOUNTS).map((account) => `"${account.loginName}"`);
    const more = accounts.length > LISTED_ACCOUNTS ? ` and ${accounts.length - LISTED_ACCOUNTS} more` : '';
    const subject =
      accounts.length === 1
        ? `${kind} account ${listed.join('')} has its`
        : `${kind} accounts ${listed.join(', ')}${more} have a`;
    found.push(`${subject} demo password`);
  }
  return found;
}

async function hasDevelopmentIntakeKey(db: Db): Promise<boolean> {
  const rows = await db
    .select()
    .from(intakeClient)
    .where(eq(intakeClient.keyHash, sha256(DEV_INTAKE_KEY)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Production start, after migrations: refuses a database that holds demo credentials or the
 * development intake key (a public key would let anyone push warnings into any community), then
 * stores the upstream intake key from the environment, hashed. Never seeds anything.
 */
export async function prepareProductionDatabase(db: Db, intakeKey: string | undefined): Promise<void> {
  if (!intakeKey) throw new ConfigError('INTAKE_KEY is required when NODE_ENV=production');
  const problems = await demoCredentials(db);
  if (await hasDevelopmentIntakeKey(db)) {
    problems.push(`the development intake key "${DEV_INTAKE_KEY}" is stored (delete its intake_client row)`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production while demo data is in the database: ${problems.join('; ')}. ` +
        'Change those passwords or start on a database without the demo data.',
    );
  }
  await putUpstreamIntakeKey(db, intakeKey);
}
