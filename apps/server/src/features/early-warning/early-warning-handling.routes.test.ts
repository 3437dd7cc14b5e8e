import { EARLY_WARNING_ENDPOINTS as E, PROTECTION_CIRCLE_ENDPOINTS, urlOf } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning, FINAL_FEEDBACK, type WarningFixture } from '../../testing/warning-factory.ts';
import { protectionCircleMember } from '../../db/schema.ts';
import { warningAssignment, warningFeedback } from './early-warning.table.ts';

const { t, tokens } = useWarningTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const sign = (assignmentId: string, version: number, token = tokens.guard) =>
  post(urlOf(E.sign), token, { assignmentId, version });
const feedback = (assignmentId: string, version: number, form: object = {}, token = tokens.guard) =>
  post(urlOf(E.feedback), token, { ...FINAL_FEEDBACK, assignmentId, version, ...form });
const assignment = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;
const feedbacksOf = (id: string) => t.db.select().from(warningFeedback).where(eq(warningFeedback.assignmentId, id));
const ownWarning = async (extra: Omit<WarningFixture, 'orgId'> = {}) =>
  (await createWarning(t.db, { orgId: 'org-d1-s1-c1', ...extra })).assignmentId;

describe('sign, feedback and the operation log', () => {
  it('signs, feeds back finally and logs both steps with names', async () => {
    const id = await ownWarning();
    const signed = await sign(id, 0);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toEqual({ assignmentId: id, state: 'HANDLING', version: 1 });
    const fed = await feedback(id, 1, { fraudTypeCode: 'INVEST_STOCK', regradedLevel: 1, amountDissuaded: '5000.5' });
    expect(fed.json().data).toEqual({ assignmentId: id, state: 'FED_BACK', version: 2 });
    expect(await assignment(id)).toMatchObject({ state: 'FED_BACK', fraudTypeCode: 'INVEST_STOCK', level: 1 });
    expect(await feedbacksOf(id)).toMatchObject([{ round: 1, isFinal: true, amountDissuaded: '5000.50' }]);

    const log = (await get(`${urlOf(E.operateLog)}?id=${id}`, tokens.station)).json().data;
    expect(
      log.map((e: { actionName: string; fromState: string; toState: string }) => [
        e.actionName,
        e.fromState,
        e.toState,
      ]),
    ).toEqual([
      ['签收', 'PENDING_SIGN', 'HANDLING'],
      ['反馈', 'HANDLING', 'FED_BACK'],
    ]);
    expect(log[0].orgName).toBe('湖滨花园社区');
    expect(log[0].actorName).not.toBe('未知用户');

    const detail = (await get(`${urlOf(E.info)}?id=${id}`, tokens.guard)).json().data;
    expect(detail.steps[2]).toMatchObject({ name: '反馈处置', done: true, actorName: log[1].actorName });
    expect(detail.feedbacks).toHaveLength(1);
    expect(detail.signedAt).not.toBeNull();
  });

  it('takes an interim feedback, then the final one as round 2', async () => {
    const id = await ownWarning({ state: 'HANDLING' });
    expect((await feedback(id, 0, { isFinal: false })).json().data.state).toBe('WAITING_SECOND_FEEDBACK');
    expect((await feedback(id, 1, { isFinal: false })).json().data).toMatchObject({
      errorCode: 'early_warning.invalid_transition',
    });
    expect((await feedback(id, 1)).json().data.state).toBe('FED_BACK');
    expect((await feedbacksOf(id)).map((f) => [f.round, f.isFinal])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('answers 409 with stable codes for a stale version and an illegal transition', async () => {
    const id = await ownWarning();
    const stale = await sign(id, 3);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 409,
      success: false,
      data: { errorCode: 'early_warning.stale_version' },
    });
    expect((await sign(id, 0)).statusCode).toBe(200);
    const again = await sign(id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('early_warning.invalid_transition');
    expect((await feedback(await ownWarning(), 0)).json().data.errorCode).toBe('early_warning.invalid_transition');
  });

  it('lets only the holding organisation act: 403 for a station admin inside the subtree', async () => {
    const id = await ownWarning();
    expect((await sign(id, 0, tokens.station)).statusCode).toBe(403);
    expect((await feedback(id, 0, {}, tokens.oa)).statusCode).toBe(403);
    expect((await assignment(id)).version).toBe(0);
  });
});

describe('feedback validation stores nothing', () => {
  it('refuses 已被骗 without fraud time with 400 naming fraudTime', async () => {
    const id = await ownWarning({ state: 'HANDLING' });
    const response = await feedback(id, 0, { defrauded: 'YES', amountLost: '100' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      success: false,
      message: '参数 fraudTime 错误：已被骗时须填写被骗时间',
      data: { errorCode: 'request.invalid', field: 'fraudTime' },
    });
    expect(await feedbacksOf(id)).toEqual([]);
    expect(await assignment(id)).toMatchObject({ state: 'HANDLING', version: 0 });
  });

  it('refuses money with three decimals and a negative amount', async () => {
    const id = await ownWarning({ state: 'HANDLING' });
    for (const amountLost of ['1.234', '-1']) {
      const response = await feedback(id, 0, { amountLost });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('amountLost');
    }
    expect(await feedbacksOf(id)).toEqual([]);
  });

  it('names smsContent and notConnectedReason', async () => {
    const id = await ownWarning({ state: 'HANDLING' });
    expect((await feedback(id, 0, { channels: ['sms'] })).json().data.field).toBe('smsContent');
    expect((await feedback(id, 0, { connected: false, dissuasion: undefined })).json().data.field).toBe(
      'notConnectedReason',
    );
  });
});

describe('concurrency', () => {
  it('two feedbacks with the same version: exactly one 200, one 409, one feedback row', async () => {
    const id = await ownWarning({ state: 'HANDLING' });
    const answers = await Promise.all([feedback(id, 0), feedback(id, 0, { isFinal: false })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await feedbacksOf(id)).toHaveLength(1);
    expect((await assignment(id)).version).toBe(1);
  });
});

describe('sync-handle', () => {
  it("feeds back every open warning of the person held by the caller's organisation", async () => {
    const victim = { victimIdNumber: '330101198502023451', victimPhone: '13900001111' };
    const pending = await ownWarning(victim);
    const handling = await ownWarning({ ...victim, state: 'HANDLING' });
    const waiting = await ownWarning({ ...victim, state: 'WAITING_SECOND_FEEDBACK' });
    const closed = await ownWarning({ ...victim, state: 'CLOSED' });
    const elsewhere = (await createWarning(t.db, { orgId: 'org-d1-s1-c2', ...victim })).assignmentId;
    const response = await post(urlOf(E.syncHandle), tokens.guard, { ...FINAL_FEEDBACK, assignmentId: handling });
    expect(response.json()).toMatchObject({ code: 200, data: { updated: 3 } });
    for (const id of [pending, handling, waiting]) expect((await assignment(id)).state).toBe('FED_BACK');
    expect((await assignment(pending)).signedAt).not.toBeNull();
    expect((await assignment(closed)).state).toBe('CLOSED');
    expect((await assignment(elsewhere)).state).toBe('PENDING_SIGN');
    expect(await feedbacksOf(pending)).toHaveLength(1);
  });
});

describe('protection circle', () => {
  it("lists the ACTIVE members of the warning's person, phones masked for a station admin", async () => {
    const created = await createWarning(t.db, { orgId: 'org-d1-s1-c1', victimIdNumber: '330101197001015678' });
    const member = (id: string, status: 'ACTIVE' | 'INVITED') => ({
      id,
      ownerPersonKey: created.personKey,
      name: '王女儿',
      phone: '13755556666',
      relation: '女儿',
      role: 'family' as const,
      status,
      createdAt: new Date(),
    });
    await t.db.insert(protectionCircleMember).values([member('pc-test-1', 'ACTIVE'), member('pc-test-2', 'INVITED')]);
    const url = `${urlOf(PROTECTION_CIRCLE_ENDPOINTS.members)}?assignmentId=${created.assignmentId}`;
    expect((await get(url, tokens.guard)).json().data).toEqual([
      { id: 'pc-test-1', name: '王女儿', phone: '13755556666', relation: '女儿', role: 'family' },
    ]);
    expect((await get(url, tokens.station)).json().data[0].phone).toBe('137****6666');
  });
});
