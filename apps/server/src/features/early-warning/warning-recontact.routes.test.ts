import { EARLY_WARNING_ENDPOINTS as E, urlOf } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginOa } from '../../testing/sessions.ts';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { createWorkNotifier } from '../identity/index.ts';
import { orgNotice } from '../notice/index.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { warningAssignment } from './early-warning.table.ts';
import { createRecontactReminders } from './recontact-reminder.ts';

// The re-contact rule of a victim not reached (issue 25 item 1), with the default policy: the next attempt
// 30 min, 2 h, then the next 09:00 after the last, and 确实找不到 only with 3 attempts on record.
const { t, tokens } = useWarningTestApp();

const MINUTE = 60_000;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const NOT_REACHED = {
  channels: ['phone'],
  contactTarget: 'self',
  connected: false,
  notConnectedReason: '关机',
  defrauded: 'UNKNOWN',
} as const;
const notFoundYet = (assignmentId: string, version: number) =>
  post(urlOf(E.feedback), tokens.guard, {
    ...NOT_REACHED,
    assignmentId,
    version,
    result: '暂时找不到',
    isFinal: false,
  });
const notFound = (assignmentId: string, version: number) =>
  post(urlOf(E.feedback), tokens.guard, { ...NOT_REACHED, assignmentId, version, result: '确实找不到', isFinal: true });
/** The victim reached on the next call, after one attempt on record (version 2): a final feedback 成功劝阻. */
const reachedAfterOneAttempt = (assignmentId: string) =>
  post(urlOf(E.feedback), tokens.guard, {
    assignmentId,
    version: 2,
    channels: ['phone'],
    contactTarget: 'self',
    connected: true,
    defrauded: 'NO',
    dissuasion: 'DISSUADED',
    result: '成功劝阻',
    isFinal: true,
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;
const detail = async (id: string, token = tokens.guard) => (await get(`${urlOf(E.info)}?id=${id}`, token)).json().data;
const handling = async () =>
  (await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING', version: 1 })).assignmentId;

describe('a victim not reached (暂时找不到) is followed up by the holder', () => {
  it('keeps the warning open with the attempt counted and the next attempt due, on the list and the timeline', async () => {
    const id = await handling();
    const attemptAt = t.clock.now();
    const first = await notFoundYet(id, 1);
    expect(first.json().data).toEqual({ assignmentId: id, state: 'WAITING_SECOND_FEEDBACK', version: 2 });
    const due = new Date(attemptAt.getTime() + 30 * MINUTE);
    expect(await rowOf(id)).toMatchObject({ contactAttempts: 1, nextAttemptDue: due, fedBackAt: null });

    const page = (await get(`${urlOf(E.page)}?state=WAITING_SECOND_FEEDBACK&pageSize=100`, tokens.guard)).json().data;
    expect(page.records.find((r: { assignmentId: string }) => r.assignmentId === id)).toMatchObject({
      contactAttempts: 1,
      nextAttemptDue: due.toISOString(),
    });

    // The second attempt, 40 minutes later, fails too: the next one is due 2 hours after it.
    t.clock.advance(40 * MINUTE);
    const secondAt = t.clock.now();
    expect((await notFoundYet(id, 2)).json().data.state).toBe('WAITING_SECOND_FEEDBACK');
    expect(await rowOf(id)).toMatchObject({
      contactAttempts: 2,
      nextAttemptDue: new Date(secondAt.getTime() + 120 * MINUTE),
    });

    const shown = await detail(id);
    expect(shown).toMatchObject({ contactAttempts: 2, attemptsRequired: 3, canFeedback: true });
    const attempts = shown.timeline.filter((e: { event: string }) => e.event === 'unreachable');
    expect(attempts.map((e: { remark: string }) => e.remark)).toEqual([
      expect.stringMatching(/^第 1 次联系暂时找不到（关机），下次联系 \d{4}-\d\d-\d\d \d\d:\d\d$/),
      expect.stringMatching(/^第 2 次联系暂时找不到（关机），下次联系/),
    ]);
    const log = (await get(`${urlOf(E.operateLog)}?id=${id}`, tokens.station)).json().data;
    expect(log.filter((e: { action: string }) => e.action === 'assignment.unreachable')).toHaveLength(2);
  });

  it('refuses 确实找不到 until the configured attempts are on record, then closes the handling with it', async () => {
    const id = await handling();
    const early = await notFound(id, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 409,
      success: false,
      message: '确实找不到须先有 3 次暂时找不到的联系记录（已记录 0 次），请按时再次联系',
      data: { errorCode: 'early_warning.attempts_required' },
    });
    await notFoundYet(id, 1);
    await notFoundYet(id, 2);
    const stillEarly = await notFound(id, 3);
    expect(stillEarly.json().message).toContain('已记录 2 次');
    expect(await rowOf(id)).toMatchObject({ state: 'WAITING_SECOND_FEEDBACK', contactAttempts: 2, version: 3 });

    await notFoundYet(id, 3);
    const closed = await notFound(id, 4);
    expect(closed.json().data).toEqual({ assignmentId: id, state: 'FED_BACK', version: 5 });
    expect(await rowOf(id)).toMatchObject({ contactAttempts: 3, nextAttemptDue: null });
  });

  it('ends the wait with any other feedback, the attempts staying on record', async () => {
    const id = await handling();
    await notFoundYet(id, 1);
    const reached = await reachedAfterOneAttempt(id);
    expect(reached.json().data.state).toBe('FED_BACK');
    expect(await rowOf(id)).toMatchObject({ contactAttempts: 1, nextAttemptDue: null });
  });

  it('refuses 暂时找不到 that was reached or final, naming the field', async () => {
    const id = await handling();
    const connected = await post(urlOf(E.feedback), tokens.guard, {
      ...NOT_REACHED,
      connected: true,
      dissuasion: 'DISSUADED',
      assignmentId: id,
      version: 1,
      result: '暂时找不到',
      isFinal: false,
    });
    expect(connected.statusCode).toBe(400);
    expect(connected.json().data.field).toBe('connected');
    const final = await post(urlOf(E.feedback), tokens.guard, {
      ...NOT_REACHED,
      assignmentId: id,
      version: 1,
      result: '暂时找不到',
      isFinal: true,
    });
    expect(final.json().data.field).toBe('isFinal');
    expect(await rowOf(id)).toMatchObject({ state: 'HANDLING', contactAttempts: 0 });
  });
});

describe('the centre’s 回访 follows the same re-contact rule', () => {
  const visit = (assignmentId: string, version: number, outcome: string) =>
    post(urlOf(E.returnVisit), tokens.oa, { assignmentId, version, outcome });

  it('keeps a fed-back warning open on 暂时找不到, counted apart from the holder’s attempts', async () => {
    const { assignmentId: id } = await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'FED_BACK', version: 3 });
    const visitedAt = t.clock.now();
    const missed = await visit(id, 3, 'NOT_FOUND_YET');
    expect(missed.json().data).toEqual({ assignmentId: id, state: 'FED_BACK', version: 4 });
    expect(await rowOf(id)).toMatchObject({
      returnVisitAttempts: 1,
      contactAttempts: 0,
      nextAttemptDue: new Date(visitedAt.getTime() + 30 * MINUTE),
      returnVisitVerdict: null,
    });
    const shown = await detail(id, tokens.oa);
    expect(shown).toMatchObject({ canReturnVisit: true, contactAttempts: 1 });
    expect(shown.timeline.at(-1)).toMatchObject({ event: 'returnVisitUnreachable' });
    expect(shown.timeline.at(-1).remark).toMatch(/^第 1 次回访暂时找不到，下次回访 /);

    const early = await visit(id, 4, 'NOT_FOUND');
    expect(early.statusCode).toBe(409);
    expect(early.json().data.errorCode).toBe('early_warning.attempts_required');
    expect(early.json().message).toContain('已记录 1 次');

    await visit(id, 4, 'NOT_FOUND_YET');
    await visit(id, 5, 'NOT_FOUND_YET');
    const closed = await visit(id, 6, 'NOT_FOUND');
    expect(closed.json().data).toEqual({ assignmentId: id, state: 'CLOSED', version: 7 });
    expect(await rowOf(id)).toMatchObject({
      returnVisitVerdict: 'NOT_FOUND',
      returnVisitAttempts: 3,
      nextAttemptDue: null,
    });
  });
});

