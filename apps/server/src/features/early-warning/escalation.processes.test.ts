import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, orgNotice } from '../../db/schema.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { buildTestCluster, hasTestPostgres } from '../../testing/test-cluster.ts';
import { pushWarning } from '../../testing/warning-factory.ts';

/** The escalation job as the crontab enqueues it (core/jobs): its name and empty payload. */
const escalate = { name: 'early-warning.escalate', payload: z.object({}) };

/**
 * Two server processes (two apps, two pools, one PostgreSQL database), each running the job
 * queue: the overdue escalation is a periodic job, and whatever both do, an overdue warning is
 * escalated once and its parent noticed once. PostgreSQL only (CI sets TEST_DATABASE_URL).
 */
describe.skipIf(!hasTestPostgres)('overdue escalation across two processes (PostgreSQL)', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  beforeAll(async () => {
    cluster = await buildTestCluster(2);
    await seedIntakeClients(cluster.dbs[0]!);
    await Promise.all(cluster.apps.map((app) => app.ready()));
  });
  afterAll(() => cluster.close());

  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  const escalationsOf = (assignmentId: string) =>
    cluster.dbs[1]!.select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, assignmentId), eq(operationLog.action, 'assignment.escalate')));
  const noticesOf = (assignmentId: string) =>
    cluster.dbs[1]!.select()
      .from(orgNotice)
      .where(and(eq(orgNotice.assignmentId, assignmentId), eq(orgNotice.kind, 'overdue')));

  it('escalates a due warning once, with one notice, when both processes run the job at the same moment', async () => {
    const [first, second] = cluster.apps;
    const [firstDb, secondDb] = cluster.dbs;
    const unsigned = await pushWarning(first!, firstDb!, { level: 1 });
    cluster.clock.advance(5 * 60_000 + 1000);

    // Both crontabs' ticks (the same key: one job) and two racing runs without a key.
    await Promise.all([
      first!.jobs.enqueue(firstDb!, escalate, {}, { key: 'schedule:early-warning.escalate' }),
      second!.jobs.enqueue(secondDb!, escalate, {}, { key: 'schedule:early-warning.escalate' }),
      first!.jobs.enqueue(firstDb!, escalate, {}),
      second!.jobs.enqueue(secondDb!, escalate, {}),
    ]);
    await expect
      .poll(async () => (await first!.jobs.stats()).queued + (await first!.jobs.stats()).running, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(0);

    expect(await count(escalationsOf(unsigned.id))).toBe(1);
    expect(await noticesOf(unsigned.id)).toMatchObject([{ orgId: 'org-d1-s1', warningId: unsigned.warningId }]);
    // Every run finished (a tick arriving while the first ran is queued anew, as graphile-worker's job_key does).
    const runs = (await first!.jobs.stats()).completedHere + (await second!.jobs.stats()).completedHere;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect((await first!.jobs.stats()).failed).toBe(0);
  });
});
