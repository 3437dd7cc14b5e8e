import { AUTH_ENDPOINTS, EARLY_WARNING_ENDPOINTS, MAIL_ENDPOINTS, TRANSFER_ENDPOINTS, urlOf } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardUser, orgNotice, warningAssignment, workTodo } from '../../db/schema.ts';
import { retryDelayMs } from '../../core/jobs/index.ts';
import { createControlledPerson } from '../../testing/control-factory.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { COMMUNITY } from '../../testing/demo-orgs.ts';
import { fakeUnionIdOf, startFakeDingTalk, type FakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { send } from '../../testing/requests.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { FINAL_FEEDBACK, pushWarning } from '../../testing/warning-factory.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';
import { selectWorkNoticeSender, selectWorkTodoSender } from './select-provider.ts';

const APP = { appKey: 'ding-app', appSecret: 'ding-secret', corpId: 'ding-corp', agentId: '3001' };
const PUBLIC_URL = 'https://fanzha.example.gov.cn';
const GUARD_USER = 'ding-todo-li';
const ADMIN_USER = 'ding-todo-wang';

let vendor: FakeDingTalk;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let guard: string;

beforeAll(async () => {
  vendor = await startFakeDingTalk({ appKey: APP.appKey, appSecret: APP.appSecret, agentId: APP.agentId });
  const dingtalk = { ...APP, baseUrl: vendor.baseUrl, apiBaseUrl: vendor.baseUrl };
  t = await buildTestApp({
    identityProvider: createDingTalkProvider(dingtalk),
    workNoticeSender: selectWorkNoticeSender({ dingtalk, zwding: undefined }),
    workTodoSender: selectWorkTodoSender({ dingtalk, zwding: undefined }),
    publicUrl: PUBLIC_URL,
    // Each test runs the queue itself, as the runner would after each commit.
    runJobs: false,
  });
  // The demo guard of the own community signs in through DingTalk: bound to GUARD_USER.
  vendor.issueCode('code-todo', { userid: GUARD_USER, name: '李卫士' });
  const auth = await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=code-todo` });
  const { openid } = auth.json<{ data: { openid: string } }>().data;
  guard = (await loginGuard(t.app, DEMO_LOGINS.guard, openid)).token;
  // Its team admin too: 公文 and reports are the admins' to-dos, not every guard's.
  vendor.issueCode('code-todo-admin', { userid: ADMIN_USER, name: '王队长' });
  const adminAuth = await t.app.inject({
    method: 'GET',
    url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=code-todo-admin`,
  });
  await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin, adminAuth.json<{ data: { openid: string } }>().data.openid);
});
afterAll(async () => {
  await t.close();
  await vendor.close();
});

/** Runs the queue until nothing is due: a sync enqueues completions, which run in the next round. */
async function settle() {
  while ((await t.app.jobs.runDue()) > 0);
}

const todosOfItem = (itemId: string) => {
  const union = fakeUnionIdOf(GUARD_USER);
  return t.db
    .select({ state: workTodo.state, taskId: workTodo.vendorTaskId })
    .from(workTodo)
    .where(and(eq(workTodo.itemId, itemId), eq(workTodo.vendorUserId, GUARD_USER)))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        vendor: vendor.todos.find((todo) => todo.id === row.taskId && todo.unionId === union),
      })),
    );
};

