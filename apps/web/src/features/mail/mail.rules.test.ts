import { describe, expect, it } from 'vitest';
import type { MailTargetOrg } from '@afp/contract';
import {
  applyTemplate,
  checkCompose,
  checkFeedback,
  childrenOf,
  deadlineAfter,
  EMPTY_COMPOSE,
  reachOf,
  receiverMoves,
  searchOrgs,
  togglePick,
} from './mail.rules';

const NOW = new Date('2026-03-02T09:00:00+08:00');
const ORGS: MailTargetOrg[] = [
  { id: 'c', parentId: null, name: '江澜市反诈中心', level: 1 },
  { id: 'd1', parentId: 'c', name: '东湖区分局', level: 2 },
  { id: 's1', parentId: 'd1', name: '湖滨街道', level: 3 },
  { id: 's2', parentId: 'd1', name: '望湖街道', level: 3 },
  { id: 'c1', parentId: 's1', name: '湖滨花园社区', level: 4 },
];

describe('compose form', () => {
  const filled = {
    ...EMPTY_COMPOSE,
    title: ' 通知 ',
    body: '正文',
    targets: [{ orgId: 'd1', name: '东湖区分局', withSubtree: true }],
  };

  it('names each missing field', () => {
    expect(checkCompose(EMPTY_COMPOSE, NOW).problems).toEqual({
      title: '请填写标题',
      body: '请填写正文',
      targets: '请选择接收单位',
    });
  });

  it('sends trimmed text, subtree picks and deadlines counted from now', () => {
    const { body } = checkCompose({ ...filled, signDays: 2, needsFeedback: true, feedbackDays: 5 }, NOW);
    expect(body).toMatchObject({ title: '通知', targets: [{ orgId: 'd1', withSubtree: true }], needsFeedback: true });
    expect(Date.parse(body!.signDeadline!)).toBeGreaterThan(NOW.getTime() + 86_400_000);
    expect(Date.parse(body!.feedbackDeadline!)).toBeGreaterThan(Date.parse(body!.signDeadline!));
  });

  it('refuses a feedback deadline before the sign deadline and drops it without feedback', () => {
    expect(checkCompose({ ...filled, signDays: 5, needsFeedback: true, feedbackDays: 2 }, NOW).problems).toEqual({
      feedbackDays: '反馈期限不能早于签收期限',
    });
    expect(checkCompose({ ...filled, feedbackDays: 2 }, NOW).body?.feedbackDeadline).toBeUndefined();
  });

  it('fills title, body and deadlines from a template, keeping the picked targets', () => {
    const form = applyTemplate(filled, {
      id: 'mt',
      name: '材料报送',
      title: '关于报送材料的通知',
      body: '请报送',
      urgency: 'URGENT',
      needsFeedback: true,
      signDays: 1,
      feedbackDays: 5,
    });
    expect(form).toMatchObject({ title: '关于报送材料的通知', urgency: 'URGENT', templateId: 'mt', feedbackDays: 5 });
    expect(form.targets).toEqual(filled.targets);
  });
});

describe('feedback form', () => {
  it('needs content and sends the attachment keys', () => {
    expect(checkFeedback({ content: ' ', attachments: [] }, { id: 'r', version: 2 }).problems).toEqual({
      content: '请填写反馈内容',
    });
    expect(
      checkFeedback({ content: '已落实', attachments: [{ key: 'k', name: 'a.pdf', size: 1 }] }, { id: 'r', version: 2 })
        .body,
    ).toEqual({ id: 'r', version: 2, content: '已落实', attachments: ['k'] });
  });
});

describe('organisation picker', () => {
  const children = childrenOf(ORGS);

  it('counts what a pick reaches', () => {
    expect(reachOf('d1', true, children)).toBe(4);
    expect(reachOf('d1', false, children)).toBe(1);
  });

  it('toggles a pick and switches it between alone and with its subtree', () => {
    const d1 = ORGS[1]!;
    const picked = togglePick([], d1, false);
    expect(picked).toEqual([{ orgId: 'd1', name: '东湖区分局', withSubtree: false }]);
    expect(togglePick(picked, d1, true)).toEqual([{ orgId: 'd1', name: '东湖区分局', withSubtree: true }]);
    expect(togglePick(picked, d1, false)).toEqual([]);
  });

  it('finds organisations by name', () => {
    expect(searchOrgs(ORGS, '湖滨').map((o) => o.id)).toEqual(['s1', 'c1']);
    expect(searchOrgs(ORGS, ' ')).toEqual([]);
  });
});

describe('receiver moves', () => {
  it('signs or returns before signing and feeds back after, when asked', () => {
    expect(receiverMoves({ state: 'READ', needsFeedback: true })).toEqual({
      maySign: true,
      mayReturn: true,
      mayFeedback: false,
    });
    expect(receiverMoves({ state: 'SIGNED', needsFeedback: true }).mayFeedback).toBe(true);
    expect(receiverMoves({ state: 'SIGNED', needsFeedback: false }).mayFeedback).toBe(false);
    expect(receiverMoves({ state: 'REVOKED', needsFeedback: true })).toEqual({
      maySign: false,
      mayReturn: false,
      mayFeedback: false,
    });
  });
});

describe('deadlineAfter', () => {
  it('falls at 18:00 China time `days` China days on, whatever the phone’s zone', () => {
    expect(deadlineAfter(2, NOW)).toBe(new Date('2026-03-04T18:00:00+08:00').toISOString());
    // 23:30 in China is still the day before in UTC: the days count from the China day.
    expect(deadlineAfter(1, new Date('2026-03-02T23:30:00+08:00'))).toBe(
      new Date('2026-03-03T18:00:00+08:00').toISOString(),
    );
  });
});
