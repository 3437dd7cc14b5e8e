import { ERROR_CODES, FILE_ENDPOINTS, GUARD_ROLE, MAIL_ENDPOINTS as M, urlOf, type Endpoint } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLog, orgNotice } from '../../db/schema.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { useSignedInApp } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { phoneOf } from '../../testing/warning-factory.ts';
import { createMailReminders, createMailRepository } from './index.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'd2Admin' | 'd3Admin' | 'guard' | 'teamAdmin', string>;
const HOUR = 3600_000;

async function signIn() {
  const guard = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.district = await loginOa(t.app, 'oaStaff');
  s.d2Admin = await guard('org-d2', GUARD_ROLE.districtAdmin);
  s.d3Admin = await guard('org-d3', GUARD_ROLE.districtAdmin);
  s.guard = await guard('org-d1-s1-c1', GUARD_ROLE.guard);
  s.teamAdmin = await guard('org-d1-s1-c1', GUARD_ROLE.teamAdmin);
}

useSignedInApp(async () => (t = await buildTestApp()), signIn);

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);

const uploadPdf = (token: string, name = '通知.pdf') => uploadedKey(t.app, { as: token, name, attachment: true });

const later = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

/** The centre sends to the two districts (org-d1 oa staff, org-d2 guard admin); sign and feedback asked. */
async function sendToTwoDistricts(extra: Record<string, unknown> = {}) {
  const response = await send(M.send, s.centre, {
    title: '关于报送反诈材料的通知',
    body: '请按期签收并反馈。',
    urgency: 'URGENT',
    targets: [
      { orgId: 'org-d1', withSubtree: false },
      { orgId: 'org-d2', withSubtree: false },
    ],
    signDeadline: later(48),
    needsFeedback: true,
    feedbackDeadline: later(72),
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; version: number; attachments: { key: string }[] };
}

async function receiptOf(token: string, mailId: string) {
  const inbox = await send(M.inbox, token, { tab: 'all', pageSize: '100' });
  expect(inbox.statusCode).toBe(200);
  const record = inbox.json().data.records.find((r: { mailId: string }) => r.mailId === mailId);
  expect(record).toBeDefined();
  return record as { id: string; state: string };
}

const ticketFor = (token: string, key: string) =>
  send(FILE_ENDPOINTS.downloadTicket, token, { url: key, name: 'x.pdf' });

describe('sending and receiving', () => {
  it('sends with an attachment; the receiver reads, signs and feeds back; every move is logged', async () => {
    const key = await uploadPdf(s.centre);
    const mail = await sendToTwoDistricts({ attachments: [key] });
    expect(mail.attachments.map((a) => a.key)).toEqual([key]);
    const notices = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, 'org-d1'), eq(orgNotice.kind, 'mail_new')));
    expect(notices.length).toBeGreaterThan(0);

    const summary = await send(M.inboxSummary, s.district);
    expect(summary.json().data.unread).toBeGreaterThan(0);
    const receipt = await receiptOf(s.district, mail.id);
    expect(receipt.state).toBe('UNREAD');

    const read = await send(M.read, s.district, { id: receipt.id });
    expect(read.json().data).toMatchObject({ state: 'READ', version: 1 });
    expect(read.json().data.readAt).not.toBeNull();
    // Opening again changes nothing.
    expect((await send(M.read, s.district, { id: receipt.id })).json().data.version).toBe(1);

    const stale = await send(M.sign, s.district, { id: receipt.id, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.mailStaleVersion);
    const signed = await send(M.sign, s.district, { id: receipt.id, version: 1 });
    expect(signed.json().data.state).toBe('SIGNED');
    const again = await send(M.sign, s.district, { id: receipt.id, version: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe(ERROR_CODES.mailInvalidTransition);

    // The receiver opens the mail's attachment; an organisation it was not sent to cannot.
    expect((await ticketFor(s.district, key)).statusCode).toBe(200);
    expect((await ticketFor(s.d3Admin, key)).statusCode).toBe(404);

    const feedbackFile = await uploadPdf(s.district, '落实情况.pdf');
    const fedBack = await send(M.feedback, s.district, {
      id: receipt.id,
      version: 2,
      content: '已组织专题宣传5场。',
      attachments: [feedbackFile],
    });
    expect(fedBack.statusCode).toBe(200);
    expect(fedBack.json().data.state).toBe('FED_BACK');
    expect(fedBack.json().data.feedback.attachments.map((a: { key: string }) => a.key)).toEqual([feedbackFile]);
    expect((await ticketFor(s.centre, feedbackFile)).statusCode).toBe(200);

    const logged = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityType, 'mail_receipt'), eq(operationLog.entityId, receipt.id)))
      .orderBy(operationLog.id);
    expect(logged.map((row) => [row.fromState, row.toState])).toEqual([
      ['UNREAD', 'READ'],
      ['READ', 'SIGNED'],
      ['SIGNED', 'FED_BACK'],
    ]);

    // The sender sees each target's state and time, and the feedback.
    const signList = (await send(M.signList, s.centre, { id: mail.id })).json().data;
    const d1 = signList.find((e: { orgId: string }) => e.orgId === 'org-d1');
    expect(d1).toMatchObject({ state: 'FED_BACK', mayUrge: false });
    expect(d1.signedAt).not.toBeNull();
    expect(signList.find((e: { orgId: string }) => e.orgId === 'org-d2')).toMatchObject({
      state: 'UNREAD',
      mayUrge: true,
    });
    const feedbacks = (await send(M.feedbackList, s.centre, { id: mail.id })).json().data;
    expect(feedbacks).toHaveLength(1);
    expect((await send(M.feedbackInfo, s.centre, { id: receipt.id })).statusCode).toBe(200);
    const outbox = (await send(M.outbox, s.centre, { pageSize: '5' })).json().data;
    expect(outbox.records[0]).toMatchObject({ id: mail.id, progress: { total: 2, signed: 1, fedBack: 1 } });
  });

  it('urges all laggards at once, never a returned receipt, with a cooldown', async () => {
    const mail = await sendToTwoDistricts();
    const d2 = await receiptOf(s.d2Admin, mail.id);
    const returned = await send(M.return, s.d2Admin, { id: d2.id, version: 0, reason: '非本单位业务' });
    expect(returned.json().data.state).toBe('RETURNED');
    // Returned unopened: sending it back is reading it.
    expect(returned.json().data.readAt).not.toBeNull();

    const urged = await send(M.urge, s.centre, { id: mail.id });
    expect(urged.statusCode).toBe(200);
    const signList = (await send(M.signList, s.centre, { id: mail.id })).json().data;
    expect(signList.map((e: { orgId: string; urgeCount: number }) => [e.orgId, e.urgeCount])).toEqual([
      ['org-d1', 1],
      ['org-d2', 0],
    ]);
    expect(urged.json().data.history.map((h: { action: string }) => h.action)).toContain('催办');
    const notices = await t.db.select().from(orgNotice).where(eq(orgNotice.kind, 'mail_urge'));
    expect(notices.map((n) => n.orgId)).toEqual(['org-d1']);

    const tooSoon = await send(M.urge, s.centre, { id: mail.id });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().data.errorCode).toBe(ERROR_CODES.mailUrgeCooldown);
    t.clock.advance(31 * 60_000);
    await signIn();
    expect((await send(M.urge, s.centre, { id: mail.id })).statusCode).toBe(200);
  });

  it('revokes with a reason: receivers keep the reason, lose the content and the files', async () => {
    const key = await uploadPdf(s.centre);
    const mail = await sendToTwoDistricts({ attachments: [key] });
    const d1 = await receiptOf(s.district, mail.id);
    const revoked = await send(M.revoke, s.centre, { id: mail.id, version: mail.version, reason: '内容有误' });
    expect(revoked.json().data).toMatchObject({ state: 'REVOKED', revokeReason: '内容有误' });
    const seen = (await send(M.receipt, s.district, { id: d1.id })).json().data;
    expect(seen).toMatchObject({ state: 'REVOKED', revokeReason: '内容有误', body: '', attachments: [] });
    expect((await ticketFor(s.district, key)).statusCode).toBe(404);
    expect((await send(M.urge, s.centre, { id: mail.id })).statusCode).toBe(409);
    const signAfter = await send(M.sign, s.district, { id: d1.id, version: seen.version });
    expect(signAfter.json().data.errorCode).toBe(ERROR_CODES.mailInvalidTransition);
  });

  it('counts reads, signs and feedback per unit, and keeps them and the feedback after a revoke', async () => {
    const mail = await sendToTwoDistricts();
    // org-d1 reads, signs and feeds back; org-d2 reads it, then returns it as not theirs.
    const d1 = await receiptOf(s.district, mail.id);
    await send(M.read, s.district, { id: d1.id });
    await send(M.sign, s.district, { id: d1.id, version: 1 });
    await send(M.feedback, s.district, { id: d1.id, version: 2, content: '已组织专题宣传5场。' });
    const d2 = await receiptOf(s.d2Admin, mail.id);
    await send(M.read, s.d2Admin, { id: d2.id });
    await send(M.return, s.d2Admin, { id: d2.id, version: 1, reason: '非本单位业务' });
    const progress = { total: 2, read: 2, signed: 1, fedBack: 1, returned: 1 };
    const outboxProgress = async () =>
      (await send(M.outbox, s.centre, { pageSize: '5' }))
        .json()
        .data.records.find((record: { id: string }) => record.id === mail.id).progress;
    expect((await send(M.info, s.centre, { id: mail.id })).json().data.progress).toMatchObject(progress);
    expect(await outboxProgress()).toMatchObject(progress);

    const { version } = (await send(M.info, s.centre, { id: mail.id })).json().data;
    const revoked = await send(M.revoke, s.centre, { id: mail.id, version, reason: '内容有误' });
    expect(revoked.json().data).toMatchObject({ state: 'REVOKED', progress });
    // The timeline says it once, with the reason alone (not each unit's receipt, not the state labels).
    const revokes = revoked.json().data.history.filter((h: { action: string }) => h.action === '撤回');
    expect(revokes.map((h: { remark: string }) => h.remark)).toEqual(['内容有误']);
    expect(await outboxProgress()).toMatchObject(progress);
    const feedbacks = (await send(M.feedbackList, s.centre, { id: mail.id })).json().data;
    expect(feedbacks.map((f: { orgName: string; content: string }) => [f.orgName, f.content])).toEqual([
      ['东湖区分局', '已组织专题宣传5场。'],
    ]);
  });

  it('supplements targets with a note and finishes, keeping completed feedback', async () => {
    const mail = await sendToTwoDistricts();
    const supplemented = await send(M.supplement, s.centre, {
      id: mail.id,
      version: mail.version,
      targets: [{ orgId: 'org-d3', withSubtree: true }],
      note: '请辖区派出所一并落实',
    });
    expect(supplemented.statusCode).toBe(200);
    expect(supplemented.json().data.progress.total).toBe(2 + 1 + 4 + 20);
    const d3 = await receiptOf(s.d3Admin, mail.id);
    expect((await send(M.receipt, s.d3Admin, { id: d3.id })).json().data.supplementNote).toBe('请辖区派出所一并落实');
    const repeat = await send(M.supplement, s.centre, {
      id: mail.id,
      version: supplemented.json().data.version,
      targets: [{ orgId: 'org-d3', withSubtree: false }],
      note: '再次补发',
    });
    expect(repeat.statusCode).toBe(400);

    const d1 = await receiptOf(s.district, mail.id);
    await send(M.sign, s.district, { id: d1.id, version: 0 });
    await send(M.feedback, s.district, { id: d1.id, version: 1, content: '已落实' });
    const stale = await send(M.finish, s.centre, { id: mail.id, version: mail.version });
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.mailStaleVersion);
    const finished = await send(M.finish, s.centre, { id: mail.id, version: supplemented.json().data.version });
    expect(finished.json().data.state).toBe('FINISHED');
    const states = (await send(M.signList, s.centre, { id: mail.id }))
      .json()
      .data.map((e: { state: string }) => e.state);
    expect(states.filter((x: string) => x === 'FED_BACK')).toHaveLength(1);
    expect(states.filter((x: string) => x === 'FINISHED')).toHaveLength(states.length - 1);
  });
});

