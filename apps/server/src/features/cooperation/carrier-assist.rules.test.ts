import { ORG_LEVEL } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { carrierAssistAnswerRemark, carrierAssistDeadlineOf, carrierAssistRefusal } from './carrier-assist.rules.ts';

const holder = { loginType: 'guard' as const, orgId: 'org-c1', orgLevel: ORG_LEVEL.community };
const centre = { loginType: 'oa' as const, orgId: 'org-centre', orgLevel: ORG_LEVEL.centre };
const held = { orgId: 'org-c1', state: 'HANDLING' as const };
const facts = { hasFailedContact: true, hasCarrier: true, hasPartner: true };

describe('who may ask the carrier, and when (运营商协助)', () => {
  it('lets the holder guard and the centre ask once a contact did not get through', () => {
    expect(carrierAssistRefusal(holder, held, facts)).toBeNull();
    expect(carrierAssistRefusal(centre, held, facts)).toBeNull();
  });

  it('refuses before a failed contact is on record, for a number of no carrier, and a carrier not a partner', () => {
    expect(carrierAssistRefusal(holder, held, { ...facts, hasFailedContact: false })).toBe('noFailedContact');
    expect(carrierAssistRefusal(holder, held, { ...facts, hasCarrier: false })).toBe('noCarrier');
    expect(carrierAssistRefusal(holder, held, { ...facts, hasPartner: false })).toBe('noPartner');
  });

  it('refuses a guard of another organisation, a former holder, an oa below the centre and a closed warning', () => {
    expect(carrierAssistRefusal({ ...holder, orgId: 'org-c2' }, held, facts)).toBe('notHolder');
    expect(carrierAssistRefusal(holder, { ...held, state: 'TRANSFERRED' }, facts)).toBe('notHolder');
    expect(carrierAssistRefusal({ ...centre, orgLevel: ORG_LEVEL.district }, held, facts)).toBe('notHolder');
    expect(carrierAssistRefusal(holder, { ...held, state: 'CLOSED' }, facts)).toBe('closed');
  });

  it('gives the carrier the chosen minutes (60 by default) and reads its answer for the timeline', () => {
    const from = new Date('2026-11-28T02:00:00Z');
    expect(carrierAssistDeadlineOf(from).toISOString()).toBe('2026-11-28T03:00:00.000Z');
    expect(carrierAssistDeadlineOf(from, 30).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(carrierAssistAnswerRemark('SMS_REMINDER', 'CANNOT', '号码已停机')).toBe('短信提醒：无法协助：号码已停机');
  });
});
