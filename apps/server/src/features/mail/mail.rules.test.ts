import { MAIL_REMINDER_LEAD_HOURS, MAIL_URGE_COOLDOWN_MINUTES, type MailReceiptState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  canApplyMailAction,
  canApplyReceiptAction,
  expandTargets,
  isReceiptOverdue,
  mayUrgeReceipt,
  reminderDue,
  urgeCooldownUntil,
} from './mail.rules.ts';

const NOW = new Date('2026-03-02T09:00:00Z');
const HOUR = 3600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
const ALL: MailReceiptState[] = ['UNREAD', 'READ', 'SIGNED', 'FED_BACK', 'RETURNED', 'REVOKED', 'FINISHED'];

describe('receipt transitions', () => {
  it('signs and returns only before signing; feedback only after', () => {
    expect(ALL.filter((s) => canApplyReceiptAction('sign', s))).toEqual(['UNREAD', 'READ']);
    expect(ALL.filter((s) => canApplyReceiptAction('return', s))).toEqual(['UNREAD', 'READ']);
    expect(ALL.filter((s) => canApplyReceiptAction('feedback', s))).toEqual(['SIGNED']);
    expect(ALL.filter((s) => canApplyReceiptAction('read', s))).toEqual(['UNREAD']);
  });

  it('never moves a returned, revoked or finished receipt again', () => {
    for (const state of ['RETURNED', 'REVOKED', 'FINISHED'] as const)
      for (const action of ['read', 'sign', 'return', 'feedback', 'revoke', 'finish'] as const)
        expect(canApplyReceiptAction(action, state)).toBe(false);
  });

  it('finishing keeps a completed feedback; revoking takes it', () => {
    expect(canApplyReceiptAction('finish', 'FED_BACK')).toBe(false);
    expect(canApplyReceiptAction('revoke', 'FED_BACK')).toBe(true);
  });

  it('moves the mail only while it is sent', () => {
    for (const action of ['supplement', 'revoke', 'urge', 'finish'] as const) {
      expect(canApplyMailAction(action, 'SENT')).toBe(true);
      expect(canApplyMailAction(action, 'REVOKED')).toBe(false);
      expect(canApplyMailAction(action, 'FINISHED')).toBe(false);
    }
  });
});

describe('deadlines and urging', () => {
  const mail = { signDeadline: at(-1), needsFeedback: true, feedbackDeadline: at(24) };

  it('is overdue unsigned past the sign deadline, and without feedback past the feedback deadline', () => {
    expect(isReceiptOverdue('READ', mail, NOW)).toBe(true);
    expect(isReceiptOverdue('SIGNED', mail, NOW)).toBe(false);
    expect(isReceiptOverdue('SIGNED', mail, at(25))).toBe(true);
    expect(isReceiptOverdue('FED_BACK', mail, at(25))).toBe(false);
    expect(isReceiptOverdue('RETURNED', mail, at(25))).toBe(false);
    expect(isReceiptOverdue('UNREAD', { ...mail, signDeadline: null, needsFeedback: false }, at(100))).toBe(false);
  });

  it('urges the laggards only', () => {
    expect(ALL.filter((s) => mayUrgeReceipt(s, { needsFeedback: true }))).toEqual(['UNREAD', 'READ', 'SIGNED']);
    expect(ALL.filter((s) => mayUrgeReceipt(s, { needsFeedback: false }))).toEqual(['UNREAD', 'READ']);
  });

  it('holds the next urge until the cooldown has passed', () => {
    expect(urgeCooldownUntil(null, NOW)).toBeNull();
    expect(urgeCooldownUntil(NOW, at(0.1))?.getTime()).toBe(NOW.getTime() + MAIL_URGE_COOLDOWN_MINUTES * 60_000);
    expect(urgeCooldownUntil(NOW, new Date(NOW.getTime() + MAIL_URGE_COOLDOWN_MINUTES * 60_000 + 1))).toBeNull();
  });

  it('reminds once within the lead time before each deadline', () => {
    const open = { state: 'READ' as const, signRemindedAt: null, feedbackRemindedAt: null };
    const soon = { signDeadline: at(MAIL_REMINDER_LEAD_HOURS - 1), needsFeedback: true, feedbackDeadline: at(72) };
    expect(reminderDue(open, soon, NOW)).toBe('sign');
    expect(reminderDue({ ...open, signRemindedAt: NOW }, soon, NOW)).toBeNull();
    expect(reminderDue(open, { ...soon, signDeadline: at(MAIL_REMINDER_LEAD_HOURS + 1) }, NOW)).toBeNull();
    expect(reminderDue(open, { ...soon, signDeadline: at(-1) }, NOW)).toBeNull();
    expect(reminderDue({ ...open, state: 'SIGNED' }, soon, at(60))).toBe('feedback');
    expect(reminderDue({ ...open, state: 'RETURNED' }, soon, NOW)).toBeNull();
  });
});

describe('targets', () => {
  const orgs = [
    { id: 'c', path: '/c/' },
    { id: 'd1', path: '/c/d1/' },
    { id: 's1', path: '/c/d1/s1/' },
    { id: 's2', path: '/c/d1/s2/' },
    { id: 'd2', path: '/c/d2/' },
  ];

  it('takes whole subtrees once each, never the sender, and names unknown ids', () => {
    const { found, unknown } = expandTargets(
      [
        { orgId: 'd1', withSubtree: true },
        { orgId: 's1', withSubtree: false },
        { orgId: 'c', withSubtree: false },
        { orgId: 'nope', withSubtree: false },
      ],
      orgs,
      'c',
    );
    expect(found.map((o) => o.id)).toEqual(['d1', 's1', 's2']);
    expect(unknown).toEqual(['nope']);
  });
});