describe('scoping and input', () => {
  it('opens a community mail attachment to its team admin, not to a plain guard of the community', async () => {
    const key = await uploadPdf(s.centre);
    await sendToTwoDistricts({ attachments: [key], targets: [{ orgId: 'org-d1-s1-c1', withSubtree: false }] });
    expect((await ticketFor(s.teamAdmin, key)).statusCode).toBe(200);
    expect((await ticketFor(s.guard, key)).statusCode).toBe(404);
  });

  it('answers 404 for ids of other organisations and 403 to plain guards', async () => {
    const mail = await sendToTwoDistricts();
    const d2 = await receiptOf(s.d2Admin, mail.id);
    expect((await send(M.receipt, s.district, { id: d2.id })).statusCode).toBe(404);
    expect((await send(M.sign, s.d3Admin, { id: d2.id, version: 0 })).statusCode).toBe(404);
    expect((await send(M.info, s.district, { id: mail.id })).statusCode).toBe(404);
    expect((await send(M.signList, s.district, { id: mail.id })).statusCode).toBe(404);
    expect((await send(M.inbox, s.guard, {})).statusCode).toBe(403);
    expect((await send(M.inboxSummary, s.guard)).json().data).toEqual({ unread: 0, toSign: 0, overdue: 0 });
    expect(
      (await send(M.send, s.teamAdmin, { title: 'x', body: 'y', targets: [{ orgId: 'org-d1' }] })).statusCode,
    ).toBe(403);
  });

  it('refuses bad input with 400 naming the field and stores nothing', async () => {
    const base = { title: '通知', body: '正文', targets: [{ orgId: 'org-d1' }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: 'x'.repeat(101) }, 'title'],
      [{ ...base, targets: [] }, 'targets'],
      [{ ...base, targets: [{ orgId: 'org-nowhere' }] }, 'targets'],
      [{ ...base, targets: [{ orgId: 'org-centre' }] }, 'targets'],
      [{ ...base, feedbackDeadline: later(10) }, 'feedbackDeadline'],
      [{ ...base, signDeadline: later(-1) }, 'signDeadline'],
      [{ ...base, attachments: ['attachments/2026/01/not-mine.pdf'] }, 'attachments'],
      [{ ...base, urgency: 'NOW' }, 'urgency'],
    ];
    const before = (await send(M.outbox, s.centre, {})).json().data.total;
    for (const [body, field] of cases) {
      const response = await send(M.send, s.centre, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data.field, field).toBe(field);
    }
    expect((await send(M.outbox, s.centre, {})).json().data.total).toBe(before);
  });

  it('lists templates and the organisations a mail may go to', async () => {
    const templates = (await send(M.templates, s.centre)).json().data;
    expect(templates.length).toBeGreaterThan(3);
    const orgs = (await send(M.targetOrgs, s.centre)).json().data;
    expect(orgs.find((o: { id: string }) => o.id === 'org-d1-s1')).toMatchObject({ parentId: 'org-d1', level: 3 });
    expect(orgs.some((o: { id: string }) => o.id.startsWith('org-p'))).toBe(false);
  });

  it('refuses an attachment whose bytes are no previewable document or image', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${urlOf(FILE_ENDPOINTS.uploadAttachment)}?name=${encodeURIComponent('名单.pdf')}`,
      headers: { authorization: s.centre, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('<script>alert(1)</script>'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.errorCode).toBe(ERROR_CODES.fileTypeRefused);
  });

  it('shows the demo logins an inbox and an outbox with content', async () => {
    expect((await send(M.inbox, s.district, {})).json().data.total).toBeGreaterThan(5);
    // A community's team admin receives its organisation's mail on the guard side.
    expect((await send(M.inbox, s.teamAdmin, {})).json().data.total).toBeGreaterThan(0);
    expect((await send(M.outbox, s.district, {})).json().data.total).toBeGreaterThan(5);
    expect((await send(M.outbox, s.centre, {})).json().data.total).toBeGreaterThan(5);
  });
});

describe('reminders before a deadline', () => {
  it('reminds each open receipt once within the lead time, on the fake clock', async () => {
    const mail = await sendToTwoDistricts({ signDeadline: later(30), feedbackDeadline: later(200) });
    const sent: { orgId: string; text: string }[] = [];
    const reminders = createMailReminders({
      db: t.db,
      clock: t.clock,
      repository: createMailRepository({ db: t.db }),
      notifier: { notify: async (orgId, message) => void sent.push({ orgId, text: message.text }) },
    });
    await reminders.run();
    const ours = () => sent.filter((n) => n.text.includes('关于报送反诈材料的通知'));
    const before = ours().length;
    t.clock.advance(7 * HOUR);
    await reminders.run();
    expect(ours().length - before).toBeGreaterThanOrEqual(2);
    // The deadline is written as people read it, in China time.
    expect(ours().at(-1)?.text).toMatch(/（\d{4}-\d{2}-\d{2} \d{2}:\d{2}前）$/);
    const after = ours().length;
    await reminders.run();
    expect(ours().length).toBe(after);
    expect(mail.id).toBeTruthy();
  });
});
