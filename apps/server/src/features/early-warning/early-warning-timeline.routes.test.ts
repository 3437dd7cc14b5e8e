import {
  EARLY_WARNING_ENDPOINTS as E,
  GUARD_ROLE,
  TRANSFER_ENDPOINTS,
  urlOf,
  type WarningDetail,
  type WarningRecord,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { FINAL_FEEDBACK, phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

/**
 * The 处置进度 timeline shows each step as it happened — signing, each transfer and how it ended,
 * feedbacks — and a former holder reads only its own part (issue 7, item 15).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
// B lies in A's district: a transfer there needs no approval (移交审核 has its own timeline test).
const ORG = { A: 'org-d1-s1-c1', B: 'org-d1-s1-c2' };
const s = {} as Record<'guardA' | 'adminB' | 'guardB' | 'centre', string>;
const held = { A: '', B: '' };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = async (url: string, token: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string };
};
const info = async (token: string, id: string): Promise<WarningDetail> =>
  (await get(`${urlOf(E.info)}?id=${id}`, token)).json().data;
const versionOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!.version;
/** Each step a minute after the last, so the timeline's order is the order of the steps. */
const later = () => t.clock.advance(60_000);
const requestTransfer = async (assignmentId: string) =>
  post(urlOf(TRANSFER_ENDPOINTS.create), s.guardA, {
    assignmentId,
    version: await versionOf(assignmentId),
    toOrgId: ORG.B,
    reason: 'NOT_JURISDICTION',
  });

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  s.guardA = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.adminB = (await loginGuard(t.app, await phoneOf(t.db, ORG.B, GUARD_ROLE.teamAdmin))).token;
  s.guardB = (await loginGuard(t.app, await phoneOf(t.db, ORG.B, GUARD_ROLE.guard))).token;
  s.centre = await loginOa(t.app, 'oaAdmin');

  // A signs and asks B to take the warning; B refuses, A asks again, B accepts, signs and feeds back.
  held.A = (await pushWarning(t.app, t.db, { orgId: ORG.A, victimName: '时间线' })).id;
  later();
  await post(urlOf(E.sign), s.guardA, { assignmentId: held.A, version: 0 });
  later();
  const refused = await requestTransfer(held.A);
  later();
  await post(urlOf(TRANSFER_ENDPOINTS.reject), s.adminB, { transferId: refused.id, reason: '不在本辖区' });
  later();
  const accepted = await requestTransfer(held.A);
  later();
  await post(urlOf(TRANSFER_ENDPOINTS.accept), s.adminB, { transferId: accepted.id });
  const [receiver] = await t.db
    .select()
    .from(warningAssignment)
    .where(eq(warningAssignment.parentAssignmentId, held.A));
  held.B = receiver!.id;
  later();
  await post(urlOf(E.sign), s.guardB, { assignmentId: held.B, version: 0 });
  later();
  await post(urlOf(E.feedback), s.guardB, { ...FINAL_FEEDBACK, assignmentId: held.B, version: 1 });
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const eventsOf = (detail: WarningDetail) => detail.timeline.map((entry) => `${entry.event}@${entry.orgName}`);
const A_PART = [
  'pushed@省平台',
  'dispatched@湖滨花园社区',
  'signed@湖滨花园社区',
  'transferRequested@湖滨花园社区',
  'transferRejected@',
  'transferRequested@湖滨花园社区',
  'transferAccepted@',
];

describe('the 处置进度 timeline', () => {
  it('shows the holder every step as it happened, with who and when', async () => {
    const detail = await info(s.guardB, held.B);
    const orgB = detail.orgName;
    expect(eventsOf(detail)).toEqual([
      ...A_PART.map((event) => (event.endsWith('@') ? `${event}${orgB}` : event)),
      `dispatched@${orgB}`,
      `signed@${orgB}`,
      `fedBack@${orgB}`,
    ]);
    const signed = detail.timeline.find((entry) => entry.event === 'signed');
    expect(signed?.actorName).toBeTruthy();
    expect(signed?.at).toBe(detail.timeline[2]!.at);
    expect(detail.timeline.find((entry) => entry.event === 'transferRejected')?.remark).toBe('不在本辖区');
    const times = detail.timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('shows the centre the same history', async () => {
    expect(eventsOf(await info(s.centre, held.A))).toEqual(eventsOf(await info(s.guardB, held.B)));
  });

  it('shows a former holder only its own part', async () => {
    const orgB = (await info(s.guardB, held.B)).orgName;
    const detail = await info(s.guardA, held.A);
    expect(eventsOf(detail)).toEqual(A_PART.map((event) => (event.endsWith('@') ? `${event}${orgB}` : event)));
  });
});

describe('the waiting count', () => {
  const waiting = async (token: string) => (await get(urlOf(E.waitingCount), token)).json().data;
  const listTotal = async (token: string, state: WarningRecord['state']) =>
    (await get(`${urlOf(E.page)}?state=${state}&pageSize=1`, token)).json().data.total as number;

  it('counts what the list shows waiting: to sign, and to feed back', async () => {
    await pushWarning(t.app, t.db, { orgId: ORG.B, victimName: '待签收' });
    const signedHere = await pushWarning(t.app, t.db, { orgId: ORG.B, victimName: '处置中' });
    await post(urlOf(E.sign), s.guardB, { assignmentId: signedHere.id, version: 0 });

    const count = await waiting(s.guardB);
    expect(count).toEqual({
      pendingSign: await listTotal(s.guardB, 'PENDING_SIGN'),
      pendingFeedback: (await listTotal(s.guardB, 'HANDLING')) + (await listTotal(s.guardB, 'WAITING_SECOND_FEEDBACK')),
    });
    expect(count.pendingSign).toBeGreaterThanOrEqual(1);
    expect(count.pendingFeedback).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: urlOf(E.waitingCount) })).statusCode).toBe(401);
  });
});