describe('待再次联系 reminders: whoever makes the next attempt hears of it when it is due, once', () => {
  const reminders = () =>
    createRecontactReminders({
      db: t.db,
      clock: t.clock,
      notifier: createWorkNotifier({ db: t.db, clock: t.clock, log: t.app.log, jobs: t.app.jobs }),
      operationLog: createOperationLog({ db: t.db, clock: t.clock }),
    });
  const remindersOf = (assignmentId: string) =>
    t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.assignmentId, assignmentId), eq(orgNotice.kind, 'recontact_due')));

  it('reminds the holder of each due attempt once, and not before it is due', async () => {
    const job = reminders();
    const id = await handling();
    await notFoundYet(id, 1);
    t.clock.advance(30 * MINUTE - 1000);
    await job.run();
    expect(await remindersOf(id)).toHaveLength(0);

    t.clock.advance(1000);
    await job.run();
    await job.run();
    expect(await remindersOf(id)).toMatchObject([
      { orgId: 'org-d1-s1-c1', message: expect.stringMatching(/^预警 \S+ 已到第 2 次联系时间，请再次联系当事人$/) },
    ]);
    const shown = await detail(id);
    expect(shown.timeline.at(-1)).toMatchObject({
      event: 'recontactDue',
      remark: '已到第 2 次联系时间，已提醒签收单位',
    });

    // The second attempt fails as well (the reminder left the version alone: an open form is not stale).
    expect((await notFoundYet(id, 2)).statusCode).toBe(200);
    t.clock.advance(120 * MINUTE);
    await job.run();
    expect(await remindersOf(id)).toHaveLength(2);
  });

  it('reminds the centre of its own 回访 not reached', async () => {
    const job = reminders();
    const { assignmentId: visited } = await createWarning(t.db, {
      orgId: 'org-d1-s1-c1',
      state: 'FED_BACK',
      version: 3,
    });
    // A fresh session: the holder's test before this one moved the clock past the idle timeout.
    const centre = await loginOa(t.app, 'oaAdmin');
    const visit = { assignmentId: visited, version: 3, outcome: 'NOT_FOUND_YET' };
    expect((await post(urlOf(E.returnVisit), centre, visit)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    await job.run();
    expect(await remindersOf(visited)).toMatchObject([
      { orgId: 'org-centre', message: expect.stringContaining('已到第 2 次回访时间') },
    ]);
  });

  it('reminds nobody once the victim was reached before the attempt fell due', async () => {
    const job = reminders();
    const id = await handling();
    await notFoundYet(id, 1);
    await reachedAfterOneAttempt(id);
    t.clock.advance(31 * MINUTE);
    await job.run();
    expect(await remindersOf(id)).toHaveLength(0);
  });
});
