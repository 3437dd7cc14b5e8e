import { describe, expect, it } from 'vitest';
import {
  canMoveReport,
  dueRuleText,
  isLate,
  isOverdue,
  mustSubmit,
  periodAt,
  periodOfKey,
  periodsBetween,
  REPORT_TRANSITIONS,
  type TemplateTiming,
} from './report.rules.ts';

const china = (local: string) => new Date(`${local}+08:00`);
const weekly: TemplateTiming = { kind: 'WEEKLY', dueDays: 2, dueDate: null, startsAt: china('2026-09-01T10:00:00') };
const monthly: TemplateTiming = { kind: 'MONTHLY', dueDays: 5, dueDate: null, startsAt: china('2026-09-01T10:00:00') };
const special: TemplateTiming = {
  kind: 'SPECIAL',
  dueDays: null,
  dueDate: '2026-12-01',
  startsAt: china('2026-11-01T00:00:00'),
};

describe('report periods (China time)', () => {
  it('a week runs Monday 00:00 to Monday 00:00 China time and is due N days after it ends', () => {
    // Sunday 23:30 China time is still the week of Monday 16 November (UTC already says Sunday 15:30).
    const week = periodAt(weekly, china('2026-11-22T23:30:00'));
    expect(week.key).toBe('2026-11-16');
    expect(week.startsAt).toEqual(china('2026-11-16T00:00:00'));
    expect(week.endsAt).toEqual(china('2026-11-23T00:00:00'));
    expect(week.dueAt).toEqual(china('2026-11-25T00:00:00'));
    expect(week.label).toBe('2026年11月16日至11月22日');
    expect(periodAt(weekly, china('2026-11-23T00:00:00')).key).toBe('2026-11-23');
  });

  it('a month starts on the 1st China time and is due N days after its last day', () => {
    const month = periodAt(monthly, china('2026-12-31T23:59:00'));
    expect(month.key).toBe('2026-12');
    expect(month.endsAt).toEqual(china('2027-01-01T00:00:00'));
    expect(month.dueAt).toEqual(china('2027-01-06T00:00:00'));
    expect(month.label).toBe('2026年12月');
  });

  it('a special report has one period, due at the end of its due day', () => {
    const once = periodAt(special, china('2026-11-10T09:00:00'));
    expect(once.key).toBe('ONCE');
    expect(once.dueAt).toEqual(china('2026-12-02T00:00:00'));
    expect(dueRuleText(special)).toBe('2026年12月1日前上报');
  });

  it('accepts only keys that name a period of the kind: a week by its Monday', () => {
    expect(periodOfKey(weekly, '2026-11-16')?.key).toBe('2026-11-16');
    expect(periodOfKey(weekly, '2026-11-17')).toBeUndefined();
    expect(periodOfKey(weekly, '2026-02-30')).toBeUndefined();
    expect(periodOfKey(weekly, '2026-11')).toBeUndefined();
    expect(periodOfKey(monthly, '2026-13')).toBeUndefined();
    expect(periodOfKey(monthly, '2026-02')?.label).toBe('2026年2月');
    expect(periodOfKey(special, '2026-11')).toBeUndefined();
  });

  it('lists the started periods newest first, never before the template began', () => {
    const periods = periodsBetween(weekly, china('2026-01-01T00:00:00'), china('2026-09-20T12:00:00'));
    expect(periods.map((period) => period.key)).toEqual(['2026-09-14', '2026-09-07', '2026-08-31']);
    expect(
      periodsBetween(monthly, china('2026-10-15T00:00:00'), china('2026-12-02T00:00:00')).map((p) => p.key),
    ).toEqual(['2026-12', '2026-11', '2026-10']);
  });

  it('reads the due rule', () => {
    expect(dueRuleText(weekly)).toBe('每周结束后2天内上报');
    expect(dueRuleText({ ...monthly, dueDays: 0 })).toBe('每月结束前上报');
  });
});

describe('report deadlines', () => {
  const dueAt = china('2026-11-25T00:00:00');
  it('is overdue only when never handed in and past the due time', () => {
    expect(isOverdue(null, dueAt, china('2026-11-24T23:59:00'))).toBe(false);
    expect(isOverdue(null, dueAt, china('2026-11-25T00:01:00'))).toBe(true);
    expect(isOverdue({ firstSubmittedAt: null }, dueAt, china('2026-11-26T00:00:00'))).toBe(true);
    expect(isOverdue({ firstSubmittedAt: china('2026-11-26T00:00:00') }, dueAt, china('2026-11-27T00:00:00'))).toBe(
      false,
    );
  });
  it('is late when first handed in after the due time', () => {
    expect(isLate({ firstSubmittedAt: china('2026-11-24T18:00:00'), dueAt })).toBe(false);
    expect(isLate({ firstSubmittedAt: china('2026-11-25T08:00:00'), dueAt })).toBe(true);
    expect(isLate({ firstSubmittedAt: null, dueAt })).toBe(false);
  });
});

describe('the submission transition table', () => {
  it('lets the organisation submit drafts and refused reports, verification decide submitted ones', () => {
    expect(canMoveReport('submit', 'DRAFT')).toBe(true);
    expect(canMoveReport('submit', 'REFUSED')).toBe(true);
    expect(canMoveReport('submit', 'SUBMITTED')).toBe(false);
    expect(canMoveReport('submit', 'VERIFIED')).toBe(false);
    expect(canMoveReport('save', 'SUBMITTED')).toBe(false);
    expect(canMoveReport('verify', 'SUBMITTED')).toBe(true);
    expect(canMoveReport('refuse', 'VERIFIED')).toBe(false);
    expect(REPORT_TRANSITIONS.refuse.to).toBe('REFUSED');
    expect(REPORT_TRANSITIONS.save.to).toBe('DRAFT');
  });
});

describe('who must submit', () => {
  const template = { targetLevel: 3, orgPath: '/org-centre/org-d1/' };
  it('is the target level in the issuer subtree, partners never', () => {
    expect(mustSubmit(template, { level: 3, path: '/org-centre/org-d1/org-d1-s1/', kind: 'station' })).toBe(true);
    expect(mustSubmit(template, { level: 3, path: '/org-centre/org-d2/org-d2-s1/', kind: 'station' })).toBe(false);
    expect(mustSubmit(template, { level: 4, path: '/org-centre/org-d1/org-d1-s1/c/', kind: 'community' })).toBe(false);
    expect(
      mustSubmit({ targetLevel: 2, orgPath: '/org-centre/' }, { level: 2, path: '/org-centre/p/', kind: 'partner' }),
    ).toBe(false);
  });
});
