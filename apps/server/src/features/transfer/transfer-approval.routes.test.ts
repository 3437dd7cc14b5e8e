import { EARLY_WARNING_ENDPOINTS, GUARD_ROLE, TRANSFER_ENDPOINTS, type WarningDetail } from '@afp/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, orgNotice, warningAssignment } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { send } from '../../testing/requests.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { createApprovalEscalation } from './transfer-approval-escalation.ts';
import { createTransferRepository } from './transfer.repository.ts';

/**
 * 移交审核 (issue 25 item 4): a transfer to another district waits for the receiving district's oa
 * (or the centre) before the receiving organisation sees it; refused, it is back with the sender.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'guardA' | 'adminB' | 'adminC' | 'westOa' | 'eastOa' | 'centre' | 'reviewer', string>;
/** A and B in 东湖区 (org-d1), C in 西山区 (org-d2). */
const ORG = { A: 'org-d1-s1-c1', B: 'org-d1-s1-c2', C: 'org-d2-s1-c1', west: 'org-d2', centre: 'org-centre' };
const T = TRANSFER_ENDPOINTS;

beforeAll(async () => {
  t = await buildTestApp({ transferApprovalMinutes: 45 });
  await seedIntakeClients(t.db);
  s.guardA = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.adminB = (await loginGuard(t.app, await phoneOf(t.db, ORG.B, GUARD_ROLE.teamAdmin))).token;
  s.adminC = (await loginGuard(t.app, await phoneOf(t.db, ORG.C, GUARD_ROLE.teamAdmin))).token;
  s.westOa = await loginOa(t.app, 'oaWestDistrict');
  s.eastOa = await loginOa(t.app, 'oaStaff');
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.reviewer = await loginOa(t.app, 'oaReviewer');
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const post = (endpoint: (typeof T)['approve' | 'refuse' | 'accept' | 'withdraw'], as: string, body: object) =>
  send(t.app, endpoint, { as, body });
const idsIn = async (as: string, endpoint: typeof T.page | typeof T.approvalPage, query: Record<string, unknown>) =>
  ((await send(t.app, endpoint, { as, query })).json().data.records as { id: string }[]).map((r) => r.id);
const assignmentOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;
const noticesOf = async (warningId: string, orgId: string) =>
  (
    await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.warningId, warningId), eq(orgNotice.orgId, orgId)))
  ).map((n) => n.kind);
const timelineOf = async (as: string, assignmentId: string) =>
  ((await send(t.app, EARLY_WARNING_ENDPOINTS.info, { as, query: { id: assignmentId } })).json().data as WarningDetail)
    .timeline;

