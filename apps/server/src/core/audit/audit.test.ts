import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import type { Database, Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { accessLog, createAccessLog } from '../../features/access-log/index.ts';
import { createOperationLog, operationLog } from '../../features/operation-log/index.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { auditChain } from './audit-chain.table.ts';
import { auditPurgeJob } from './audit.module.ts';
import { canonicalColumns, chainHash, chainNamed, GENESIS_HASH, valuesOf } from './chains.ts';
import { runInAuditRequest, type AuditRequest } from './request-context.ts';
import { sealAuditChains } from './seal.ts';
import { verifyAuditChains } from './verify.ts';

const DAY = 24 * 60 * 60 * 1000;
let database: Database;
const db = (): Db => database.db;

beforeEach(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterEach(() => database.close());

const staff = { loginType: 'oa' as const, id: 'oa-1', orgId: 'org-1' };

/** Runs `work` as a request from `clientAddress` would (the audit module's hook does this per request). */
function asRequest(clientAddress: string, work: () => Promise<void>): Promise<AuditRequest> {
  const request: AuditRequest = { clientAddress, audited: false };
  return new Promise((resolve, reject) =>
    runInAuditRequest(request, () => {
      work().then(() => resolve(request), reject);
    }),
  );
}

/** Three operation rows and two access rows, written now (within any retention), sealed. */
async function writeSome(clock = fakeClock(new Date())) {
  const operations = createOperationLog({ db: db(), clock });
  const views = createAccessLog({ db: db(), clock });
  for (const [from, to] of [
    [null, 'OPEN'],
    ['OPEN', 'SIGNED'],
    ['SIGNED', 'CLOSED'],
  ] as const) {
    await operations.recordChange(staff, { action: 'probe.move', entityType: 'probe', entityId: 'p-1', from, to });
  }
  await views.recordWholeView(staff, 'probe.view_whole', { type: 'probe', id: 'p-1', personKey: 'pk-1' });
  await views.recordWholeView(staff, 'probe.view_whole', { type: 'probe', id: 'p-2', personKey: 'pk-2' });
  await sealAuditChains(db());
}

const operationRows = () => db().select().from(operationLog).orderBy(asc(operationLog.id));

/** The messages of a refused statement and its causes (drizzle wraps the database's error); '' when it went through. */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return '';
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' / ');
  }
}

/** What only a superuser can do: write with every trigger off (the chain, not the trigger, must catch it). */
const bypassingTriggers = (statement: ReturnType<typeof sql>) =>
  db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });

describe('audit rows', () => {
  it('record a state change and a whole view with time, actor, organisation, client address, action, object and result', async () => {
    const clock = fakeClock(new Date('2026-05-01T02:00:00Z'));
    const request = await asRequest('10.1.2.3', async () => {
      await createOperationLog({ db: db(), clock }).recordChange(staff, {
        action: 'probe.sign',
        entityType: 'probe',
        entityId: 'p-1',
        from: 'OPEN',
        to: 'SIGNED',
      });
      await createAccessLog({ db: db(), clock }).recordWholeView(staff, 'probe.view_whole', {
        type: 'probe',
        id: 'p-1',
        personKey: 'pk-1',
      });
    });
    expect(request.audited).toBe(true);
    const common = { actorType: 'oa', actorId: 'oa-1', orgId: 'org-1', clientAddress: '10.1.2.3', result: 'success' };
    expect(await operationRows()).toEqual([
      expect.objectContaining({ ...common, action: 'probe.sign', entityType: 'probe', entityId: 'p-1' }),
    ]);
    expect(await db().select().from(accessLog)).toEqual([
      expect.objectContaining({ ...common, action: 'probe.view_whole', subjectId: 'p-1', personKey: 'pk-1' }),
    ]);
    expect((await operationRows())[0]!.createdAt).toEqual(clock.now());
  });

  it('cannot be updated, deleted or truncated by the application, sealed or not', async () => {
    await writeSome();
    await createOperationLog({ db: db(), clock: fakeClock() }).record({
      actorType: 'oa',
      actorId: 'oa-1',
      action: 'probe.unsealed',
      entityType: 'probe',
      entityId: 'p-9',
    });
    const [sealed, , , unsealed] = await operationRows();
    expect(unsealed!.seq).toBeNull();
    for (const id of [sealed!.id, unsealed!.id]) {
      expect(await failureOf(db().execute(sql`update operation_log set remark = '改' where id = ${id}`))).toMatch(
        /cannot be changed/,
      );
      expect(await failureOf(db().execute(sql`delete from operation_log where id = ${id}`))).toMatch(
        /cannot be deleted/,
      );
    }
    expect(await failureOf(db().execute(sql`update access_log set actor_id = 'someone' where true`))).toMatch(
      /cannot be changed/,
    );
    expect(await failureOf(db().execute(sql`delete from access_log`))).toMatch(/cannot be deleted/);
    expect(await failureOf(db().execute(sql`truncate operation_log`))).toMatch(/cannot be truncated/);
    expect(await failureOf(db().execute(sql`truncate access_log`))).toMatch(/cannot be truncated/);
    // Sealing may set seq and hash once, and nothing else with them; a sealed row's seal is fixed.
    expect(
      await failureOf(
        db().execute(sql`update operation_log set seq = 99, hash = 'x', remark = '改' where id = ${unsealed!.id}`),
      ),
    ).toMatch(/cannot be changed/);
    expect(await failureOf(db().execute(sql`update operation_log set hash = 'x' where id = ${sealed!.id}`))).toMatch(
      /cannot be changed/,
    );
    // The purge's setting alone does not open young rows.
    expect(
      await failureOf(
        db().transaction(async (tx) => {
          await tx.execute(sql`select set_config('afp.audit_purge', 'on', true)`);
          await tx.execute(sql`delete from operation_log where id = ${sealed!.id}`);
        }),
      ),
    ).toMatch(/cannot be deleted/);
    // Nor can the chain's head or anchor go back, or go.
    expect(await failureOf(db().execute(sql`update audit_chain set head_seq = 0`))).toMatch(/only move forward/);
    expect(await failureOf(db().execute(sql`delete from audit_chain`))).toMatch(/only move forward/);
    expect(await operationRows()).toHaveLength(4);
    expect((await verifyAuditChains(db())).ok).toBe(true);
  });
});

