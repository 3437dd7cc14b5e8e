import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardUser, openidBinding, orgNotice, workplaceIdentity } from '../../db/schema.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { COMMUNITY } from '../../testing/demo-orgs.ts';
import { startFakeDingTalk, type FakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { buildTestCluster, hasTestPostgres } from '../../testing/test-cluster.ts';
import { pushWarning } from '../../testing/warning-factory.ts';
import { selectWorkTodoSender } from './select-provider.ts';

const APP = { appKey: 'ding-app', appSecret: 'ding-secret', corpId: 'ding-corp', agentId: '3001' };

/**
 * Two server processes (two apps, two pools, one PostgreSQL database) sweep the work items at the
 * same moment: each item's to-do is created once at the vendor, and each reminder share is sent
 * once. PostgreSQL only (CI sets TEST_DATABASE_URL).
 */
describe.skipIf(!hasTestPostgres)('to-dos and pre-deadline reminders across two processes (PostgreSQL)', () => {
  let vendor: FakeDingTalk;
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  beforeAll(async () => {
    vendor = await startFakeDingTalk({ appKey: APP.appKey, appSecret: APP.appSecret, agentId: APP.agentId });
    const dingtalk = { ...APP, baseUrl: vendor.baseUrl, apiBaseUrl: vendor.baseUrl };
    cluster = await buildTestCluster(2, { workTodoSender: selectWorkTodoSender({ dingtalk, zwding: undefined }) });
    const db = cluster.dbs[0]!;
    await seedIntakeClients(db);
    // One guard of the community bound to the app, as a DingTalk sign-in leaves it.
    const [guard] = await db.select().from(guardUser).where(eq(guardUser.orgId, COMMUNITY.own.id)).limit(1);
    const now = cluster.clock.now();
    await db.insert(workplaceIdentity).values({
      id: 'wi-cluster',
      provider: 'dingtalk',
      appKey: APP.appKey,
      vendorUserId: 'ding-cluster',
      openid: 'openid-cluster',
      name: guard!.name,
      createdAt: now,
    });
    await db
      .insert(openidBinding)
      .values({ openid: 'openid-cluster', loginType: 'guard', accountId: guard!.id, createdAt: now });
    await Promise.all(cluster.apps.map((app) => app.ready()));
  });
  afterAll(async () => {
    await cluster.close();
    await vendor.close();
  });

  const drained = () =>
    expect
      .poll(
        async () => {
          const stats = await cluster.apps[0]!.jobs.stats();
          return stats.queued + stats.running;
        },
        { timeout: 20_000, interval: 200 },
      )
      .toBe(0);

  it('creates one vendor to-do per item and sends each share once when both processes sweep at once', async () => {
    const [first, second] = cluster.apps;
    const pushed = await pushWarning(first!, cluster.dbs[0]!, { orgId: COMMUNITY.own.id, level: 1 });
    await Promise.all([first!.workTodos.sweep.run(), second!.workTodos.sweep.run()]);
    await Promise.all([first!.workTodos.sweep.run(), second!.workTodos.sweep.run()]);
    await drained();
    const ofPushed = () =>
      vendor.todos.filter((todo) => todo.appUrl === undefined && todo.dueTime === pushed.signDeadline.getTime());
    expect(ofPushed()).toHaveLength(1);

    const remindersOf = () =>
      cluster.dbs[1]!.select()
        .from(orgNotice)
        .where(and(eq(orgNotice.orgId, COMMUNITY.own.id), like(orgNotice.message, '即将到期%')));
    // The demo's own reminders (seed) are there before the run.
    const before = (await remindersOf()).length;
    cluster.clock.advance((pushed.signDeadline.getTime() - pushed.pushedAt.getTime()) * 0.6);
    const sent = await Promise.all([first!.deadlineReminders.run(), second!.deadlineReminders.run()]);
    expect(sent[0] + sent[1]).toBeGreaterThan(0);
    expect(await remindersOf()).toHaveLength(before + 1);
    expect(await Promise.all([first!.deadlineReminders.run(), second!.deadlineReminders.run()])).toEqual([0, 0]);
  });
});
