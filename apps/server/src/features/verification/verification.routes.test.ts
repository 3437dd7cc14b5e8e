import {
  ACCOUNT_ENDPOINTS,
  APPROXIMATE_PLACE,
  ERROR_CODES,
  GUARD_ROLE,
  NOTICE_ENDPOINTS as N,
  PEOPLE_CONTROL_ENDPOINTS as P,
  VERIFICATION_ENDPOINTS as V,
  urlOf,
  type Endpoint,
  type VerificationDetail,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlVisit,
  controlTask,
  oaAccount,
  operationLog,
  verificationItem,
  verifyGroupMember,
} from '../../db/schema.ts';
import { hashPassword } from '../login/index.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { newId } from '../../secrets.ts';
import { CONTROL_VISIT, createControlledPerson } from '../../testing/control-factory.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { phoneOf } from '../../testing/warning-factory.ts';
import { createVerification } from './index.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const C1 = { id: 'org-d1-s1-c1', path: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/' };
const D3 = { id: 'org-d3-s1-c1', path: '/org-centre/org-d3/org-d3-s1/org-d3-s1-c1/' };
const s = {} as Record<'guard' | 'station' | 'otherGuard' | 'admin' | 'staff' | 'reviewer' | 'westOa', string>;

beforeAll(async () => {
  t = await buildTestApp();
  // 刘专员 (org-d1) verifies for 东湖区; an oa of 西山区 (org-d2) belongs to no group.
  await t.db.insert(verifyGroupMember).values({ groupId: 'vg-east', accountId: 'oa-staff' }).onConflictDoNothing();
  await t.db.insert(oaAccount).values({
    id: 'oa-west-test',
    accountName: 'west_oa',
    displayName: '西区专员',
    passwordHash: await hashPassword('west_1234'),
    utype: 2,
    orgId: 'org-d2',
  });
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.station = (await loginGuard(t.app, await phoneOf(t.db, 'org-d1-s1', GUARD_ROLE.stationAdmin))).token;
  s.otherGuard = (await loginGuard(t.app, await phoneOf(t.db, 'org-d2-s1-c1', GUARD_ROLE.guard))).token;
  s.admin = await loginOa(t.app, 'oaAdmin');
  s.staff = await loginOa(t.app, 'oaStaff');
  s.reviewer = await loginOa(t.app, 'oaReviewer');
  s.westOa = await loginAs('west_oa', 'west_1234');
});
afterAll(() => t.close());

/** A second desk on the test database, for submitting items directly; its refusals go unnoticed. */
const desk = () =>
  createVerification({
    db: t.db,
    clock: t.clock,
    operationLog: createOperationLog({ db: t.db, clock: t.clock }),
    notifier: { notify: async () => {} },
  });

async function loginAs(accountName: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: { accountName, password },
  });
  return response.json().data.token as string;
}

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);

/** A controlled person of `org` with a pending visit task. */
/** A refusal of the item at its current version, at the stage, with the reason. */
const refusal = (item: { id: string; version: number }, stage: 'verify' | 'review', reason: string) => ({
  id: item.id,
  version: item.version,
  stage,
  reason,
});
const createTask = (org = C1) => createControlledPerson(t.db, t.clock.now(), org, { name: '核查测试' });

/** The guard submits a visit on the task: the verification item it creates. */
async function submitVisit(taskId: string, token = s.guard) {
  const task = (await t.db.select().from(controlTask).where(eq(controlTask.id, taskId)))[0]!;
  const response = await send(P.visit, token, { taskId, version: task.version, ...CONTROL_VISIT, photos: [] });
  expect(response.statusCode).toBe(200);
  return itemOf(taskId);
}
const itemOf = async (taskId: string) =>
  (
    await t.db
      .select()
      .from(verificationItem)
      .where(and(eq(verificationItem.kind, 'control_feedback'), eq(verificationItem.subjectId, taskId)))
  )[0]!;
const detail = async (token: string, id: string) => {
  const response = await send(V.info, token, { id });
  expect(response.statusCode).toBe(200);
  return response.json().data as VerificationDetail;
};
const taskOf = async (id: string) => (await t.db.select().from(controlTask).where(eq(controlTask.id, id)))[0]!;