async function requestTransfer(as: string, assignmentId: string, toOrgId = ORG.C) {
  const { version } = await assignmentOf(assignmentId);
  const response = await send(t.app, T.create, {
    as,
    body: { assignmentId, version, toOrgId, reason: 'RESIDENCE_MISMATCH' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; status: string; approvalDeadline: string | null };
}

describe('a transfer to another district 移交审核', () => {
  it('waits for the receiving district, hidden from the receiver until approved, every step logged', async () => {
    const held = await pushWarning(t.app, t.db, { victimName: '跨区审' });
    const transfer = await requestTransfer(s.guardA, held.id);
    expect(transfer).toMatchObject({ status: 'PENDING_APPROVAL', approvalOrgName: '西山区分局' });
    // The configured minutes (45 here), not the contract's default.
    expect(Date.parse(transfer.approvalDeadline!)).toBe(t.clock.now().getTime() + 45 * 60_000);
    expect(await assignmentOf(held.id)).toMatchObject({ state: 'TRANSFERRING' });
    expect(await noticesOf(held.warningId, ORG.west)).toEqual(['transfer_approval']);
    expect(await noticesOf(held.warningId, ORG.C)).toEqual([]);

    // The receiving community neither lists, nor opens, nor accepts it.
    expect(await idsIn(s.adminC, T.page, { direction: 'received' })).not.toContain(transfer.id);
    expect((await post(T.accept, s.adminC, { transferId: transfer.id })).statusCode).toBe(404);
    expect((await send(t.app, T.log, { as: s.adminC, query: { warningId: held.warningId } })).statusCode).toBe(404);
    // The sender's district is not the one to approve; a guard never is.
    expect((await post(T.approve, s.eastOa, { transferId: transfer.id })).statusCode).toBe(403);
    expect((await post(T.approve, s.guardA, { transferId: transfer.id })).statusCode).toBe(403);
    // The receiving district and the centre list it, waiting.
    expect(await idsIn(s.westOa, T.approvalPage, { view: 'pending' })).toContain(transfer.id);
    expect(await idsIn(s.centre, T.approvalPage, { view: 'pending' })).toContain(transfer.id);
    expect(await idsIn(s.eastOa, T.approvalPage, { view: 'pending' })).not.toContain(transfer.id);

    t.clock.advance(5 * 60_000);
    const approved = await post(T.approve, s.westOa, { transferId: transfer.id });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'REQUESTED', approvedByName: '郑审核' });
    expect((await post(T.approve, s.centre, { transferId: transfer.id })).statusCode).toBe(409);
    expect(await idsIn(s.westOa, T.approvalPage, { view: 'decided' })).toContain(transfer.id);
    expect(await idsIn(s.westOa, T.approvalPage, { view: 'pending' })).not.toContain(transfer.id);

    // Now the receiver sees it, is told, and accepts.
    expect(await noticesOf(held.warningId, ORG.C)).toEqual(['transfer_requested']);
    expect(await idsIn(s.adminC, T.page, { direction: 'received' })).toContain(transfer.id);
    t.clock.advance(60_000);
    expect((await post(T.accept, s.adminC, { transferId: transfer.id })).statusCode).toBe(200);

    const logged = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.entityId, transfer.id))
      .orderBy(asc(operationLog.id));
    expect(logged.map((row) => [row.action, row.fromState, row.toState])).toEqual([
      ['transfer.request', 'REQUESTED', 'PENDING_APPROVAL'],
      ['transfer.approve', 'PENDING_APPROVAL', 'REQUESTED'],
      ['transfer.accept', 'REQUESTED', 'ACCEPTED'],
    ]);
    const events = (await timelineOf(s.centre, held.id)).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['transferRequested', 'transferApproved', 'transferAccepted']));
    expect(events.indexOf('transferApproved')).toBeLessThan(events.indexOf('transferAccepted'));
  });

  it('refused with a reason, goes back to the sender in the state it had, who reads why', async () => {
    const held = await pushWarning(t.app, t.db);
    expect(
      (await send(t.app, EARLY_WARNING_ENDPOINTS.sign, { as: s.guardA, body: { assignmentId: held.id, version: 0 } }))
        .statusCode,
    ).toBe(200);
    const transfer = await requestTransfer(s.guardA, held.id);
    expect((await post(T.refuse, s.westOa, { transferId: transfer.id })).statusCode).toBe(400);
    t.clock.advance(60_000);
    const refused = await post(T.refuse, s.westOa, { transferId: transfer.id, reason: '经核实当事人不在本区居住' });
    expect(refused.json().data).toMatchObject({ status: 'REFUSED', decisionReason: '经核实当事人不在本区居住' });
    expect(await assignmentOf(held.id)).toMatchObject({ state: 'HANDLING' });
    const sent = (await send(t.app, T.page, { as: s.guardA, query: { direction: 'sent', status: 'REFUSED' } })).json()
      .data.records;
    expect(sent).toContainEqual(
      expect.objectContaining({ id: transfer.id, decisionReason: '经核实当事人不在本区居住' }),
    );
    expect(await noticesOf(held.warningId, ORG.A)).toContain('transfer_refused');
    // It never reached the receiver, and cannot be approved any more.
    expect(await noticesOf(held.warningId, ORG.C)).toEqual([]);
    expect(await idsIn(s.adminC, T.page, { direction: 'received', status: 'REFUSED' })).toEqual([]);
    expect((await post(T.approve, s.centre, { transferId: transfer.id })).statusCode).toBe(409);
    const refusal = (await timelineOf(s.guardA, held.id)).find((entry) => entry.event === 'transferRefused');
    expect(refusal).toMatchObject({ remark: '经核实当事人不在本区居住', actorName: '郑审核' });
  });

  it('is never approved by the account that asked for it', async () => {
    const held = await pushWarning(t.app, t.db);
    // The centre moves a warning across districts without forcing it: someone else approves.
    const transfer = await requestTransfer(s.centre, held.id);
    expect(transfer.status).toBe('PENDING_APPROVAL');
    const own = await post(T.approve, s.centre, { transferId: transfer.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('不能审核本人提交的移交');
    expect((await post(T.refuse, s.centre, { transferId: transfer.id, reason: 'x' })).statusCode).toBe(403);
    expect((await post(T.approve, s.reviewer, { transferId: transfer.id })).statusCode).toBe(200);
  });

  it('leaves a transfer within the district as it was: straight to the receiver, no deadline', async () => {
    const held = await pushWarning(t.app, t.db);
    const transfer = await requestTransfer(s.guardA, held.id, ORG.B);
    expect(transfer).toMatchObject({ status: 'REQUESTED', approvalDeadline: null, approvalOrgName: null });
    expect(await idsIn(s.adminB, T.page, { direction: 'received' })).toContain(transfer.id);
    expect((await post(T.approve, s.centre, { transferId: transfer.id })).statusCode).toBe(403);
  });

  it('may be withdrawn while it waits; the approving district is told', async () => {
    const held = await pushWarning(t.app, t.db);
    const transfer = await requestTransfer(s.guardA, held.id);
    const withdrawn = await post(T.withdraw, s.guardA, { transferId: transfer.id });
    expect(withdrawn.json().data).toMatchObject({ status: 'WITHDRAWN' });
    expect(await assignmentOf(held.id)).toMatchObject({ state: 'PENDING_SIGN' });
    expect(await noticesOf(held.warningId, ORG.west)).toEqual(['transfer_approval', 'transfer_withdrawn']);
    expect(await noticesOf(held.warningId, ORG.C)).toEqual([]);
    expect((await post(T.approve, s.westOa, { transferId: transfer.id })).statusCode).toBe(409);
  });
});