describe('the SM3 chain', () => {
  it('seals rows in sequence and verifies', async () => {
    await writeSome();
    const rows = await operationRows();
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash ?? ''))).toBe(true);
    const heads = await db().select().from(auditChain).orderBy(asc(auditChain.chain));
    expect(heads.map((head) => [head.chain, head.headSeq, head.anchorSeq])).toEqual([
      ['access_log', 2, 0],
      ['operation_log', 3, 0],
    ]);
    expect(heads.find((head) => head.chain === 'operation_log')!.headHash).toBe(rows[2]!.hash);
    expect(await verifyAuditChains(db())).toMatchObject({
      ok: true,
      problems: [],
      chains: [
        { chain: 'operation_log', checked: 3, unsealed: 0 },
        { chain: 'access_log', checked: 2, unsealed: 0 },
      ],
    });
  });

  it('names a row edited behind the triggers by chain, sequence and id', async () => {
    await writeSome();
    const [, second] = await operationRows();
    await bypassingTriggers(sql`update operation_log set remark = 'SIGNED → OPEN' where id = ${second!.id}`);
    expect(await verifyAuditChains(db())).toMatchObject({
      ok: false,
      problems: [{ kind: 'altered', chain: 'operation_log', seq: 2, id: String(second!.id) }],
    });
  });

  it('names a row whose hash was recomputed after an edit: the next row no longer chains', async () => {
    await writeSome();
    const views = await db().select().from(accessLog).orderBy(asc(accessLog.id));
    const [first, second] = views;
    await bypassingTriggers(sql`update access_log set subject_id = 'p-3' where id = ${first!.id}`);
    // The forger knows the canonical form and SM3, and reseals the edited row on its predecessor.
    const chain = chainNamed('access_log');
    const [edited] = (
      await db().execute<Record<string, string | null>>(
        sql`select ${canonicalColumns(chain)} from access_log where id = ${first!.id}`,
      )
    ).rows;
    const forged = chainHash(GENESIS_HASH, 'access_log', 1, valuesOf(chain, edited!));
    await bypassingTriggers(sql`update access_log set hash = ${forged} where id = ${first!.id}`);
    expect((await verifyAuditChains(db())).problems).toEqual([
      { kind: 'altered', chain: 'access_log', seq: 2, id: String(second!.id) },
    ]);
  });

  it('names deleted rows, in the middle and at the tail', async () => {
    await writeSome();
    const [, second, third] = await operationRows();
    await bypassingTriggers(sql`delete from operation_log where id = ${second!.id}`);
    expect((await verifyAuditChains(db())).problems).toEqual([
      { kind: 'missing', chain: 'operation_log', fromSeq: 2, toSeq: 2, beforeId: String(third!.id) },
    ]);
    await bypassingTriggers(sql`delete from operation_log where id = ${third!.id}`);
    expect((await verifyAuditChains(db())).problems).toEqual([
      { kind: 'missing', chain: 'operation_log', fromSeq: 2, toSeq: 3, beforeId: null },
    ]);
  });

  it('starts at the genesis hash and counts rows not sealed yet without failing', async () => {
    const operations = createOperationLog({ db: db(), clock: fakeClock() });
    await operations.record({ actorType: 'system', actorId: 'x', action: 'probe', entityType: 'probe', entityId: '1' });
    expect(await db().select().from(auditChain).where(eq(auditChain.chain, 'operation_log'))).toEqual([
      expect.objectContaining({ headSeq: 0, headHash: GENESIS_HASH }),
    ]);
    expect(await verifyAuditChains(db())).toMatchObject({ ok: true, chains: [{ unsealed: 1 }, { unsealed: 0 }] });
  });
});

