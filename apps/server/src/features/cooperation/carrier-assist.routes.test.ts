import {
  ACCOUNT_ENDPOINTS,
  CARRIER_ASSIST_ENDPOINTS as A,
  COOPERATION_CENTRE_ENDPOINTS as C,
  COOPERATION_ENDPOINTS as P,
  COOPERATION_ORDER_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS as E,
  GUARD_ROLE,
  urlOf,
  type CarrierAssistOfWarning,
  type CooperationTask,
  type CooperationTaskDetail,
  type Endpoint,
  type ResponseFigures,
  type WarningDetail,
} from '@afp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-sql.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { useSignedInApp } from '../../testing/clock-per-test.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { FINAL_FEEDBACK, phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { accessLog } from '../access-log/index.ts';
import { orgNotice } from '../notice/index.ts';

/** 运营商协助 (issue 25 item 2): after a failed contact the holder asks the victim's carrier; the carrier answers. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = { guard: '', sibling: '', station: '', centre: '', mobile: '', bank: '' };
const MOBILE = 'org-p17';

useSignedInApp(
  async () => {
    t = await buildTestApp();
    await seedIntakeClients(t.db);
    return t;
  },
  async () => {
    s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
    s.sibling = (await loginGuard(t.app, await phoneOf(t.db, 'org-d1-s1-c2', GUARD_ROLE.guard))).token;
    s.station = (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token;
    s.centre = await loginOa(t.app, 'oaAdmin');
    s.bank = await loginCooperation(t.app);
    const mobile = await t.app.inject({
      method: 'POST',
      url: urlOf(ACCOUNT_ENDPOINTS.cooperation.login),
      payload: DEMO_LOGINS.cooperationOperator,
    });
    s.mobile = mobile.json().data.token as string;
  },
);

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);
const dataOf = <T>(response: { statusCode: number; body: string; json: () => { data: unknown } }): T => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const section = async (token: string, assignmentId: string) =>
  dataOf<CarrierAssistOfWarning>(await send(A.ofWarning, token, { assignmentId }));
const ask = (token: string, assignmentId: string, help = 'CALL_DISSUASION') =>
  send(A.ask, token, { assignmentId, help });

/** The guard's feedback that the call did not get through (a first feedback: the warning stays open). */
async function notConnected(assignmentId: string) {
  const detail = dataOf<WarningDetail>(await send(E.info, s.guard, { id: assignmentId }));
  if (detail.canSign) dataOf(await send(E.sign, s.guard, { assignmentId, version: detail.version }));
  const signed = dataOf<WarningDetail>(await send(E.info, s.guard, { id: assignmentId }));
  const { dissuasion: _dissuasion, ...unreached } = FINAL_FEEDBACK;
  dataOf(
    await send(E.feedback, s.guard, {
      ...unreached,
      assignmentId,
      version: signed.version,
      connected: false,
      notConnectedReason: '无人接听',
      isFinal: false,
    }),
  );
}

let phones = 0;
/** A warning held by the demo guard's community on a 中国移动 number (139…). */
async function heldWarning(victimPhone = `1397${String(++phones).padStart(7, '0')}`) {
  return pushWarning(t.app, t.db, { orgId: 'org-d1-s1-c1', victimPhone });
}

describe('asking the carrier (运营商协助)', () => {
  it('is refused until a contact that did not get through is on record, then names the carrier of the number', async () => {
    const held = await heldWarning();
    expect(await section(s.guard, held.id)).toMatchObject({
      carrier: 'CMCC',
      partnerOrgName: '中国移动江澜分公司',
      refusal: 'noFailedContact',
      requests: [],
    });
    expect((await ask(s.guard, held.id)).statusCode).toBe(409);

    await notConnected(held.id);
    expect((await section(s.guard, held.id)).refusal).toBeNull();
    const asked = dataOf<CarrierAssistOfWarning>(await ask(s.guard, held.id));
    expect(asked.requests).toEqual([
      expect.objectContaining({ help: 'CALL_DISSUASION', state: 'ISSUED', partnerOrgName: '中国移动江澜分公司' }),
    ]);
    expect(asked.openHelps).toEqual(['CALL_DISSUASION']);
    // The request is on the warning's timeline at once.
    const detail = dataOf<WarningDetail>(await send(E.info, s.guard, { id: held.id }));
    expect(detail.timeline.find((entry) => entry.event === 'carrierAssistAsked')).toMatchObject({
      remark: '中国移动江澜分公司：外呼劝阻',
    });
  });

  it('lets the holder guard and the centre ask, refuses those above who do not hold it, hides it from others', async () => {
    const held = await heldWarning();
    await notConnected(held.id);
    expect((await section(s.station, held.id)).refusal).toBe('notHolder');
    expect((await ask(s.station, held.id)).statusCode).toBe(403);
    expect((await send(A.ofWarning, s.sibling, { assignmentId: held.id })).statusCode).toBe(404);
    expect((await ask(s.sibling, held.id)).statusCode).toBe(404);
    expect((await ask(s.bank, held.id)).statusCode).toBe(403);
    dataOf(await ask(s.centre, held.id, 'SMS_REMINDER'));
  });

  it('keeps one open request per help: the same help again only once the carrier has answered', async () => {
    const held = await heldWarning();
    await notConnected(held.id);
    dataOf(await ask(s.guard, held.id, 'LINKED_NUMBERS'));
    const again = await ask(s.guard, held.id, 'LINKED_NUMBERS');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('待其答复');
    // The database holds the same rule (the open-request index), whatever the service let through.
    const [task] = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from cooperation_task where warning_assignment_id = ${held.id}`),
    );
    await expect(
      t.db.execute(sql`insert into cooperation_task (id, batch_id, partner_org_id, issuer_org_id, issuer_org_path,
        issuer_id, issuer_name, type, urgency, title, content, attachments, state, issued_at, deadline_at,
        warning_assignment_id, assist_help, assist_phone)
        select 'dup', 'dup', partner_org_id, issuer_org_id, issuer_org_path, issuer_id, issuer_name, type, urgency,
          title, content, attachments, state, issued_at, deadline_at, warning_assignment_id, assist_help, assist_phone
        from cooperation_task where id = ${task!.id}`),
    ).rejects.toThrow();
    dataOf(await ask(s.guard, held.id, 'SMS_REMINDER'));
  });

  it('refuses a number no carrier holds (a landline)', async () => {
    const landline = await heldWarning('057188880000');
    await notConnected(landline.id);
    expect((await section(s.guard, landline.id)).refusal).toBe('noCarrier');
    expect((await ask(s.guard, landline.id)).statusCode).toBe(409);
  });
});

describe('the carrier answers in its cooperation list', () => {
  async function askedTask() {
    const held = await heldWarning();
    await notConnected(held.id);
    const asked = dataOf<CarrierAssistOfWarning>(await ask(s.guard, held.id));
    return { held, taskId: asked.requests[0]!.id };
  }

  /** The carrier receives, starts and answers the request. */
  async function answer(taskId: string, assistOutcome: string, content: string) {
    let task = dataOf<CooperationTaskDetail>(
      await send(P.update, s.mobile, { id: taskId, version: 0, action: 'RECEIVE' }),
    );
    task = dataOf(await send(P.update, s.mobile, { id: taskId, version: task.version, action: 'START' }));
    const base = { id: taskId, version: task.version, type: 'CARRIER_ASSIST', photos: [] };
    return dataOf<CooperationTaskDetail>(await send(P.handle, s.mobile, { ...base, assistOutcome, content }));
  }

  it('shows the carrier its own request with the number whole (logged), the issuing side masked, other partners nothing', async () => {
    const { held, taskId } = await askedTask();
    const todo = dataOf<{ records: CooperationTask[] }>(await send(P.page, s.mobile, { filter: 'TODO' }));
    expect(todo.records.find((task) => task.id === taskId)).toMatchObject({
      type: 'CARRIER_ASSIST',
      urgency: 'URGENT',
      title: '运营商协助：外呼劝阻',
    });
    const detail = dataOf<CooperationTaskDetail>(await send(P.info, s.mobile, { id: taskId }));
    expect(detail.assist).toEqual({ help: 'CALL_DISSUASION', phone: expect.stringMatching(/^1397\d{7}$/) });
    // The task's text carries the number masked only, and nothing else of the victim.
    expect(detail.content).toMatch(/139\*\*\*\*\d{4}/);
    expect(detail.content).not.toContain('测试人');
    const viewed = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.action, 'cooperation.view_assist_phone'), eq(accessLog.subjectId, taskId)));
    expect(viewed).toHaveLength(1);
    expect(viewed[0]!.personKey).toBe(held.personKey);

    const centre = dataOf<CooperationTaskDetail>(await send(C.info, s.centre, { id: taskId }));
    expect(centre.assist?.phone).toMatch(/^139\*\*\*\*\d{4}$/);
    expect((await send(P.info, s.bank, { id: taskId })).statusCode).toBe(404);
    // Sealed at rest like the warning's own number.
    const [stored] = rowsOf<{ assist_phone: string }>(
      await t.db.execute(sql`select assist_phone from cooperation_task where id = ${taskId}`),
    );
    expect(stored!.assist_phone).not.toBe(detail.assist!.phone);
  });

  it('answers done or cannot with a note; the answer is on the guard’s timeline and in the carrier’s 响应时效', async () => {
    const chinaDay = () => new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    // From the day the task is asked to the day it is answered: 20 minutes on may be past China's midnight.
    const askedOn = chinaDay();
    const { held, taskId } = await askedTask();
    let task = dataOf<CooperationTaskDetail>(
      await send(P.update, s.mobile, { id: taskId, version: 0, action: 'RECEIVE' }),
    );
    task = dataOf(await send(P.update, s.mobile, { id: taskId, version: task.version, action: 'START' }));
    const base = { id: taskId, version: task.version, type: 'CARRIER_ASSIST', photos: [] };
    expect((await send(P.handle, s.mobile, { ...base, content: '已外呼' })).statusCode).toBe(400);
    expect((await send(P.handle, s.mobile, { ...base, assistOutcome: 'DONE' })).statusCode).toBe(400);
    t.clock.advance(20 * 60_000);
    task = dataOf(
      await send(P.handle, s.mobile, { ...base, assistOutcome: 'DONE', content: '已外呼，机主已知晓并停止转账' }),
    );
    expect(task.state).toBe('FED_BACK');
    expect(task.feedbacks.at(-1)).toMatchObject({ assistOutcome: 'DONE', content: '已外呼，机主已知晓并停止转账' });

    const detail = dataOf<WarningDetail>(await send(E.info, s.guard, { id: held.id }));
    expect(detail.timeline.find((entry) => entry.event === 'carrierAssistAnswered')).toMatchObject({
      orgName: '中国移动江澜分公司',
      remark: '外呼劝阻：已协助：已外呼，机主已知晓并停止转账',
    });
    const after = await section(s.guard, held.id);
    expect(after.requests[0]).toMatchObject({ state: 'FED_BACK', outcome: 'DONE', isOverdue: false });
    expect(after.openHelps).toEqual([]);

    const figures = dataOf<ResponseFigures>(
      await send(COOPERATION_ORDER_ENDPOINTS.figures, s.centre, { from: askedOn, to: chinaDay() }),
    );
    const mobile = figures.partners.find((partner) => partner.partnerOrgId === MOBILE);
    expect(mobile?.counts.FED_BACK).toBeGreaterThanOrEqual(1);
    expect(mobile?.onTimeRate).not.toBeNull();
  });

  it('tells the carrier of the request and the asking office of the answer, each in 消息通知', async () => {
    const { held, taskId } = await askedTask();
    const toCarrier = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.orgId, MOBILE), eq(orgNotice.kind, 'carrier_assist')));
    expect(toCarrier.map((notice) => notice.message)).toContainEqual(
      expect.stringMatching(/请求外呼劝阻：号码 139\*{4}\d{4}，请于 .+ 前答复$/),
    );
    await answer(taskId, 'DONE', '已外呼');
    const toHolder = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.assignmentId, held.id), eq(orgNotice.kind, 'carrier_assist_answered')));
    expect(toHolder).toMatchObject([
      {
        orgId: 'org-d1-s1-c1',
        warningId: held.warningId,
        message: '中国移动江澜分公司答复运营商协助（外呼劝阻：已协助：已外呼）',
      },
    ]);
  });

  it('shows other numbers of the victim (关联号码) whole to the holder only: masked above it and on the timeline', async () => {
    const held = await heldWarning();
    await notConnected(held.id);
    const taskId = dataOf<CarrierAssistOfWarning>(await ask(s.guard, held.id, 'LINKED_NUMBERS')).requests[0]!.id;
    await answer(taskId, 'DONE', '机主另有号码 13912345678');
    expect((await section(s.guard, held.id)).requests[0]!.answer).toBe('机主另有号码 13912345678');
    expect((await section(s.centre, held.id)).requests[0]!.answer).toBe('机主另有号码 13912345678');
    expect((await section(s.station, held.id)).requests[0]!.answer).toBe('机主另有号码 139****5678');
    const detail = dataOf<WarningDetail>(await send(E.info, s.guard, { id: held.id }));
    expect(detail.timeline.find((entry) => entry.event === 'carrierAssistAnswered')?.remark).toBe(
      '关联号码：已协助：机主另有号码 139****5678',
    );
  });

  it('keeps 运营商协助 out of the centre’s own task form', async () => {
    const response = await send(C.create, s.centre, {
      partnerOrgIds: [MOBILE],
      type: 'CARRIER_ASSIST',
      urgency: 'URGENT',
      title: '运营商协助',
      content: '请外呼',
    });
    expect(response.statusCode).toBe(400);
  });
});
