import { ERROR_CODES, GUARD_ROLE, MAIL_ENDPOINTS as M, type Endpoint } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mail, mailDocCounter, operationLog, orgNotice } from '../../db/schema.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { useSignedInApp } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { phoneOf } from '../../testing/warning-factory.ts';

/** 公文 as offices send it (issue 26 item 2): 文号, 密级, 缓急, 签发, 转发, feedback redo, reads per person. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<
  'centre' | 'centreStaff' | 'drafter' | 'leader' | 'west' | 'station' | 'community' | 'otherCommunity' | 'd2Admin',
  string
>;
const HOUR = 3600_000;

async function signIn() {
  const guard = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.centreStaff = await loginOa(t.app, 'oaReviewer');
  s.drafter = await loginOa(t.app, 'oaStaff');
  s.leader = await loginOa(t.app, 'oaDistrictLeader');
  s.west = await loginOa(t.app, 'oaWestDistrict');
  s.station = await guard('org-d1-s1', GUARD_ROLE.stationAdmin);
  s.community = await guard('org-d1-s1-c1', GUARD_ROLE.teamAdmin);
  s.otherCommunity = await guard('org-d1-s2-c1', GUARD_ROLE.teamAdmin);
  s.d2Admin = await guard('org-d2', GUARD_ROLE.districtAdmin);
}

useSignedInApp(async () => (t = await buildTestApp()), signIn);

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);
const later = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
const year = () => Number(new Date(t.clock.now().getTime() + 8 * HOUR).toISOString().slice(0, 4));

async function sendMail(token: string, extra: Record<string, unknown> = {}) {
  const response = await send(M.send, token, {
    title: '关于开展反诈宣传的通知',
    body: '请各单位按期落实。',
    targets: [{ orgId: 'org-d1-s1', withSubtree: false }],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; version: number; docNumber: string | null; state: string };
}

async function receiptOf(token: string, mailId: string) {
  const inbox = await send(M.inbox, token, { tab: 'all', pageSize: '100' });
  return (inbox.json().data.records as { id: string; mailId: string }[]).find((r) => r.mailId === mailId);
}

describe('文号, 密级 and 缓急', () => {
  it('numbers each office per year in order, shown with 密级 and 缓急 on both sides', async () => {
    const first = await sendMail(s.drafter, { urgency: 'EXTRA_URGENT', secrecy: 'INTERNAL' });
    const second = await sendMail(s.drafter);
    const centre = await sendMail(s.centre);
    const seqOf = (docNumber: string | null, prefix: string) => {
      const match = new RegExp(`^${prefix}〔${year()}〕(\\d+)号$`).exec(docNumber ?? '');
      expect(match, docNumber ?? 'null').not.toBeNull();
      return Number(match![1]);
    };
    // The demo's mails of the year are numbered already: the next ones follow on, one by one.
    expect(seqOf(second.docNumber, '东湖反诈')).toBe(seqOf(first.docNumber, '东湖反诈') + 1);
    // Another office counts on its own.
    const [counter] = await t.db
      .select()
      .from(mailDocCounter)
      .where(and(eq(mailDocCounter.orgId, 'org-centre'), eq(mailDocCounter.year, year())));
    expect(seqOf(centre.docNumber, '江澜反诈')).toBe(counter!.last);
    expect(counter!.last).not.toBe(seqOf(second.docNumber, '东湖反诈'));

    const outbox = await send(M.outbox, s.drafter, { pageSize: '10' });
    const records = outbox.json().data.records as { id: string }[];
    expect(records.find((r) => r.id === first.id)).toMatchObject({
      docNumber: first.docNumber,
      urgency: 'EXTRA_URGENT',
      secrecy: 'INTERNAL',
    });
    const receipt = await receiptOf(s.station, first.id);
    expect(receipt).toMatchObject({ docNumber: first.docNumber, urgency: 'EXTRA_URGENT', secrecy: 'INTERNAL' });
  });

  it('gives two sends at the same moment two numbers', async () => {
    const sent = await Promise.all([sendMail(s.drafter), sendMail(s.drafter), sendMail(s.drafter)]);
    expect(new Set(sent.map((m) => m.docNumber)).size).toBe(3);
    const seqs = (await t.db.select({ seq: mail.docSeq }).from(mail).where(eq(mail.senderOrgId, 'org-d1')))
      .map((row) => row.seq)
      .filter((seq) => seq !== null)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(seqs.slice(-3)).toEqual([seqs.at(-3), seqs.at(-3)! + 1, seqs.at(-3)! + 2]);
  });

  it('refuses an unknown 密级 with 400 naming the field', async () => {
    const response = await send(M.send, s.drafter, {
      title: 't',
      body: 'b',
      secrecy: 'SECRET',
      targets: [{ orgId: 'org-d1-s1', withSubtree: false }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('secrecy');
  });

  it('keeps a deadline to the minute', async () => {
    const deadline = new Date(t.clock.now().getTime() + 26 * HOUR + 17 * 60_000);
    deadline.setUTCSeconds(0, 0);
    const sent = await sendMail(s.drafter, { signDeadline: deadline.toISOString() });
    const info = await send(M.info, s.drafter, { id: sent.id });
    expect(info.json().data.signDeadline).toBe(deadline.toISOString());
  });
});

describe('审核/签发', () => {
  it('waits for the leader: not delivered nor numbered until approved, then numbered and delivered', async () => {
    const pending = await sendMail(s.drafter, { needsApproval: true, signDeadline: later(48) });
    expect(pending).toMatchObject({ state: 'PENDING', docNumber: null });
    expect(await receiptOf(s.station, pending.id)).toBeUndefined();
    const asked = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, 'org-d1'), eq(orgNotice.kind, 'mail_approval')));
    expect(asked.length).toBeGreaterThan(0);

    // The drafter cannot approve their own mail; the leader sees it may.
    const own = await send(M.approve, s.drafter, { id: pending.id, version: pending.version });
    expect(own.statusCode).toBe(403);
    expect((await send(M.info, s.drafter, { id: pending.id })).json().data.mayApprove).toBe(false);
    expect((await send(M.info, s.leader, { id: pending.id })).json().data.mayApprove).toBe(true);
    // Another office's leader does not even see it.
    expect((await send(M.approve, s.centre, { id: pending.id, version: pending.version })).statusCode).toBe(404);

    const approved = await send(M.approve, s.leader, { id: pending.id, version: pending.version });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'SENT', approverName: '赵局长', mayApprove: false });
    expect(approved.json().data.docNumber).toMatch(/^东湖反诈〔\d{4}〕\d+号$/);
    expect(await receiptOf(s.station, pending.id)).toBeDefined();
    const again = await send(M.approve, s.leader, { id: pending.id, version: approved.json().data.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe(ERROR_CODES.mailInvalidTransition);

    const logged = await t.db
      .select({ action: operationLog.action, actor: operationLog.actorId })
      .from(operationLog)
      .where(and(eq(operationLog.entityType, 'mail'), eq(operationLog.entityId, pending.id)))
      .orderBy(operationLog.id);
    expect(logged).toEqual([
      { action: 'mail.submit', actor: 'oa-staff' },
      { action: 'mail.approve', actor: 'oa-d1-leader' },
    ]);
  });

  it('refuses back to the drafter with a reason, never sent', async () => {
    const pending = await sendMail(s.drafter, { needsApproval: true });
    const blank = await send(M.reject, s.leader, { id: pending.id, version: pending.version, reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const refused = await send(M.reject, s.leader, {
      id: pending.id,
      version: pending.version,
      reason: '请补充落实时限',
    });
    expect(refused.json().data).toMatchObject({
      state: 'REJECTED',
      rejectReason: '请补充落实时限',
      docNumber: null,
      pendingTargets: [{ orgId: 'org-d1-s1', name: '湖滨街道', withSubtree: false }],
    });
    expect(await receiptOf(s.station, pending.id)).toBeUndefined();
    const told = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, 'org-d1'), eq(orgNotice.kind, 'mail_rejected')));
    expect(told.at(-1)?.message).toContain('请补充落实时限');
    const late = await send(M.approve, s.leader, { id: pending.id, version: refused.json().data.version });
    expect(late.statusCode).toBe(409);
  });

  it('lets only an administrator of the office approve, not its other staff, nor a leader their own draft', async () => {
    const pending = await sendMail(s.centreStaff, { needsApproval: true });
    const byLeader = await sendMail(s.centre, { needsApproval: true });
    const own = await send(M.approve, s.centre, { id: byLeader.id, version: byLeader.version });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('不能签发本人起草的公文');
    const staff = await send(M.approve, s.centreStaff, { id: byLeader.id, version: byLeader.version });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toContain('领导');
    expect((await send(M.approve, s.centre, { id: pending.id, version: pending.version })).statusCode).toBe(200);
  });

  it('lets the drafter take back a mail still waiting, never sent', async () => {
    const pending = await sendMail(s.drafter, { needsApproval: true });
    const revoked = await send(M.revoke, s.drafter, { id: pending.id, version: pending.version, reason: '另行起草' });
    expect(revoked.json().data).toMatchObject({ state: 'REVOKED', docNumber: null, revokeReason: '另行起草' });
    expect((await send(M.approve, s.leader, { id: pending.id, version: revoked.json().data.version })).statusCode).toBe(
      409,
    );
    expect(await receiptOf(s.station, pending.id)).toBeUndefined();
  });

  it('refuses to approve a mail whose deadline passed while it waited', async () => {
    // Minutes, not hours: the sessions stay alive.
    const pending = await sendMail(s.drafter, { needsApproval: true, signDeadline: later(5 / 60) });
    t.clock.advance(10 * 60_000);
    const late = await send(M.approve, s.leader, { id: pending.id, version: pending.version });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('签收期限');
  });
});

describe('转发 by a station', () => {
  it('forwards to its communities with a note and sees who of them read it; the sender does not count them', async () => {
    const sent = await sendMail(s.centre, { needsFeedback: true, feedbackDeadline: later(24) });
    const receipt = (await receiptOf(s.station, sent.id))!;
    // Not before the station has read it.
    const unread = await send(M.forward, s.station, { id: receipt.id, orgIds: ['org-d1-s1-c1'], note: '请阅知' });
    expect(unread.statusCode).toBe(409);
    const read = await send(M.read, s.station, { id: receipt.id });
    expect(read.json().data.forwardTargets.map((o: { id: string }) => o.id)).toContain('org-d1-s1-c1');

    const foreign = await send(M.forward, s.station, { id: receipt.id, orgIds: ['org-d1-s2-c1'], note: '请阅知' });
    expect(foreign.statusCode).toBe(400);
    const forwarded = await send(M.forward, s.station, {
      id: receipt.id,
      orgIds: ['org-d1-s1-c1', 'org-d1-s1-c2'],
      note: '请各社区组织学习',
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.json().data.forwards.map((f: { orgId: string }) => f.orgId)).toEqual([
      'org-d1-s1-c1',
      'org-d1-s1-c2',
    ]);
    expect(forwarded.json().data.forwardTargets.map((o: { id: string }) => o.id)).not.toContain('org-d1-s1-c1');

    const received = (await receiptOf(s.community, sent.id)) as unknown as Record<string, unknown>;
    expect(received).toMatchObject({ forwardedByOrgName: '湖滨街道', needsFeedback: false, feedbackDeadline: null });
    expect(await receiptOf(s.otherCommunity, sent.id)).toBeUndefined();
    const opened = await send(M.read, s.community, { id: received.id });
    expect(opened.json().data.forwardNote).toBe('请各社区组织学习');
    // A community cannot forward further down, and owes no feedback.
    const deeper = await send(M.forward, s.community, { id: received.id, orgIds: ['org-d1-s1-c1'], note: 'x' });
    expect(deeper.statusCode).toBe(409);

    const station = await send(M.receipt, s.station, { id: receipt.id });
    const entry = station.json().data.forwards.find((f: { orgId: string }) => f.orgId === 'org-d1-s1-c1');
    expect(entry.state).toBe('READ');
    expect(entry.readers).toHaveLength(1);
    // The sender's sign list and progress hold its own targets only.
    const signList = await send(M.signList, s.centre, { id: sent.id });
    expect(signList.json().data.map((e: { orgId: string }) => e.orgId)).toEqual(['org-d1-s1']);
    expect((await send(M.info, s.centre, { id: sent.id })).json().data.progress.total).toBe(1);
  });
});

describe('feedback returned for a redo, and reads per person', () => {
  it('returns one unit’s feedback with a reason; the unit feeds back again', async () => {
    const sent = await sendMail(s.centre, {
      targets: [
        { orgId: 'org-d1', withSubtree: false },
        { orgId: 'org-d2', withSubtree: false },
      ],
      needsFeedback: true,
    });
    const receipt = (await receiptOf(s.drafter, sent.id))!;
    await send(M.sign, s.drafter, { id: receipt.id, version: 0 });
    const fed = await send(M.feedback, s.drafter, { id: receipt.id, version: 1, content: '已落实。' });
    expect(fed.json().data.state).toBe('FED_BACK');

    const stranger = await send(M.redo, s.d2Admin, { id: receipt.id, version: 2, reason: '不够具体' });
    expect(stranger.statusCode).toBe(403);
    // The receiving office sees its receipt but may not return it; another office does not see it.
    const receiver = await send(M.redo, s.leader, { id: receipt.id, version: 2, reason: '不够具体' });
    expect(receiver.statusCode).toBe(403);
    const otherOffice = await send(M.redo, s.west, { id: receipt.id, version: 2, reason: '不够具体' });
    expect(otherOffice.statusCode).toBe(404);
    const redo = await send(M.redo, s.centre, { id: receipt.id, version: 2, reason: '请补充宣传场次' });
    expect(redo.statusCode).toBe(200);
    expect(redo.json().data.find((e: { id: string }) => e.id === receipt.id)).toMatchObject({
      state: 'SIGNED',
      redoReason: '请补充宣传场次',
      fedBackAt: null,
    });
    const twice = await send(M.redo, s.centre, { id: receipt.id, version: 3, reason: 'x' });
    expect(twice.statusCode).toBe(409);
    const told = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, 'org-d1'), eq(orgNotice.kind, 'mail_redo')));
    expect(told.length).toBeGreaterThan(0);

    const shown = await send(M.receipt, s.drafter, { id: receipt.id });
    expect(shown.json().data).toMatchObject({ state: 'SIGNED', redoReason: '请补充宣传场次' });
    const again = await send(M.feedback, s.drafter, { id: receipt.id, version: 3, content: '已组织宣传8场。' });
    expect(again.json().data).toMatchObject({ state: 'FED_BACK', redoReason: null });
  });

  it('lists each person who opened a unit’s mail, once each', async () => {
    const sent = await sendMail(s.centre, { targets: [{ orgId: 'org-d1', withSubtree: false }] });
    const receipt = (await receiptOf(s.drafter, sent.id))!;
    await send(M.read, s.drafter, { id: receipt.id });
    t.clock.advance(60_000);
    await send(M.read, s.leader, { id: receipt.id });
    await send(M.read, s.drafter, { id: receipt.id });
    const [entry] = (await send(M.signList, s.centre, { id: sent.id })).json().data;
    expect(entry.readers.map((r: { name: string }) => r.name)).toEqual(['刘专员', '赵局长']);
    expect(entry.readByName).toBe('刘专员');
  });
});
