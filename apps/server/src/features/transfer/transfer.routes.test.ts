import { EARLY_WARNING_ENDPOINTS, GUARD_ROLE, INFORMATION_ENDPOINTS, TRANSFER_ENDPOINTS, urlOf } from '@afp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { send } from '../../testing/requests.ts';
import { transitionAssignment } from '../../core/assignment/index.ts';
import { earlyWarning, orgNotice, warningAssignment, warningFeedback } from '../../db/schema.ts';
import { FINAL_FEEDBACK, phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { warningTransfer } from './transfer.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
/** Sessions by organisation: A holds the warnings; B, C, D, E receive them. */
const s = {} as Record<'guardA' | 'adminB' | 'guardB' | 'adminC' | 'adminD' | 'adminE' | 'centre' | 'oaStaff', string>;
const ORG = { A: 'org-d1-s1-c1', B: 'org-d1-s1-c2', C: 'org-d2-s1-c1', D: 'org-d3-s1-c1', E: 'org-d4-s1-c1' };

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  const guardSession = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.guardA = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.adminB = await guardSession(ORG.B, GUARD_ROLE.teamAdmin);
  s.guardB = await guardSession(ORG.B, GUARD_ROLE.guard);
  s.adminC = await guardSession(ORG.C, GUARD_ROLE.teamAdmin);
  s.adminD = await guardSession(ORG.D, GUARD_ROLE.teamAdmin);
  s.adminE = await guardSession(ORG.E, GUARD_ROLE.teamAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.oaStaff = await loginOa(t.app, 'oaStaff');
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const ENDPOINTS = {
  transferCreate: TRANSFER_ENDPOINTS.create,
  transferAccept: TRANSFER_ENDPOINTS.accept,
  transferReject: TRANSFER_ENDPOINTS.reject,
  transferWithdraw: TRANSFER_ENDPOINTS.withdraw,
  transferPage: TRANSFER_ENDPOINTS.page,
  transferLog: TRANSFER_ENDPOINTS.log,
  informationPage: INFORMATION_ENDPOINTS.page,
  sign: EARLY_WARNING_ENDPOINTS.sign,
  feedback: EARLY_WARNING_ENDPOINTS.feedback,
};
const post = (endpoint: keyof typeof ENDPOINTS, token: string, payload: object) =>
  send(t.app, ENDPOINTS[endpoint], { as: token, body: payload });
const get = (endpoint: keyof typeof ENDPOINTS, token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(ENDPOINTS[endpoint])}?${query}`,
    headers: { authorization: token },
  });
const assignmentOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;
const transferOf = async (id: string) =>
  (await t.db.select().from(warningTransfer).where(eq(warningTransfer.id, id)))[0]!;

async function approveIfPending(record: { id: string; status: string }) {
  if (record.status !== 'PENDING_APPROVAL') return;
  expect(
    (await send(t.app, TRANSFER_ENDPOINTS.approve, { as: s.centre, body: { transferId: record.id } })).statusCode,
  ).toBe(200);
}
async function requestTransfer(token: string, assignmentId: string, toOrgId: string, extra: object = {}) {
  const { version } = await assignmentOf(assignmentId);
  return post('transferCreate', token, { assignmentId, version, toOrgId, reason: 'NOT_JURISDICTION', ...extra });
}
/** Transfers (approved by the centre when it crosses districts) and accepts; answers the receiver's assignment. */
async function hop(token: string, assignmentId: string, toOrgId: string, receiverToken: string) {
  const created = await requestTransfer(token, assignmentId, toOrgId);
  expect(created.statusCode).toBe(200);
  await approveIfPending(created.json().data);
  const accepted = await post('transferAccept', receiverToken, { transferId: created.json().data.id });
  expect(accepted.statusCode).toBe(200);
  return (await transferOf(created.json().data.id)).toAssignmentId!;
}

describe('transfer create → accept', () => {
  it('gives the receiver a fresh PENDING_SIGN assignment and leaves the sender TRANSFERRED', async () => {
    const sender = await pushWarning(t.app, t.db, { victimName: '孙移交' });
    const created = await requestTransfer(s.guardA, sender.id, ORG.B, { reasonText: '居住在望湖' });
    expect(created.statusCode).toBe(200);
    const record = created.json().data;
    expect(record).toMatchObject({
      status: 'REQUESTED',
      fromOrgId: ORG.A,
      toOrgId: ORG.B,
      hop: 1,
      victimName: '孙*交',
    });
    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'TRANSFERRING', version: 1 });

    const received = await get('transferPage', s.adminB, 'direction=received&status=REQUESTED');
    expect(received.json().data.records.map((r: { id: string }) => r.id)).toContain(record.id);
    const sent = await get('transferPage', s.guardA, 'direction=sent');
    expect(sent.json().data.records[0].id).toBe(record.id);

    // A plain guard of the receiver may not decide.
    expect((await post('transferAccept', s.guardB, { transferId: record.id })).statusCode).toBe(403);
    t.clock.advance(10 * 60_000);
    const accepted = await post('transferAccept', s.adminB, { transferId: record.id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', decidedByName: expect.any(String) });

    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'TRANSFERRED' });
    const transfer = await transferOf(record.id);
    const receiver = await assignmentOf(transfer.toAssignmentId!);
    expect(receiver).toMatchObject({
      orgId: ORG.B,
      state: 'PENDING_SIGN',
      hop: 1,
      parentAssignmentId: sender.id,
      version: 0,
    });
    expect(receiver.signDeadline.getTime()).toBe(t.clock.now().getTime() + 5 * 60_000);

    // The receiver finds it (information query is scoped to its subtree) in 待签收.
    const bGuard = await get('informationPage', s.guardB, 'keyword=孙移交');
    expect(bGuard.json().data.records).toMatchObject([
      { assignmentId: receiver.id, orgId: ORG.B, state: 'PENDING_SIGN' },
    ]);
    const log = await get('transferLog', s.guardA, `warningId=${sender.warningId}`);
    expect(log.json().data).toMatchObject([{ id: record.id, status: 'ACCEPTED', hop: 1 }]);
    const logByAssignment = await get('transferLog', s.adminB, `assignmentId=${receiver.id}`);
    expect(logByAssignment.json().data).toHaveLength(1);
  });

  it('names the warning in the receiver notices, so the vendor once-a-day rule for identical texts drops none', async () => {
    const [first, second] = [await pushWarning(t.app, t.db), await pushWarning(t.app, t.db)];
    const noticesTo = async (warningId: string) =>
      (await t.db.select().from(orgNotice).where(eq(orgNotice.warningId, warningId))).filter((n) => n.orgId === ORG.B);
    for (const sender of [first, second]) {
      const created = await requestTransfer(s.guardA, sender.id, ORG.B);
      await post('transferAccept', s.adminB, { transferId: created.json().data.id });
    }
    const texts = [...(await noticesTo(first.warningId)), ...(await noticesTo(second.warningId))].map((n) => n.message);
    expect(texts).toHaveLength(4);
    expect(new Set(texts).size).toBe(4);
    const [firstNo, secondNo] = await Promise.all(
      [first, second].map(
        async (a) => (await t.db.select().from(earlyWarning).where(eq(earlyWarning.id, a.warningId)))[0]!.warningNo,
      ),
    );
    expect(texts.slice(0, 2).every((text) => text.includes(firstNo!))).toBe(true);
    expect(texts.slice(2).every((text) => text.includes(secondNo!))).toBe(true);
  });

  it('answers 409 on a stale version and refuses a transfer to the own or a non-handling organisation', async () => {
    const sender = await pushWarning(t.app, t.db);
    const stale = await post('transferCreate', s.guardA, {
      assignmentId: sender.id,
      version: 3,
      toOrgId: ORG.B,
      reason: 'PERSON_LEFT',
    });
    expect(stale.statusCode).toBe(409);
    for (const toOrgId of [ORG.A, 'org-d1', 'org-p01', 'org-none']) {
      expect((await requestTransfer(s.guardA, sender.id, toOrgId)).statusCode).toBe(400);
    }
    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'PENDING_SIGN', version: 0 });
  });
});

describe('reject and withdraw', () => {
  it('reject returns the assignment to the state it had (HANDLING) and needs a reason', async () => {
    const sender = await pushWarning(t.app, t.db);
    await transitionAssignment(t.db, createOperationLog({ db: t.db, clock: t.clock }), {
      assignmentId: sender.id,
      action: 'sign',
      actor: { loginType: 'guard', id: 'test', orgId: ORG.A },
    });
    const created = await requestTransfer(s.guardA, sender.id, ORG.B);
    const transferId = created.json().data.id;
    expect((await post('transferReject', s.adminB, { transferId })).statusCode).toBe(400);
    const rejected = await post('transferReject', s.adminB, { transferId, reason: '本社区无此人' });
    expect(rejected.json().data).toMatchObject({ status: 'REJECTED', decisionReason: '本社区无此人' });
    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'HANDLING', version: 3 });
    expect((await post('transferAccept', s.adminB, { transferId })).statusCode).toBe(409);
  });

  it('withdraw works only for the sender and only while REQUESTED', async () => {
    const sender = await pushWarning(t.app, t.db);
    const transferId = (await requestTransfer(s.guardA, sender.id, ORG.B)).json().data.id;
    expect((await post('transferWithdraw', s.adminB, { transferId })).statusCode).toBe(403);
    const withdrawn = await post('transferWithdraw', s.guardA, { transferId });
    expect(withdrawn.json().data).toMatchObject({ status: 'WITHDRAWN' });
    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'PENDING_SIGN' });
    const again = await post('transferWithdraw', s.guardA, { transferId });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('early_warning.invalid_transition');
    expect((await post('transferAccept', s.adminB, { transferId })).statusCode).toBe(409);
  });

  it('stores the transfer and its notice together or neither (outbox): a notice that cannot be stored leaves no transfer', async () => {
    const sender = await pushWarning(t.app, t.db);
    // The database refuses this warning's notices, as a failing disk would: the request's transaction must roll back whole.
    await t.db.execute(
      sql.raw(`create function test_refuse_notice() returns trigger language plpgsql as $$
        begin if new.warning_id = '${sender.warningId}' then raise exception 'notice refused'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger test_refuse_notice before insert on org_notice for each row execute function test_refuse_notice()',
      ),
    );
    try {
      expect((await requestTransfer(s.guardA, sender.id, ORG.B)).statusCode).not.toBe(200);
    } finally {
      await t.db.execute(sql.raw('drop trigger test_refuse_notice on org_notice'));
      await t.db.execute(sql.raw('drop function test_refuse_notice()'));
    }
    expect(await t.db.select().from(warningTransfer).where(eq(warningTransfer.warningId, sender.warningId))).toEqual(
      [],
    );
    expect(await assignmentOf(sender.id)).toMatchObject({ state: 'PENDING_SIGN', version: sender.version });
    // Once the notice can be stored, the same request goes through with its notice.
    expect((await requestTransfer(s.guardA, sender.id, ORG.B)).statusCode).toBe(200);
    const notices = await t.db.select().from(orgNotice).where(eq(orgNotice.warningId, sender.warningId));
    expect(notices.filter((n) => n.kind === 'transfer_requested').map((n) => n.orgId)).toEqual([ORG.B]);
  });
});

