import {
  EARLY_WARNING_ENDPOINTS as E,
  urlOf,
  VISIT_CHECK_ITEMS,
  type VisitCheckAnswer,
  type VisitCheckItem,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totalsOf } from '../../testing/metric-figures.ts';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning, FINAL_FEEDBACK } from '../../testing/warning-factory.ts';
import { visitChecklistFigure } from './early-warning.figures.ts';
import { warningFeedback } from './early-warning.table.ts';

const { t, tokens } = useWarningTestApp();

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const VISIT = { ...FINAL_FEEDBACK, channels: ['visit'], visitResult: '已上门见到本人' };
const feedback = (assignmentId: string, version: number, form: object) =>
  post(urlOf(E.feedback), tokens.guard, { ...VISIT, assignmentId, version, ...form });
const handling = async () => (await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING' })).assignmentId;

/** Every item done, but those named: not done, with the reason given. */
const checklist = (missed: Partial<Record<VisitCheckItem, string>> = {}): VisitCheckAnswer[] =>
  VISIT_CHECK_ITEMS.map((item) =>
    missed[item] === undefined ? { item, done: true } : { item, done: false, reason: missed[item] },
  );
const refusal = async (form: object) => {
  const answer = await feedback(await handling(), 0, form);
  expect(answer.statusCode).toBe(400);
  return answer.json().message as string;
};

describe('the door-step checklist 上门核查 of a visit', () => {
  it('is required on a visit that met someone: every item answered once, each not done with its reason', async () => {
    expect(await refusal({})).toContain('请完成上门核查：还有8项未填写');
    expect(await refusal({ visitChecklist: checklist().slice(1) })).toContain('还有1项未填写');
    const twice = [...checklist().slice(1), { item: 'chatApps', done: true }];
    expect(await refusal({ visitChecklist: twice })).toContain('上门核查的项目重复');
    expect(await refusal({ visitChecklist: checklist({ installedApps: ' ' }) })).toContain(
      '请填写未能查看已安装的应用的原因',
    );
    expect(await refusal({ visitChecklist: checklist({ antiFraudApp: '' }) })).toContain(
      '请填写未能落实已装国家反诈APP并开启来电预警的原因',
    );
  });

  it('takes only the known items, and only on a visit that met someone', async () => {
    const unknown = [...checklist().slice(1), { item: 'faceToFace', done: true }];
    expect(await refusal({ visitChecklist: unknown })).toContain('visitChecklist');
    const onPhone = { channels: ['phone'], visitChecklist: checklist() };
    expect(await refusal(onPhone)).toContain('见面走访见到人时才填写上门核查');
    const notMet = {
      connected: false,
      notConnectedReason: '无人接听',
      dissuasion: undefined,
      defrauded: 'UNKNOWN',
      visitChecklist: checklist(),
    };
    expect(await refusal(notMet)).toContain('见面走访见到人时才填写上门核查');
    // A visit that met nobody, and a call, need none.
    expect((await feedback(await handling(), 0, { ...notMet, visitChecklist: undefined })).statusCode).toBe(200);
    expect((await feedback(await handling(), 0, { channels: ['phone'] })).statusCode).toBe(200);
  });

  it('is stored with the feedback, logged in one line and shown to the centre on the detail and the timeline', async () => {
    const id = await handling();
    const answers = checklist({ chatApps: '当事人拒绝出示手机' });
    expect((await feedback(id, 0, { visitChecklist: answers })).statusCode).toBe(200);
    const [row] = await t.db.select().from(warningFeedback).where(eq(warningFeedback.assignmentId, id));
    expect(row!.visitChecklist).toEqual(answers);

    const summary = '上门核查完成7项，共8项；未能查看聊天软件（当事人拒绝出示手机）';
    const log = (await get(`${urlOf(E.operateLog)}?id=${id}`, tokens.oa)).json().data;
    expect(log.map((entry: { actionName: string }) => entry.actionName)).toEqual(['反馈', '上门核查']);
    expect(log[1].remark).toBe(summary);
    const detail = (await get(`${urlOf(E.info)}?id=${id}`, tokens.oa)).json().data;
    expect(detail.feedbacks[0].visitChecklist).toEqual(answers);
    const entry = detail.timeline.find((step: { event: string }) => step.event === 'visitChecklist');
    expect(entry).toMatchObject({ remark: summary, orgName: '湖滨花园社区' });
    expect(entry.actorName).toBeTruthy();
  });
});

describe('上门劝阻规范率 (rule statistics)', () => {
  it('counts each visit that met someone, done when every item was done — not when merely answered', async () => {
    // A minute on: the feedbacks above fall before the period (a session stays open).
    t.clock.advance(60_000);
    const from = t.clock.now();
    // A: the whole checklist done. B: one item not done, with its reason (answered, not done).
    await feedback(await handling(), 0, { visitChecklist: checklist() });
    await feedback(await handling(), 0, { visitChecklist: checklist({ recentTransfers: '手机不在身边' }) });
    // C: two visits of one warning, the interim one complete, the final one not: each visit counts.
    const twice = await handling();
    await feedback(twice, 0, { isFinal: false, visitChecklist: checklist() });
    await feedback(twice, 1, { visitChecklist: checklist({ whatPromised: '当事人不愿透露' }) });
    // D: a visit that met nobody, E: a call: neither is due.
    await feedback(await handling(), 0, {
      connected: false,
      notConnectedReason: '无人接听',
      dissuasion: undefined,
      defrauded: 'UNKNOWN',
    });
    await feedback(await handling(), 0, { channels: ['phone'] });
    const fed = await t.db.select().from(warningFeedback);
    expect(fed.filter((row) => row.createdAt >= from)).toHaveLength(6);

    const scope = { orgPath: '/org-centre/org-d1/', from, to: new Date(from.getTime() + 3_600_000), now: from };
    // 2 of 4: "answered" would count 4, "every visit" would owe 5, "final feedbacks" or "per warning" 3.
    expect(await totalsOf(t.db, visitChecklistFigure, scope)).toEqual({ rows: 4, num: 2, den: 4 });
  });
});