describe('verification of a control visit (journey 2 on the server)', () => {
  it('is submitted by the visit, refused at review, resubmitted, verified and reviewed', async () => {
    const { taskId, personId } = await createTask();
    const item = await submitVisit(taskId);
    expect(item).toMatchObject({
      state: 'PENDING_VERIFY',
      round: 1,
      verifyGroupId: 'vg-east',
      reviewGroupId: 'rvg-city',
    });

    // In the staff's verify queue (default: all of the caller's groups), with the group's name.
    const queue = (await send(V.page, s.staff, { stage: 'verify', groupId: 'vg-east' })).json().data;
    expect(queue.records.map((r: { id: string }) => r.id)).toContain(item.id);
    const shown = await detail(s.staff, item.id);
    expect(shown).toMatchObject({ verifyGroupName: '东湖区核查组', mayVerify: true, mayReview: false });
    expect(shown.lines.map((line) => line.label)).toContain('走访方式');
    expect(shown.link).toContain(personId);
    // A visit saved before with its point as the address: the line reads 位置（约）, not coordinates.
    await t.db.update(controlVisit).set({ address: '30.25910, 120.16520' }).where(eq(controlVisit.taskId, taskId));
    expect((await detail(s.staff, item.id)).lines).toContainEqual({ label: '走访地点', value: APPROXIMATE_PLACE });

    const verified = await send(V.verify, s.staff, { id: item.id, version: item.version, note: '材料齐全' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ state: 'PENDING_REVIEW', verifiedByName: '刘专员' });

    const refused = await send(V.refuse, s.admin, refusal(verified.json().data, 'review', '照片不清晰，请补拍'));
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ state: 'REFUSED', refusedStage: 'review' });
    // The visit went back to the guard with the reason.
    expect(await taskOf(taskId)).toMatchObject({ state: 'RETURNED', returnReason: '照片不清晰，请补拍' });
    const status = (await send(V.status, s.guard, { kind: 'control_feedback', subjectId: taskId })).json().data;
    expect(status).toMatchObject({ state: 'REFUSED', refuseReason: '照片不清晰，请补拍', refusedStage: 'review' });
    // The submitting organisation is told in its 消息通知, with the stage and the reason.
    const notices = (await send(N.page, s.guard, { pageSize: 100 })).json().data.records;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'verification_refused',
        message: '管控反馈「' + item.title + '」复核未通过，已退回：照片不清晰，请补拍',
        isRead: false,
      }),
    );

    const again = await submitVisit(taskId);
    expect(again).toMatchObject({ state: 'PENDING_VERIFY', round: 2, refuseReason: null, verifiedBy: null });
    const reverified = await send(V.verify, s.staff, { id: item.id, version: again.version });
    const reviewed = await send(V.review, s.admin, { id: item.id, version: reverified.json().data.version });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({ state: 'REVIEWED', reviewedByName: '王管理' });
    expect((await taskOf(taskId)).state).toBe('APPROVED');
    const feedbacks = await t.db.select().from(controlVisit).where(eq(controlVisit.taskId, taskId));
    expect(feedbacks.map((f) => f.state).sort()).toEqual(['APPROVED', 'RETURNED']);

    const history = (await detail(s.admin, item.id)).history;
    expect(history.map((h) => [h.action, h.fromState, h.toState])).toEqual([
      ['提交核查', null, 'PENDING_VERIFY'],
      ['核查通过', 'PENDING_VERIFY', 'PENDING_REVIEW'],
      ['复核退回', 'PENDING_REVIEW', 'REFUSED'],
      ['重新提交', 'REFUSED', 'PENDING_VERIFY'],
      ['核查通过', 'PENDING_VERIFY', 'PENDING_REVIEW'],
      ['复核通过', 'PENDING_REVIEW', 'REVIEWED'],
    ]);
    expect(history[1]).toMatchObject({ actorName: '刘专员', remark: '材料齐全' });
  });
});

