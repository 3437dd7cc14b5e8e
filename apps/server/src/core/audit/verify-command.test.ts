import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createAccessLog } from '../../features/access-log/index.ts';
import { createOperationLog, operationLog } from '../../features/operation-log/index.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { sealAuditChains } from './seal.ts';
import { runAuditVerify } from './verify-command.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `npm run audit:verify` against a database the command opens itself: a PostgreSQL database by
 * DATABASE_URL, or an embedded one by DATA_DIR (closed between steps: a PGlite directory belongs
 * to one process at a time).
 */
let location: { databaseUrl?: string; dataDir: string };
let postgres: Database | undefined;
let dataDir: string;

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return work(postgres);
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function script(): Promise<{ code: number; stdout: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: location.dataDir };
  if (location.databaseUrl) env.DATABASE_URL = location.databaseUrl;
  else delete env.DATABASE_URL;
  try {
    const { stdout } = await promisify(execFile)('node', ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'afp-audit-verify-'));
  if (onPostgres) {
    postgres = await openTestDatabase();
    location = { databaseUrl: postgres.url, dataDir };
  } else {
    location = { dataDir };
  }
  await withDatabase(async (database) => {
    await migrate(database);
    const clock = fakeClock();
    const operations = createOperationLog({ db: database.db, clock });
    const by = { loginType: 'oa' as const, id: 'oa-1', orgId: 'org-1' };
    for (const to of ['SIGNED', 'CLOSED', 'REOPENED'])
      await operations.recordChange(by, { action: 'probe.move', entityType: 'probe', entityId: 'p', from: null, to });
    await createAccessLog({ db: database.db, clock }).recordWholeView(by, 'probe.view_whole', {
      type: 'probe',
      id: 'p',
    });
    await sealAuditChains(database.db);
  });
}, 240_000);
afterAll(async () => {
  await postgres?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('reports an intact trail and exits 0', async () => {
    expect(await runAuditVerify(location)).toEqual({
      ok: true,
      lines: [
        'operation_log: 3 sealed rows checked from seq 1',
        'access_log: 1 sealed rows checked from seq 1',
        'audit trail intact',
      ],
    });
    expect(await script()).toEqual({ code: 0, stdout: expect.stringContaining('audit trail intact') });
  }, 240_000);

  it('names the edited row and the deleted row by chain, sequence and id, and exits 1', async () => {
    const [, second, third] = await withDatabase(async (database) => {
      const rows = await database.db.select().from(operationLog).orderBy(asc(operationLog.id));
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update operation_log set actor_id = 'oa-2' where id = ${rows[1]!.id}`);
        await tx.execute(sql`delete from access_log`);
      });
      return rows;
    });
    const report = await runAuditVerify(location);
    expect(report.ok).toBe(false);
    expect(report.lines).toEqual(
      expect.arrayContaining([
        `operation_log: row seq 2 (id ${second!.id}) was altered after it was sealed`,
        'access_log: row seq 1 is missing (deleted) at the tail',
        'audit trail BROKEN: 2 problem(s)',
      ]),
    );
    expect(third!.seq).toBe(3);
    const run = await script();
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`operation_log: row seq 2 (id ${second!.id}) was altered`);
    expect(run.stdout).toContain('access_log: row seq 1 is missing');
  }, 240_000);
});
