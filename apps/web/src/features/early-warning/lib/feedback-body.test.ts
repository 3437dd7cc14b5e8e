import { VISIT_CHECK_ITEMS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { toFeedbackFields, type ChosenDraft } from './feedback-body';

const visit: ChosenDraft = {
  channels: ['visit'],
  contactTarget: 'self',
  connected: true,
  dissuasion: 'DISSUADED',
  defrauded: 'NO',
  isFinal: true,
  visitChecklist: VISIT_CHECK_ITEMS.map((item) =>
    item === 'chatApps' ? { item, done: false, reason: '  手机不在身边 ' } : { item, done: true, reason: '旧的原因' },
  ),
};

describe('the door-step checklist in the feedback body', () => {
  it('goes with a visit that met someone: reasons trimmed, and kept only for an item not done', () => {
    const sent = toFeedbackFields(visit).visitChecklist;
    expect(sent).toHaveLength(VISIT_CHECK_ITEMS.length);
    expect(sent?.find((answer) => answer.item === 'chatApps')).toEqual({
      item: 'chatApps',
      done: false,
      reason: '手机不在身边',
    });
    expect(sent?.find((answer) => answer.item === 'callsAndTexts')).toEqual({ item: 'callsAndTexts', done: true });
  });

  it('stays behind when the guard changed to a call or the visit met nobody', () => {
    expect(toFeedbackFields({ ...visit, channels: ['phone'] }).visitChecklist).toBeUndefined();
    const notMet = { ...visit, connected: false, notConnectedReason: '无人接听' } as const;
    expect(toFeedbackFields(notMet).visitChecklist).toBeUndefined();
  });
});
