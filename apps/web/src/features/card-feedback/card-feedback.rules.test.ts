import { describe, expect, it } from 'vitest';
import {
  canAnswer,
  canAssign,
  initialListView,
  canReview,
  checkCardFeedback,
  EMPTY_CARD_FEEDBACK,
} from './card-feedback.rules';

const record = { id: 'r1', version: 1 };
const filled = {
  ...EMPTY_CARD_FEEDBACK,
  method: 'PHONE' as const,
  conclusion: 'DECEIVED' as const,
  advice: 'DISCOURAGE' as const,
  outcome: 'REFUSED' as const,
  content: '已劝阻',
};

describe('checkCardFeedback', () => {
  it('names every missing choice', () => {
    expect(checkCardFeedback(record, EMPTY_CARD_FEEDBACK).problems).toEqual({
      method: '请选择核实方式',
      conclusion: '请选择核实结论',
      advice: '请选择给网点的建议',
      outcome: '请选择办理结果',
      content: '请填写核实情况',
    });
  });
  it('refuses advising to open after a fraud conclusion, and a protected amount on an opened card', () => {
    expect(checkCardFeedback(record, { ...filled, advice: 'ALLOW' }).problems).toEqual({
      advice: '该核实结论下不能建议开卡',
    });
    expect(
      checkCardFeedback(record, {
        ...filled,
        conclusion: 'NORMAL',
        advice: 'ALLOW',
        outcome: 'OPENED',
        amountProtected: '100',
      }).problems,
    ).toEqual({ amountProtected: '已开卡时不能填写避免损失金额' });
  });
  it('sends a complete answer, an empty amount left out', () => {
    expect(checkCardFeedback(record, filled).body).toEqual({ ...record, ...filled, amountProtected: undefined });
  });
});

describe('who acts', () => {
  it('lets the assigned guard answer and admins assign or review by state', () => {
    expect(canAnswer({ state: 'ASSIGNED', assigneeId: 'g1' }, 'g1')).toBe(true);
    expect(canAnswer({ state: 'FED_BACK', assigneeId: 'g1' }, 'g1')).toBe(false);
    expect(canAnswer({ state: 'ASSIGNED', assigneeId: 'g2' }, 'g1')).toBe(false);
    expect(canAssign({ state: 'PENDING_ASSIGN' }, true)).toBe(true);
    expect(canAssign({ state: 'PENDING_ASSIGN' }, false)).toBe(false);
    expect(canAssign({ state: 'CLOSED' }, true)).toBe(false);
    expect(canReview({ state: 'FED_BACK' }, true)).toBe(true);
  });
});

describe('initialListView', () => {
  it('opens an admin on the organisation records waiting for a guard', () => {
    expect(initialListView(true)).toEqual({ scope: 'org', state: 'PENDING_ASSIGN' });
  });
  it('opens a guard on everything assigned to them', () => {
    expect(initialListView(false)).toEqual({ scope: 'mine', state: 'ALL' });
  });
});