describe('verification rules over HTTP', () => {
  it('answers 409 for an illegal move and for a stale version, changing nothing', async () => {
    const { taskId } = await createTask();
    const item = await submitVisit(taskId);
    const early = await send(V.review, s.admin, { id: item.id, version: item.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.errorCode).toBe(ERROR_CODES.verificationInvalidTransition);
    const wrongStage = await send(V.refuse, s.staff, refusal(item, 'review', '不对'));
    expect(wrongStage.statusCode).toBe(403);
    const stale = await send(V.verify, s.staff, { id: item.id, version: item.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.verificationStaleVersion);
    expect((await itemOf(taskId)).state).toBe('PENDING_VERIFY');
    const logged = await t.db.select().from(operationLog).where(eq(operationLog.entityId, item.id));
    expect(logged).toHaveLength(1);
  });

  it('refuses without a reason with 400 naming the field', async () => {
    const { taskId } = await createTask();
    const item = await submitVisit(taskId);
    const response = await send(V.refuse, s.staff, refusal(item, 'verify', ' '));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('reason');
  });

  it('lets only group members verify, only re-verify members review, never the verifier', async () => {
    const { taskId } = await createTask();
    const item = await submitVisit(taskId);
    // The westOa sees nothing of 东湖区: 404 whatever it tries.
    expect((await send(V.info, s.westOa, { id: item.id })).statusCode).toBe(404);
    expect((await send(V.verify, s.westOa, { id: item.id, version: item.version })).statusCode).toBe(404);
    // Guards have no queue.
    expect((await send(V.page, s.guard, { stage: 'verify' })).statusCode).toBe(403);
    // The administrator verifies (member and admin) and then may not review the same item.
    const verified = await send(V.verify, s.admin, { id: item.id, version: item.version });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.mayReview).toBe(false);
    const own = await send(V.review, s.admin, { id: item.id, version: verified.json().data.version });
    expect(own.statusCode).toBe(403);
    // The staff is no re-verify member.
    const staff = await send(V.review, s.staff, { id: item.id, version: verified.json().data.version });
    expect(staff.statusCode).toBe(403);
    expect((await send(V.page, s.staff, { stage: 'review', groupId: 'rvg-city' })).statusCode).toBe(404);
  });

  it('never lets the submitter verify or review his own item, and queues only what the caller may act on', async () => {
    const verification = desk();
    const admin = { loginType: 'oa' as const, id: 'oa-admin', name: '王管理', orgId: 'org-centre' };
    const item = await t.db.transaction((tx) =>
      verification.submitForVerification(tx, {
        kind: 'ledger_entry',
        subjectId: newId(),
        orgId: 'org-d1-s1',
        submitter: admin,
        title: '湖滨街道：宣传阵地建设台账',
      }),
    );
    const queued = async (token: string, stage: 'verify' | 'review') =>
      (await send(V.page, token, { stage, pageSize: '100' })).json().data.records.map((r: { id: string }) => r.id);

    // The administrator submitted it: neither stage is his, and his queues leave it out.
    expect(await detail(s.admin, item.id)).toMatchObject({ mayVerify: false, mayReview: false });
    expect((await send(V.verify, s.admin, { id: item.id, version: item.version })).statusCode).toBe(403);
    expect((await send(V.refuse, s.admin, refusal(item, 'verify', '自己退回'))).statusCode).toBe(403);
    expect(await queued(s.admin, 'verify')).not.toContain(item.id);
    expect(await queued(s.staff, 'verify')).toContain(item.id);

    const verified = await send(V.verify, s.staff, { id: item.id, version: item.version });
    expect(verified.statusCode).toBe(200);
    const version = verified.json().data.version;
    expect((await send(V.review, s.admin, { id: item.id, version })).statusCode).toBe(403);
    expect(await queued(s.admin, 'review')).not.toContain(item.id);
    expect(await queued(s.reviewer, 'review')).toContain(item.id);
    expect(await detail(s.reviewer, item.id)).toMatchObject({ mayReview: true });
    expect(await t.db.select().from(operationLog).where(eq(operationLog.entityId, item.id))).toHaveLength(2);
  });

  it('leaves what the caller verified out of his 复核 queue and its count', async () => {
    const { taskId } = await createTask();
    const item = await submitVisit(taskId);
    const before = (await send(V.counts, s.admin)).json().data.pendingReview;
    expect((await send(V.verify, s.admin, { id: item.id, version: item.version })).statusCode).toBe(200);
    const queue = (await send(V.page, s.admin, { stage: 'review', pageSize: '100' })).json().data;
    expect(queue.records.map((r: { id: string }) => r.id)).not.toContain(item.id);
    expect((await send(V.counts, s.admin)).json().data.pendingReview).toBe(before);
    const reviewerQueue = (await send(V.page, s.reviewer, { stage: 'review', pageSize: '100' })).json().data;
    expect(reviewerQueue.records.map((r: { id: string }) => r.id)).toContain(item.id);
  });

  it('leaves an organisation no verify group covers to the administrators', async () => {
    const { taskId } = await createTask(D3);
    const d3Guard = (await loginGuard(t.app, await phoneOf(t.db, D3.id, GUARD_ROLE.guard))).token;
    const item = await submitVisit(taskId, d3Guard);
    expect(item.verifyGroupId).toBeNull();
    const adminQueue = (await send(V.page, s.admin, { stage: 'verify', pageSize: '100' })).json().data;
    expect(adminQueue.records.map((r: { id: string }) => r.id)).toContain(item.id);
    const staffQueue = (await send(V.page, s.staff, { stage: 'verify', pageSize: '100' })).json().data;
    expect(staffQueue.records.map((r: { id: string }) => r.id)).not.toContain(item.id);
    expect((await send(V.verify, s.admin, { id: item.id, version: item.version })).statusCode).toBe(200);
  });

  it('shows a subject status to its own organisation only', async () => {
    const { taskId } = await createTask();
    await submitVisit(taskId);
    const own = await send(V.status, s.guard, { kind: 'control_feedback', subjectId: taskId });
    expect(own.json().data).toMatchObject({ state: 'PENDING_VERIFY', round: 1 });
    const other = await send(V.status, s.otherGuard, { kind: 'control_feedback', subjectId: taskId });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toBeNull();
  });

  it('counts what waits for the caller at each stage', async () => {
    const before = (await send(V.counts, s.staff)).json().data;
    const { taskId } = await createTask();
    await submitVisit(taskId);
    const after = (await send(V.counts, s.staff)).json().data;
    expect(after.pendingVerify).toBe(before.pendingVerify + 1);
    expect(after.pendingReview).toBe(0);
  });

  it('pages the queue by keyset without repeats', async () => {
    for (let i = 0; i < 3; i += 1) await submitVisit((await createTask()).taskId);
    const first = (await send(V.page, s.staff, { stage: 'verify', pageSize: '2' })).json().data;
    const second = (await send(V.page, s.staff, { stage: 'verify', pageSize: '2', cursor: first.nextCursor })).json()
      .data;
    const ids = [...first.records, ...second.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(4);
  });
});

describe('the submission face', () => {
  const guardActor = { loginType: 'guard' as const, id: 'g-1', name: '测试卫士', orgId: C1.id };

  it('refuses a second submission while the item is pending (409)', async () => {
    const verification = desk();
    const subjectId = newId();
    const input = {
      kind: 'ledger_entry' as const,
      subjectId,
      orgId: C1.id,
      submitter: guardActor,
      title: '台账：宣传',
    };
    await t.db.transaction((tx) => verification.submitForVerification(tx, input));
    await expect(t.db.transaction((tx) => verification.submitForVerification(tx, input))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('lists and moves a kind nobody registered, by its title', async () => {
    const verification = desk();
    const subjectId = newId();
    const item = await t.db.transaction((tx) =>
      verification.submitForVerification(tx, {
        kind: 'report_submission',
        subjectId,
        orgId: C1.id,
        submitter: guardActor,
        title: '报表：十月周报',
      }),
    );
    const shown = await detail(s.staff, item.id);
    expect(shown).toMatchObject({ title: '报表：十月周报', lines: [], link: null });
    expect((await send(V.verify, s.staff, { id: item.id, version: item.version })).statusCode).toBe(200);
  });

  it('closes a pending visit item when the station admin decides the visit itself', async () => {
    const { taskId } = await createTask();
    const item = await submitVisit(taskId);
    const task = await taskOf(taskId);
    const approved = await send(P.approve, s.station, { taskId, version: task.version });
    expect(approved.statusCode).toBe(200);
    expect(await itemOf(taskId)).toMatchObject({ state: 'REVIEWED', version: item.version + 1 });
  });
});