describe('hop limit and forced assignment', () => {
  it('refuses a 4th hop with 409 transfer.hop_limit; the centre may still force-assign', async () => {
    const start = await pushWarning(t.app, t.db);
    const atB = await hop(s.guardA, start.id, ORG.B, s.adminB);
    const atC = await hop(s.adminB, atB, ORG.C, s.adminC);
    const atD = await hop(s.adminC, atC, ORG.D, s.adminD);
    const fourth = await requestTransfer(s.adminD, atD, ORG.E);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().data.errorCode).toBe('transfer.hop_limit');
    expect(await assignmentOf(atD)).toMatchObject({ state: 'PENDING_SIGN', hop: 3 });

    // Only level 1 may force.
    expect((await requestTransfer(s.adminD, atD, ORG.E, { force: true })).statusCode).toBe(403);
    const forced = await requestTransfer(s.centre, atD, ORG.E, { force: true });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data).toMatchObject({ status: 'ACCEPTED', hop: 4, toOrgId: ORG.E });
    const atE = (await transferOf(forced.json().data.id)).toAssignmentId!;
    expect(await assignmentOf(atE)).toMatchObject({ orgId: ORG.E, state: 'PENDING_SIGN', hop: 4 });
    expect(await assignmentOf(atD)).toMatchObject({ state: 'TRANSFERRED' });
    const log = await get('transferLog', s.adminE, `assignmentId=${atE}`);
    expect(log.json().data.map((r: { hop: number }) => r.hop)).toEqual([1, 2, 3, 4]);
  });
});