describe('DingTalk to-dos 待办 of work items', () => {
  it('the demo community holds a reminder of one warning and a digest in its 消息通知 (seed)', async () => {
    const seeded = await t.db
      .select({ id: orgNotice.id, message: orgNotice.message, assignmentId: orgNotice.assignmentId })
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, COMMUNITY.own.id), eq(orgNotice.kind, 'deadline_reminder')));
    expect(seeded).toEqual(
      expect.arrayContaining([
        {
          id: 'notice-reminder-one',
          message: expect.stringMatching(/^即将到期：预警待/),
          assignmentId: expect.any(String),
        },
        { id: 'notice-reminder-digest', message: expect.stringMatching(/^即将到期 \d+ 件：/), assignmentId: null },
      ]),
    );
  });

  it('creates a to-do for a new warning, completes it when signed, then one for the feedback until it is given', async () => {
    const pushed = await pushWarning(t.app, t.db, { orgId: COMMUNITY.own.id });
    await t.app.workTodos.sweep.run();
    await settle();
    const [sign] = await todosOfItem(`${pushed.id}:sign`);
    expect(sign).toMatchObject({ state: 'OPEN' });
    expect(sign!.vendor).toMatchObject({
      subject: expect.stringContaining('预警待签收'),
      dueTime: pushed.signDeadline.getTime(),
      appUrl: `${PUBLIC_URL}/pages/packageSubGuard/early-warning-detail/early-warning-detail?id=${pushed.id}`,
      done: false,
    });

    const signed = await send(t.app, EARLY_WARNING_ENDPOINTS.sign, {
      as: guard,
      body: { assignmentId: pushed.id, version: pushed.version },
    });
    expect(signed.statusCode).toBe(200);
    await settle();
    expect(await todosOfItem(`${pushed.id}:sign`)).toEqual([expect.objectContaining({ state: 'DONE' })]);
    expect(sign!.vendor!.done).toBe(true);
    const [feedback] = await todosOfItem(`${pushed.id}:feedback`);
    expect(feedback).toMatchObject({ state: 'OPEN', vendor: { subject: expect.stringContaining('预警待反馈') } });

    const fedBack = await send(t.app, EARLY_WARNING_ENDPOINTS.feedback, {
      as: guard,
      body: { ...FINAL_FEEDBACK, assignmentId: pushed.id, version: signed.json().data.version },
    });
    expect(fedBack.statusCode).toBe(200);
    await settle();
    expect(await todosOfItem(`${pushed.id}:feedback`)).toEqual([expect.objectContaining({ state: 'DONE' })]);
    expect(feedback!.vendor!.done).toBe(true);
  });

  it('completes the to-do when the warning is transferred away, and opens none for it twice', async () => {
    const pushed = await pushWarning(t.app, t.db, { orgId: COMMUNITY.own.id });
    await t.app.workTodos.sweep.run();
    await t.app.workTodos.sweep.run();
    await settle();
    expect(await todosOfItem(`${pushed.id}:sign`)).toEqual([expect.objectContaining({ state: 'OPEN' })]);

    const transfer = await send(t.app, TRANSFER_ENDPOINTS.create, {
      as: guard,
      body: {
        assignmentId: pushed.id,
        version: pushed.version,
        toOrgId: COMMUNITY.neighbour.id,
        reason: 'NOT_JURISDICTION',
      },
    });
    expect(transfer.statusCode).toBe(200);
    await settle();
    const [closed] = await todosOfItem(`${pushed.id}:sign`);
    expect(closed).toMatchObject({ state: 'DONE', vendor: { done: true } });
  });

  it("opens a 公文 to-do for the receiving community's admin (not its plain guard) and completes it when the sender revokes the mail", async () => {
    const centre = await loginOa(t.app, 'oaAdmin');
    const deadline = new Date(t.clock.now().getTime() + 48 * 3600_000);
    const sent = await send(t.app, MAIL_ENDPOINTS.send, {
      as: centre,
      body: {
        title: '关于开展待办测试的通知',
        body: '请按期签收。',
        urgency: 'NORMAL',
        targets: [{ orgId: COMMUNITY.own.id, withSubtree: false }],
        signDeadline: deadline.toISOString(),
        needsFeedback: false,
      },
    });
    expect(sent.statusCode).toBe(200);
    const mail = sent.json().data as { id: string; version: number };
    await t.app.workTodos.sweep.run();
    await settle();
    const opened = vendor.todos.filter((todo) => todo.subject === '公文待签收：关于开展待办测试的通知');
    expect(opened).toEqual([
      expect.objectContaining({ unionId: fakeUnionIdOf(ADMIN_USER), dueTime: deadline.getTime(), done: false }),
    ]);

    const revoked = await send(t.app, MAIL_ENDPOINTS.revoke, {
      as: centre,
      body: { id: mail.id, version: mail.version, reason: '内容有误' },
    });
    expect(revoked.statusCode).toBe(200);
    await settle();
    expect(opened[0]!.done).toBe(true);
  });

  it('keeps a to-do the vendor refused and creates it on the retry, after the backoff', async () => {
    const pushed = await pushWarning(t.app, t.db, { orgId: COMMUNITY.own.id });
    await t.app.workTodos.sweep.run();
    vendor.setOutage('http-500');
    await settle();
    expect(await todosOfItem(`${pushed.id}:sign`)).toEqual([
      expect.objectContaining({ state: 'PENDING', vendor: undefined }),
    ]);
    vendor.setOutage(undefined);
    t.clock.advance(retryDelayMs(1) + 1000);
    // PGlite's queue follows the app clock; graphile-worker's PostgreSQL's own, hence the poll.
    await expect
      .poll(async () => (await settle(), (await todosOfItem(`${pushed.id}:sign`)).map((row) => row.state)), {
        timeout: 8_000,
        interval: 500,
      })
      .toEqual(['OPEN']);
  });

  it('replaces the to-do when the deadline moves: the old one completed, a new one with the new due time', async () => {
    const pushed = await pushWarning(t.app, t.db, { orgId: COMMUNITY.own.id });
    await t.app.workTodos.sweep.run();
    await settle();
    const later = new Date(pushed.signDeadline.getTime() + 3600_000);
    await t.db.update(warningAssignment).set({ signDeadline: later }).where(eq(warningAssignment.id, pushed.id));
    await t.app.workTodos.sweep.run();
    await settle();
    const rows = await todosOfItem(`${pushed.id}:sign`);
    expect(rows.map((row) => [row.state, row.vendor?.dueTime, row.vendor?.done])).toEqual(
      expect.arrayContaining([
        ['DONE', pushed.signDeadline.getTime(), true],
        ['OPEN', later.getTime(), false],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('gives a control visit to the guard in charge alone, not to every member of the community', async () => {
    const [inCharge] = await t.db.select().from(guardUser).where(eq(guardUser.phone, DEMO_LOGINS.guardTeamAdmin));
    const { taskId } = await createControlledPerson(t.db, t.clock.now(), COMMUNITY.own, {
      guardId: inCharge!.id,
      dueInDays: 5,
    });
    await t.app.workTodos.sweep.run();
    await settle();
    const rows = await t.db.select().from(workTodo).where(eq(workTodo.itemId, taskId));
    expect(rows.map((row) => [row.vendorUserId, row.state])).toEqual([[ADMIN_USER, 'OPEN']]);
    expect(vendor.todos.find((todo) => todo.id === rows[0]!.vendorTaskId)).toMatchObject({
      subject: '重点人员待走访',
      unionId: fakeUnionIdOf(ADMIN_USER),
    });
  });

  it('digests the items that passed a share of their time into one notice per organisation, once per share', async () => {
    const items = [await pushWarning(t.app, t.db, { orgId: COMMUNITY.neighbour.id, level: 1 })];
    items.push(await pushWarning(t.app, t.db, { orgId: COMMUNITY.neighbour.id, level: 1 }));
    const noticesOf = () =>
      t.db
        .select({ message: orgNotice.message, kind: orgNotice.kind })
        .from(orgNotice)
        .where(and(eq(orgNotice.orgId, COMMUNITY.neighbour.id), eq(orgNotice.kind, 'deadline_reminder')));
    const before = (await noticesOf()).length;
    const span = items[0]!.signDeadline.getTime() - items[0]!.pushedAt.getTime();
    t.clock.advance(span * 0.55);
    await t.app.deadlineReminders.run();
    const half = (await noticesOf()).slice(before);
    expect(half).toHaveLength(1);
    expect(half[0]!.message).toMatch(/^即将到期 \d+ 件：.*预警签收 \d+ 件/);
    await t.app.deadlineReminders.run();
    expect((await noticesOf()).length).toBe(before + 1);

    t.clock.advance(span * 0.3);
    await t.app.deadlineReminders.run();
    expect((await noticesOf()).length).toBe(before + 2);
  });
});
