import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../../features/access-log/index.ts';
import { createOperationLog } from '../../features/operation-log/index.ts';
import { buildTestCluster, hasTestPostgres } from '../../testing/test-cluster.ts';
import { sealAuditChains } from './seal.ts';
import { verifyAuditChains } from './verify.ts';

/**
 * Two server processes' pools writing audit rows inside their own transactions and sealing at the
 * same time, as several processes on one PostgreSQL do: the chain stays one line, every row sealed
 * once, in order, and it verifies.
 */
describe.skipIf(!hasTestPostgres)('the audit chain under concurrent writers (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  beforeAll(async () => {
    cluster = await buildTestCluster(2);
  }, 120_000);
  afterAll(() => cluster?.close());

  /** `count` business transactions on one pool, 8 at a time, each writing two operation rows and a view. */
  async function writer(db: Db, name: string, count: number) {
    const operations = createOperationLog({ db, clock: cluster.clock });
    const views = createAccessLog({ db, clock: cluster.clock });
    const by = { loginType: 'oa' as const, id: name, orgId: 'org-c' };
    let next = 0;
    const lane = async () => {
      while (next < count) {
        const n = (next += 1);
        await db
          .transaction(async (tx) => {
            const change = { action: 'probe.move', entityType: 'probe', entityId: `${name}-${n}`, from: null, to: 'A' };
            await operations.recordChange(by, change, tx);
            await operations.recordChange(by, { ...change, from: 'A', to: 'B' }, tx);
            // Some transactions roll back: their rows never reach the chain.
            if (n % 10 === 0) throw new Error('rolled back');
          })
          .catch((error: Error) => {
            if (error.message !== 'rolled back') throw error;
          });
        await views.recordWholeView(by, 'probe.view_whole', { type: 'probe', id: `${name}-${n}` });
      }
    };
    await Promise.all(Array.from({ length: 8 }, lane));
  }

  it('keeps one valid chain while two pools write and seal at once', async () => {
    const [first, second] = cluster.dbs as [Db, Db];
    let writing = true;
    const sealer = async (db: Db) => {
      let sealed = 0;
      while (writing) sealed += await sealAuditChains(db);
      return sealed + (await sealAuditChains(db));
    };
    const sealers = [sealer(first), sealer(second)];
    const started = performance.now();
    await Promise.all([writer(first, 'one', 150), writer(second, 'two', 150)]);
    writing = false;
    const sealedWhileWriting = (await Promise.all(sealers)).reduce((sum, n) => sum + n, 0);
    const elapsed = performance.now() - started;
    // 600 operation rows written (a tenth rolled back), 300 views.
    expect(sealedWhileWriting).toBeGreaterThanOrEqual(540 + 300);
    const report = await verifyAuditChains(first);
    expect(report.problems).toEqual([]);
    expect(report.chains.map((chain) => chain.unsealed)).toEqual([0, 0]);
    const [counts] = (
      await first.execute<{ rows: number; sealed: number; top: number }>(
        sql`select count(*)::int as rows, count(seq)::int as sealed, max(seq)::int as top from operation_log`,
      )
    ).rows;
    expect(counts).toEqual({ rows: counts!.top, sealed: counts!.top, top: counts!.top });
    // For the report: 900 rows written and sealed by two pools at once.
    console.log(`audit chain: ${sealedWhileWriting} rows sealed while writing, ${Math.round(elapsed)} ms`);
  }, 120_000);
});