describe('concurrency and scope', () => {
  it('accept and withdraw at once: exactly one wins, and the states agree with it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const sender = await pushWarning(t.app, t.db);
      const transferId = (await requestTransfer(s.guardA, sender.id, ORG.B)).json().data.id;
      const [accept, withdraw] = await Promise.all([
        post('transferAccept', s.adminB, { transferId }),
        post('transferWithdraw', s.guardA, { transferId }),
      ]);
      expect([accept.statusCode, withdraw.statusCode].sort()).toEqual([200, 409]);
      const transfer = await transferOf(transferId);
      const receivers = await t.db
        .select()
        .from(warningAssignment)
        .where(eq(warningAssignment.parentAssignmentId, sender.id));
      if (accept.statusCode === 200) {
        expect(transfer.status).toBe('ACCEPTED');
        expect((await assignmentOf(sender.id)).state).toBe('TRANSFERRED');
        expect(receivers).toHaveLength(1);
      } else {
        expect(transfer.status).toBe('WITHDRAWN');
        expect((await assignmentOf(sender.id)).state).toBe('PENDING_SIGN');
        expect(receivers).toHaveLength(0);
      }
    }
  });

  it('answers 404 for an assignment or transfer outside the caller’s subtree or organisation', async () => {
    const sender = await pushWarning(t.app, t.db);
    // Another district's admin, and oa staff of the district above A (subtree, but not the holder).
    expect((await requestTransfer(s.adminC, sender.id, ORG.C)).statusCode).toBe(404);
    expect((await requestTransfer(s.oaStaff, sender.id, ORG.B)).statusCode).toBe(404);
    const missing = {
      assignmentId: 'no-such-assignment',
      version: 0,
      toOrgId: ORG.B,
      reason: 'OTHER',
      reasonText: 'x',
    };
    expect((await post('transferCreate', s.adminC, missing)).statusCode).toBe(404);
    const transferId = (await requestTransfer(s.guardA, sender.id, ORG.B)).json().data.id;
    for (const endpoint of ['transferAccept', 'transferReject', 'transferWithdraw'] as const) {
      const response = await post(endpoint, s.adminC, { transferId, reason: 'x' });
      expect(response.statusCode).toBe(404);
    }
    expect((await get('transferLog', s.adminC, `warningId=${sender.warningId}`)).statusCode).toBe(404);
    expect((await get('transferLog', s.adminC, `assignmentId=${sender.id}`)).statusCode).toBe(404);
    expect((await transferOf(transferId)).status).toBe('REQUESTED');
  });

  it('pages received transfers with a keyset cursor, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1000);
      const sender = await pushWarning(t.app, t.db);
      const created = (await requestTransfer(s.guardA, sender.id, ORG.D)).json().data;
      await approveIfPending(created);
      ids.push(created.id);
    }
    const first = await get('transferPage', s.adminD, 'direction=received&status=REQUESTED&pageSize=2');
    const page1 = first.json().data;
    expect(page1.records.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page1.total).toBe(3);
    const second = await get(
      'transferPage',
      s.adminD,
      `direction=received&status=REQUESTED&pageSize=2&cursor=${page1.nextCursor}`,
    );
    expect(second.json().data).toMatchObject({ records: [{ id: ids[0] }], nextCursor: null });
  });
});