describe('the retention purge', () => {
  /** Rows at given ages (days before the real now: the trigger counts by the database's clock). */
  async function rowsAged(table: 'operation' | 'access', ages: number[]) {
    const now = Date.now();
    for (const age of ages) {
      const createdAt = new Date(now - age * DAY);
      const actor = { actorType: 'oa', actorId: 'oa-1', orgId: 'org-1', createdAt };
      if (table === 'operation')
        await db()
          .insert(operationLog)
          .values({ ...actor, action: `aged.${age}`, entityType: 'probe', entityId: String(age) });
      else
        await db()
          .insert(accessLog)
          .values({ ...actor, action: `aged.${age}`, subjectId: String(age) });
    }
  }

  it('deletes only rows past retention (3 years of operations and of views), audits itself, and the chain still verifies', async () => {
    // 400 days: past the law's six months, yet kept — the operation log is also the warnings' history.
    await rowsAged('operation', [1200, 1097, 1090, 400]);
    await rowsAged('access', [1200, 1097, 1090, 10]);
    await sealAuditChains(db());
    const purge = auditPurgeJob({
      db: db(),
      clock: { now: () => new Date() },
      operationLog: createOperationLog({ db: db(), clock: { now: () => new Date() } }),
    });
    const purged = await purge.run();
    expect(purged.map(({ chain, fromSeq, toSeq, rows }) => ({ chain, fromSeq, toSeq, rows }))).toEqual([
      { chain: 'operation_log', fromSeq: 1, toSeq: 2, rows: 2 },
      { chain: 'access_log', fromSeq: 1, toSeq: 2, rows: 2 },
    ]);
    const operationActions = (await operationRows()).map((row) => row.action);
    expect(operationActions).toEqual(['aged.1090', 'aged.400', 'audit.purge', 'audit.purge']);
    expect((await db().select().from(accessLog)).map((row) => row.action).sort()).toEqual(['aged.10', 'aged.1090']);
    const purgeRows = (await operationRows()).filter((row) => row.action === 'audit.purge');
    expect(purgeRows.map((row) => [row.actorId, row.entityId])).toEqual([
      ['audit-purge', 'operation_log'],
      ['audit-purge', 'access_log'],
    ]);
    expect(purgeRows[0]!.remark).toContain('第 1–2 条');
    await sealAuditChains(db());
    expect(await verifyAuditChains(db())).toMatchObject({
      ok: true,
      chains: [
        { chain: 'operation_log', fromSeq: 3, checked: 4 },
        { chain: 'access_log', fromSeq: 3, checked: 2 },
      ],
    });
    // Nothing more to purge: no further deletion, no further audit row.
    expect(await purge.run()).toEqual([]);
    expect(await operationRows()).toHaveLength(4);
  });

  it('is refused by the database for rows within retention, whatever the app clock says', async () => {
    await rowsAged('operation', [100]);
    await sealAuditChains(db());
    const clockYearsAhead = { now: () => new Date(Date.now() + 1200 * DAY) };
    const purge = auditPurgeJob({
      db: db(),
      clock: clockYearsAhead,
      operationLog: createOperationLog({ db: db(), clock: clockYearsAhead }),
    });
    expect(await failureOf(purge.run())).toMatch(/cannot be deleted/);
    expect(await operationRows()).toHaveLength(1);
    expect((await verifyAuditChains(db())).ok).toBe(true);
  });

  it('stops at a gap rather than purging the evidence of a deletion', async () => {
    await rowsAged('operation', [1300, 1200, 1100]);
    await sealAuditChains(db());
    const [, second] = await operationRows();
    await bypassingTriggers(sql`delete from operation_log where id = ${second!.id}`);
    const clock = { now: () => new Date() };
    const purged = await auditPurgeJob({
      db: db(),
      clock,
      operationLog: createOperationLog({ db: db(), clock }),
    }).run();
    expect(purged.map(({ fromSeq, toSeq }) => [fromSeq, toSeq])).toEqual([[1, 1]]);
    await sealAuditChains(db());
    expect((await verifyAuditChains(db())).problems).toEqual([
      expect.objectContaining({ kind: 'missing', chain: 'operation_log', fromSeq: 2, toSeq: 2 }),
    ]);
  });
});
