import { describe, expect, it } from 'vitest';
import { PATHS } from '../../config/routes';
import { badgeText, noticeTarget } from './notice.rules';

describe('noticeTarget', () => {
  it('opens the warning detail of a new or overdue warning', () => {
    expect(noticeTarget({ kind: 'new_warning', assignmentId: 'a 1' })).toBe(`${PATHS.earlyWarningDetail}?id=a%201`);
    expect(noticeTarget({ kind: 'overdue', assignmentId: 'a2' })).toBe(`${PATHS.earlyWarningDetail}?id=a2`);
    expect(noticeTarget({ kind: 'new_warning', assignmentId: null })).toBeUndefined();
  });

  it('opens the received transfers for a transfer waiting to be accepted, nothing for a decided one', () => {
    expect(noticeTarget({ kind: 'transfer_requested', assignmentId: 'sender' })).toBe(PATHS.otherTransferList);
    expect(noticeTarget({ kind: 'transfer_rejected', assignmentId: null })).toBeUndefined();
    expect(noticeTarget({ kind: 'transfer_withdrawn', assignmentId: null })).toBeUndefined();
  });
});

describe('badgeText', () => {
  it('shows nothing at zero and 99+ past 99', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