describe('who is offered the transfer action', () => {
  const canTransfer = async (token: string, assignmentId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${urlOf(EARLY_WARNING_ENDPOINTS.info)}?id=${assignmentId}`,
        headers: { authorization: token },
      })
    ).json().data.canTransfer;

  it('offers it to the holding organisation and the centre, not to a district above', async () => {
    const warning = await pushWarning(t.app, t.db);
    expect(await canTransfer(s.guardA, warning.id)).toBe(true);
    expect(await canTransfer(s.centre, warning.id)).toBe(true);
    expect(await canTransfer(s.oaStaff, warning.id)).toBe(false);
  });
});

describe('conflicting actions on one warning', () => {
  it('lets exactly one of a feedback and a transfer sent at once win, with no half-done rest', async () => {
    const warning = await pushWarning(t.app, t.db);
    const signed = await post('sign', s.guardA, { assignmentId: warning.id, version: 0 });
    expect(signed.statusCode).toBe(200);
    const version = 1;
    const [feedback, transfer] = await Promise.all([
      post('feedback', s.guardA, { assignmentId: warning.id, version, ...FINAL_FEEDBACK }),
      post('transferCreate', s.guardA, {
        assignmentId: warning.id,
        version,
        toOrgId: ORG.B,
        reason: 'NOT_JURISDICTION',
      }),
    ]);
    expect([feedback.statusCode, transfer.statusCode].sort()).toEqual([200, 409]);
    const after = await assignmentOf(warning.id);
    expect(after.version).toBe(2);
    const transfers = await t.db.select().from(warningTransfer).where(eq(warningTransfer.fromAssignmentId, warning.id));
    const feedbacks = await t.db.select().from(warningFeedback).where(eq(warningFeedback.assignmentId, warning.id));
    if (feedback.statusCode === 200) {
      expect(after.state).toBe('FED_BACK');
      expect([transfers.length, feedbacks.length]).toEqual([0, 1]);
    } else {
      expect(after.state).toBe('TRANSFERRING');
      expect([transfers.length, feedbacks.length]).toEqual([1, 0]);
    }
  });

  it('lets exactly one of two transfers sent at once win', async () => {
    const warning = await pushWarning(t.app, t.db);
    const send = (toOrgId: string) =>
      post('transferCreate', s.guardA, { assignmentId: warning.id, version: 0, toOrgId, reason: 'NOT_JURISDICTION' });
    const results = await Promise.all([send(ORG.B), send(ORG.C)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const transfers = await t.db.select().from(warningTransfer).where(eq(warningTransfer.fromAssignmentId, warning.id));
    expect(transfers).toHaveLength(1);
  });
});
