import { describe, expect, it } from 'vitest';
import { PATHS } from '../../config/routes';
import { badgeText, noticeTarget } from './notice.rules';

describe('noticeTarget', () => {
  it('opens the warning detail of a new or overdue warning, and of a circle alert', () => {
    expect(noticeTarget({ kind: 'new_warning', assignmentId: 'a 1' })).toBe(`${PATHS.earlyWarningDetail}?id=a%201`);
    expect(noticeTarget({ kind: 'overdue', assignmentId: 'a2' })).toBe(`${PATHS.earlyWarningDetail}?id=a2`);
    expect(noticeTarget({ kind: 'new_warning', assignmentId: null })).toBeUndefined();
    expect(noticeTarget({ kind: 'circle_alert', assignmentId: 'a2' })).toBe(`${PATHS.earlyWarningDetail}?id=a2`);
    expect(noticeTarget({ kind: 'recontact_due', assignmentId: 'a3' })).toBe(`${PATHS.earlyWarningDetail}?id=a3`);
    expect(noticeTarget({ kind: 'carrier_assist_answered', assignmentId: 'a4' })).toBe(
      `${PATHS.earlyWarningDetail}?id=a4`,
    );
    expect(noticeTarget({ kind: 'carrier_assist', assignmentId: null })).toBe(PATHS.cooperationHome);
    expect(noticeTarget({ kind: 'report_urge', assignmentId: null })).toBe(PATHS.reportIndex);
  });

  it('opens the warning of a pre-deadline reminder about one warning, nothing for a digest of several items', () => {
    expect(noticeTarget({ kind: 'deadline_reminder', assignmentId: 'a3' })).toBe(`${PATHS.earlyWarningDetail}?id=a3`);
    expect(noticeTarget({ kind: 'deadline_reminder', assignmentId: null })).toBeUndefined();
  });

  it('opens the received transfers for a transfer waiting to be accepted, nothing for a decided one', () => {
    expect(noticeTarget({ kind: 'transfer_requested', assignmentId: 'sender' })).toBe(PATHS.otherTransferList);
    expect(noticeTarget({ kind: 'transfer_rejected', assignmentId: null })).toBeUndefined();
    expect(noticeTarget({ kind: 'transfer_withdrawn', assignmentId: null })).toBeUndefined();
  });

  it('opens the mail inbox for new, urged, due and revoked mail', () => {
    for (const kind of ['mail_new', 'mail_urge', 'mail_reminder', 'mail_revoked'] as const)
      expect(noticeTarget({ kind, assignmentId: null })).toBe(PATHS.mailInbox);
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
