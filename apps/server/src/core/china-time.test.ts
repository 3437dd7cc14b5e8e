import { describe, expect, it } from 'vitest';
import { addWorkingDays, chinaDateParts, chinaMidnight, chinaPeriodOf, formatChinaTime } from './china-time.ts';

const china = (local: string) => new Date(`${local}+08:00`).toISOString();

describe('addWorkingDays', () => {
  it('keeps the clock time and skips Saturday and Sunday', () => {
    expect(addWorkingDays(new Date(china('2026-01-05T09:00:00')), 2).toISOString()).toBe(china('2026-01-07T09:00:00'));
    expect(addWorkingDays(new Date(china('2026-01-09T16:30:00')), 1).toISOString()).toBe(china('2026-01-12T16:30:00'));
    expect(addWorkingDays(new Date(china('2026-01-09T16:30:00')), 3).toISOString()).toBe(china('2026-01-14T16:30:00'));
  });

  it('starts a weekend deadline from Monday 09:00', () => {
    expect(addWorkingDays(new Date(china('2026-01-10T22:00:00')), 1).toISOString()).toBe(china('2026-01-13T09:00:00'));
  });

  it('uses the China calendar day, not the UTC one', () => {
    // Friday 23:30 China time is Friday 15:30 UTC; Monday 07:30 China time is still Sunday in UTC.
    expect(addWorkingDays(new Date(china('2026-01-09T23:30:00')), 1).toISOString()).toBe(china('2026-01-12T23:30:00'));
    expect(addWorkingDays(new Date(china('2026-01-12T07:30:00')), 1).toISOString()).toBe(china('2026-01-13T07:30:00'));
  });
});

describe('formatChinaTime', () => {
  it('writes the China clock time, the next day past 16:00 UTC', () => {
    expect(formatChinaTime(new Date('2026-01-09T10:00:00Z'))).toBe('2026-01-09 18:00');
    expect(formatChinaTime(new Date('2026-01-09T16:30:00Z'))).toBe('2026-01-10 00:30');
  });
});

describe('chinaPeriodOf', () => {
  const at = new Date(china('2026-01-01T01:30:00'));
  it('takes the China calendar: a day, a week from Monday, a month, a year', () => {
    expect(chinaPeriodOf(at, 'day')).toEqual({
      from: new Date(china('2026-01-01T00:00:00')),
      to: new Date(china('2026-01-02T00:00:00')),
    });
    expect(chinaPeriodOf(at, 'week')).toEqual({
      from: new Date(china('2025-12-29T00:00:00')),
      to: new Date(china('2026-01-05T00:00:00')),
    });
    expect(chinaPeriodOf(at, 'month').from).toEqual(new Date(china('2026-01-01T00:00:00')));
    expect(chinaPeriodOf(at, 'year').to).toEqual(new Date(china('2027-01-01T00:00:00')));
  });
});

describe('China calendar days', () => {
  it('reads the China date of an instant and finds a China midnight, months overflowing into the next year', () => {
    expect(chinaDateParts(new Date('2026-12-31T16:30:00Z'))).toEqual({ y: 2027, m: 1, d: 1, dow: 5 });
    expect(chinaMidnight(2026, 13, 1)).toEqual(new Date('2026-12-31T16:00:00Z'));
  });
});
