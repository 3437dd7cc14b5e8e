import { keysOf, MAIL_RECEIPT_STATES, MAIL_STATES } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { isReceiptOverdue } from '../features/mail/index.ts';
import { buildDemoMail } from './mail.seed.ts';

const NOW = new Date('2026-03-02T09:00:00Z');

function demoOrgs() {
  const orgs = [{ id: 'org-centre', path: '/org-centre/', kind: 'centre' }];
  for (let d = 1; d <= 5; d += 1) {
    const district = `org-d${d}`;
    orgs.push({ id: district, path: `/org-centre/${district}/`, kind: 'district' });
    for (let s = 1; s <= 4; s += 1) {
      const station = `${district}-s${s}`;
      orgs.push({ id: station, path: `/org-centre/${district}/${station}/`, kind: 'street' });
      for (let c = 1; c <= 5; c += 1)
        orgs.push({
          id: `${station}-c${c}`,
          path: `/org-centre/${district}/${station}/${station}-c${c}/`,
          kind: 'community',
        });
    }
  }
  return orgs;
}

describe('demo mail', () => {
  const demo = buildDemoMail({ orgs: demoOrgs(), now: NOW });

  it('holds mails and receipts in every state, the same on every run', () => {
    expect(new Set(demo.mails.map((m) => m.state))).toEqual(new Set(keysOf(MAIL_STATES)));
    expect(new Set(demo.receipts.map((r) => r.state))).toEqual(new Set(keysOf(MAIL_RECEIPT_STATES)));
    expect(buildDemoMail({ orgs: demoOrgs(), now: NOW })).toEqual(demo);
  });

  it('gives the demo logins an inbox and an outbox, some of it overdue', () => {
    const receivedBy = (orgId: string) => demo.receipts.filter((r) => r.orgId === orgId).length;
    for (const orgId of ['org-centre', 'org-d1', 'org-d1-s1', 'org-d1-s1-c1'])
      expect(receivedBy(orgId)).toBeGreaterThan(3);
    expect(demo.mails.filter((m) => m.senderOrgId === 'org-d1').length).toBeGreaterThan(10);
    const mailOf = new Map(demo.mails.map((m) => [m.id, m]));
    const overdue = demo.receipts.filter((r) => {
      const mail = mailOf.get(r.mailId)!;
      return (
        mail.state === 'SENT' &&
        isReceiptOverdue(
          r.state,
          {
            signDeadline: mail.signDeadline ?? null,
            needsFeedback: mail.needsFeedback,
            feedbackDeadline: mail.feedbackDeadline ?? null,
          },
          NOW,
        )
      );
    });
    expect(overdue.length).toBeGreaterThan(5);
  });

  it('keeps every time in order and in the past', () => {
    for (const r of demo.receipts) {
      const times = [r.receivedAt, r.readAt, r.signedAt, r.fedBackAt].filter((t): t is Date => t instanceof Date);
      expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
      expect(times.every((t) => t <= NOW)).toBe(true);
    }
  });
});
