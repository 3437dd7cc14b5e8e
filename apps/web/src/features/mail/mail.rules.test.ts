import { describe, expect, it } from 'vitest';
import type { MailTargetOrg } from '@afp/contract';
import {
  applyTemplate,
  checkCompose,
  checkFeedback,
  checkForward,
  composeFromRefused,
  childrenOf,
  deadlineAfter,
  EMPTY_COMPOSE,
  mayRedo,
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

  const at = (text: string) => new Date(text).toISOString();

  it('sends trimmed text, subtree picks, 密级, 签发 and deadlines to the minute as chosen', () => {
    const signDeadline = at('2026-03-03T09:30:00+08:00');
    const feedbackDeadline = at('2026-03-05T16:45:00+08:00');
    const { body } = checkCompose(
      { ...filled, signDeadline, needsFeedback: true, feedbackDeadline, secrecy: 'INTERNAL', needsApproval: true },
      NOW,
    );
    expect(body).toMatchObject({
      title: '通知',
      targets: [{ orgId: 'd1', withSubtree: true }],
      needsFeedback: true,
      secrecy: 'INTERNAL',
      needsApproval: true,
      signDeadline,
      feedbackDeadline,
    });
  });

  it('refuses a past deadline and a feedback deadline before the sign deadline; drops it without feedback', () => {
    const early = at('2026-03-03T09:30:00+08:00');
    const late = at('2026-03-05T09:30:00+08:00');
    expect(
      checkCompose({ ...filled, signDeadline: late, needsFeedback: true, feedbackDeadline: early }, NOW).problems,
    ).toEqual({ feedbackDeadline: '反馈期限不能早于签收期限' });
    expect(checkCompose({ ...filled, signDeadline: at('2026-03-01T09:30:00+08:00') }, NOW).problems).toEqual({
      signDeadline: '签收期限须晚于当前时间',
    });
    expect(checkCompose({ ...filled, feedbackDeadline: late }, NOW).body?.feedbackDeadline).toBeUndefined();
  });

  it('refills a refused mail for writing again, to be approved again', () => {
    const form = composeFromRefused({
      title: '通知',
      body: '正文',
      urgency: 'URGENT',
      secrecy: 'INTERNAL',
      needsFeedback: true,
      pendingTargets: [{ orgId: 's1', name: '湖滨街道', withSubtree: false }],
    });
    expect(form).toMatchObject({
      title: '通知',
      secrecy: 'INTERNAL',
      needsApproval: true,
      targets: [{ orgId: 's1', name: '湖滨街道', withSubtree: false }],
    });
  });

  it('fills title, body and deadlines from a template, keeping the picked targets', () => {
    const form = applyTemplate(
      filled,
      {
        id: 'mt',
        name: '材料报送',
        title: '关于报送材料的通知',
        body: '请报送',
        urgency: 'URGENT',
        needsFeedback: true,
        signDays: 1,
        feedbackDays: 5,
      },
      NOW,
    );
    expect(form).toMatchObject({
      title: '关于报送材料的通知',
      urgency: 'URGENT',
      templateId: 'mt',
      feedbackDeadline: deadlineAfter(5, NOW),
    });
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
    const none: string[] = [];
    expect(receiverMoves({ state: 'READ', needsFeedback: true, forwardTargets: none })).toEqual({
      maySign: true,
      mayReturn: true,
      mayFeedback: false,
      mayForward: false,
    });
    expect(receiverMoves({ state: 'SIGNED', needsFeedback: true, forwardTargets: none }).mayFeedback).toBe(true);
    expect(receiverMoves({ state: 'SIGNED', needsFeedback: false, forwardTargets: none }).mayFeedback).toBe(false);
    expect(receiverMoves({ state: 'REVOKED', needsFeedback: true, forwardTargets: ['c1'] })).toEqual({
      maySign: false,
      mayReturn: false,
      mayFeedback: false,
      mayForward: false,
    });
  });

  it('forwards once read while communities are left, with a note and at least one community', () => {
    expect(receiverMoves({ state: 'READ', needsFeedback: false, forwardTargets: ['c1'] }).mayForward).toBe(true);
    expect(receiverMoves({ state: 'UNREAD', needsFeedback: false, forwardTargets: ['c1'] }).mayForward).toBe(false);
    expect(checkForward({ orgIds: [], note: ' ' }, 'r').problems).toEqual({
      orgIds: '请选择转发的社区',
      note: '请填写转发说明',
    });
    expect(checkForward({ orgIds: ['c1'], note: ' 请学习 ' }, 'r').body).toEqual({
      id: 'r',
      orgIds: ['c1'],
      note: '请学习',
    });
  });

  it('returns a feedback for a redo only while the mail is out', () => {
    expect(mayRedo({ state: 'FED_BACK' }, 'SENT')).toBe(true);
    expect(mayRedo({ state: 'SIGNED' }, 'SENT')).toBe(false);
    expect(mayRedo({ state: 'FED_BACK' }, 'FINISHED')).toBe(false);
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