describe('an overdue approval', () => {
  const sent: { orgId: string; kind: string }[] = [];
  const escalation = () =>
    createApprovalEscalation({
      db: t.db,
      clock: t.clock,
      repository: createTransferRepository({ db: t.db }),
      operationLog: createOperationLog({ db: t.db, clock: t.clock }),
      notifier: { notify: async (orgId, message) => void sent.push({ orgId, kind: message.kind }) },
    });

  it('escalates to the centre once past its deadline, even with two sweeps at once, and stays decidable', async () => {
    const held = await pushWarning(t.app, t.db);
    const transfer = await requestTransfer(s.guardA, held.id);
    t.clock.advance(44 * 60_000);
    expect(await escalation().run()).toBe(0);
    t.clock.advance(2 * 60_000);
    const runs = await Promise.all([escalation().run(), escalation().run()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await escalation().run()).toBe(0);
    const escalated = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, transfer.id), eq(operationLog.action, 'transfer.approvalEscalate')));
    expect(escalated).toHaveLength(1);
    expect(sent.filter((notice) => notice.kind === 'transfer_approval_overdue')).toContainEqual({
      orgId: ORG.centre,
      kind: 'transfer_approval_overdue',
    });
    const pending = (await send(t.app, T.approvalPage, { as: s.centre, query: { view: 'pending' } })).json().data
      .records as { id: string; isApprovalEscalated: boolean }[];
    expect(pending.find((record) => record.id === transfer.id)).toMatchObject({ isApprovalEscalated: true });
    expect((await timelineOf(s.centre, held.id)).map((entry) => entry.event)).toContain('transferApprovalEscalated');
    expect((await post(T.approve, s.centre, { transferId: transfer.id })).statusCode).toBe(200);
  });
});
