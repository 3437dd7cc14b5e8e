import { and, eq } from 'drizzle-orm';
import type { WarningEvent } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { pushWarning } from '../../testing/warning-factory.ts';
import { transitionAssignment } from '../../core/assignment/index.ts';
import { operationLog, orgNotice } from '../../db/schema.ts';
import { createWorkNotifier } from '../identity/index.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { createLocalClusterBus } from '../../core/cluster-bus.ts';
import { createWarningEvents } from './warning-events.ts';
import { warningAssignment } from './early-warning.table.ts';
import { createEscalation } from './escalation.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const escalationsOf = (assignmentId: string) =>
  t.db
    .select()
    .from(operationLog)
    .where(and(eq(operationLog.entityId, assignmentId), eq(operationLog.action, 'assignment.escalate')));
const overdueNotices = (assignmentId: string) =>
  t.db
    .select()
    .from(orgNotice)
    .where(and(eq(orgNotice.assignmentId, assignmentId), eq(orgNotice.kind, 'overdue')));

describe('escalation of unsigned warnings', () => {
  it('escalates a level-1 warning unsigned 5 min + 1 s once, to the parent organisation; a signed one not', async () => {
    const operations = createOperationLog({ db: t.db, clock: t.clock });
    const notifier = createWorkNotifier({ db: t.db, clock: t.clock, log: t.app.log, jobs: t.app.jobs });
    const escalation = createEscalation({ db: t.db, clock: t.clock, notifier, operationLog: operations });
    const unsigned = await pushWarning(t.app, t.db, { level: 1 });
    const signed = await pushWarning(t.app, t.db, { level: 1 });
    await transitionAssignment(t.db, operations, {
      assignmentId: signed.id,
      action: 'sign',
      actor: { loginType: 'guard', id: 'test', orgId: signed.orgId },
    });

    t.clock.advance(5 * 60_000);
    await escalation.run();
    expect(await escalationsOf(unsigned.id)).toHaveLength(0);

    t.clock.advance(1000);
    await escalation.run();
    await escalation.run();
    const [row] = await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, unsigned.id));
    expect(row).toMatchObject({ state: 'PENDING_SIGN', escalatedAt: t.clock.now(), version: 0 });
    expect(await escalationsOf(unsigned.id)).toHaveLength(1);
    expect(await overdueNotices(unsigned.id)).toMatchObject([{ orgId: 'org-d1-s1', warningId: unsigned.warningId }]);
    expect(await escalationsOf(signed.id)).toHaveLength(0);
    expect(await overdueNotices(signed.id)).toHaveLength(0);
  });

  it('tells the open streams of the holder and of the parent organisation, in every process', async () => {
    const operations = createOperationLog({ db: t.db, clock: t.clock });
    const notifier = createWorkNotifier({ db: t.db, clock: t.clock, log: t.app.log, jobs: t.app.jobs });
    const events = createWarningEvents(createLocalClusterBus());
    const escalation = createEscalation({ db: t.db, clock: t.clock, notifier, operationLog: operations, events });
    const unsigned = await pushWarning(t.app, t.db, { level: 1 });
    const heard: WarningEvent[] = [];
    for (const orgId of [unsigned.orgId, 'org-d1-s1', 'org-d1']) events.subscribe(orgId, (event) => heard.push(event));

    t.clock.advance(5 * 60_000 + 1000);
    await escalation.run();
    await vi.waitFor(() =>
      expect(heard.map((event) => [event.type, event.orgId, event.assignmentId]).sort()).toEqual(
        [
          ['warning.changed', unsigned.orgId, unsigned.id],
          ['warning.changed', 'org-d1-s1', unsigned.id],
        ].sort(),
      ),
    );
  });
});
