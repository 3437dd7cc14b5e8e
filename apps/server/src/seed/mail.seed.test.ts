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

  it('shows 签发 waiting and refused, a forward read and unread, a redo, 文号 unique per office and reads per person', () => {
    const numbered = demo.mails.filter((m) => m.docNumber);
    expect(numbered.length).toBe(demo.mails.filter((m) => m.state !== 'PENDING' && m.state !== 'REJECTED').length);
    expect(new Set(numbered.map((m) => `${m.senderOrgId}/${m.docNumber}`)).size).toBe(numbered.length);
    for (const counter of demo.docCounters)
      expect(counter.last).toBe(
        numbered.filter((m) => m.senderOrgId === counter.orgId && m.docYear === counter.year).length,
      );
    expect(demo.mails.find((m) => m.state === 'PENDING')?.pendingTargets?.length).toBeGreaterThan(0);
    expect(demo.mails.find((m) => m.state === 'REJECTED')?.rejectReason).toBeTruthy();
    const forwards = demo.receipts.filter((r) => r.parentReceiptId);
    expect(new Set(forwards.map((r) => r.state))).toEqual(new Set(['READ', 'UNREAD']));
    expect(demo.receipts.some((r) => r.redoReason && r.state === 'SIGNED')).toBe(true);
    expect(demo.reads.length).toBeGreaterThan(demo.receipts.filter((r) => r.readAt).length);
    expect(new Set(demo.mails.map((m) => m.secrecy))).toEqual(new Set(['PUBLIC', 'INTERNAL']));
  });

  it('keeps every time in order and in the past', () => {
    for (const r of demo.receipts) {
      const times = [r.receivedAt, r.readAt, r.signedAt, r.fedBackAt].filter((t): t is Date => t instanceof Date);
      expect(times.every((t, i) => i === 0 || t >= times[i - 1]!)).toBe(true);
      expect(times.every((t) => t <= NOW)).toBe(true);
    }
  });
});

describe('the demo mail timelines', () => {
  it('has the stations sign, feed back and forward by their admins, and the urge on the unit urged', () => {
    const guards = [
      { id: 'g-s1', name: '陈所长', orgId: 'org-d1-s1', roleType: 3 },
      { id: 'g-s1-guard', name: '卫士', orgId: 'org-d1-s1', roleType: 1 },
    ];
    const demo = buildDemoMail({ orgs: demoOrgs(), now: NOW, guards });
    const linesOf = (entityId: string) =>
      demo.logs
        .filter((l) => l.entityId === entityId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((l) => `${l.action} ${l.actorId}`);
    // In time order: read, signed, fed back, returned for a redo, urged.
    expect(linesOf('mail-office-approved-r1')).toEqual([
      'mail.read g-s1',
      'mail.sign g-s1',
      'mail.feedback g-s1',
      'mail.redo oa-staff',
      'mail.urge oa-staff',
    ]);
    expect(linesOf('mail-office-forwarded-r1')).toEqual(['mail.read g-s1', 'mail.sign g-s1', 'mail.forward g-s1']);
    expect(demo.receipts.find((r) => r.id === 'mail-office-approved-r1')).toMatchObject({
      signedByName: '陈所长',
      urgeCount: 1,
    });
  });

  it('gives every signed, fed back or returned receipt its line, and every closed mail how it ended', () => {
    const demo = buildDemoMail({ orgs: demoOrgs(), now: NOW });
    const logged = new Set(demo.logs.map((l) => `${l.entityId} ${l.action}`));
    for (const r of demo.receipts.filter((r) => !r.id.startsWith('mail-office'))) {
      if (r.signedAt) expect(logged.has(`${r.id} mail.sign`), r.id).toBe(true);
      if (r.fedBackAt) expect(logged.has(`${r.id} mail.feedback`), r.id).toBe(true);
      if (r.state === 'RETURNED') expect(logged.has(`${r.id} mail.return`), r.id).toBe(true);
    }
    for (const m of demo.mails.filter((m) => m.state === 'REVOKED' || m.state === 'FINISHED'))
      expect(logged.has(`${m.id} ${m.state === 'REVOKED' ? 'mail.revoke' : 'mail.finish'}`), m.id).toBe(true);
    expect(demo.logs.every((l) => l.createdAt <= NOW)).toBe(true);
  });
});
