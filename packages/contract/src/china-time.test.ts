import { describe, expect, it } from 'vitest';
import {
  addChinaDays,
  chinaDateParts,
  chinaDayOf,
  chinaHourOf,
  chinaIsoString,
  chinaMidnight,
  chinaPeriodOf,
  formatChinaClock,
  formatChinaDate,
  formatChinaDateTime,
  parseChinaDateTime,
  parseChinaDay,
  weekdayOf,
} from './china-time.ts';

const china = (local: string) => new Date(`${local}+08:00`);

describe('China time, whatever the runtime zone', () => {
  it('formats an instant near midnight UTC as the China wall clock: 16:00Z is already the next China day', () => {
    const beforeMidnight = new Date('2026-01-09T15:59:00Z');
    const afterMidnight = new Date('2026-01-09T16:00:00Z');
    expect(formatChinaDateTime(beforeMidnight)).toBe('2026-01-09 23:59');
    expect(formatChinaDateTime(afterMidnight)).toBe('2026-01-10 00:00');
    expect(formatChinaDate(afterMidnight)).toBe('2026-01-10');
    expect(formatChinaClock('2026-01-09T16:30:00Z')).toBe('00:30');
    expect(chinaDayOf(afterMidnight.getTime())).toBe('2026-01-10');
    expect(chinaHourOf(afterMidnight)).toBe(0);
    expect(chinaIsoString(new Date('2026-01-05T01:02:03.004Z'))).toBe('2026-01-05T09:02:03.004+08:00');
  });

  it('reads the same whatever process.env.TZ says (the runtime zone is never used)', () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        expect(formatChinaDateTime(new Date('2026-10-01T16:00:00Z'))).toBe('2026-10-02 00:00');
        expect(parseChinaDay('2026-10-02')).toEqual(new Date('2026-10-01T16:00:00Z'));
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});

describe('China days', () => {
  it('parses YYYY-MM-DD as the China midnight that starts it, and refuses what is not a day', () => {
    expect(parseChinaDay('2026-10-01')).toEqual(china('2026-10-01T00:00:00'));
    expect(parseChinaDay('2026-02-30')).toBeNull();
    expect(parseChinaDay('2026-1-5')).toBeNull();
    expect(parseChinaDay('2026-01-05T00:00')).toBeNull();
  });

  it('parses a China wall-clock time (a datetime-local value)', () => {
    expect(parseChinaDateTime('2026-10-01T08:30')).toEqual(new Date('2026-10-01T00:30:00Z'));
    expect(parseChinaDateTime('2026-10-01 00:10')).toEqual(new Date('2026-09-30T16:10:00Z'));
    expect(parseChinaDateTime('2026-10-01T24:00')).toBeNull();
    expect(parseChinaDateTime('')).toBeNull();
  });

  it('counts days and weekdays on the China calendar', () => {
    expect(addChinaDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addChinaDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-10-10')).toBe(6);
    expect(chinaDateParts(new Date('2026-12-31T16:30:00Z'))).toEqual({ y: 2027, m: 1, d: 1, dow: 5 });
    expect(chinaMidnight(2026, 13, 1)).toEqual(new Date('2026-12-31T16:00:00Z'));
  });

  it('takes periods on the China calendar: a day, a week from Monday, a month, a year', () => {
    const at = china('2026-01-01T01:30:00');
    expect(chinaPeriodOf(at, 'day')).toEqual({ from: china('2026-01-01T00:00:00'), to: china('2026-01-02T00:00:00') });
    expect(chinaPeriodOf(at, 'week')).toEqual({ from: china('2025-12-29T00:00:00'), to: china('2026-01-05T00:00:00') });
    expect(chinaPeriodOf(at, 'month').from).toEqual(china('2026-01-01T00:00:00'));
    expect(chinaPeriodOf(at, 'year').to).toEqual(china('2027-01-01T00:00:00'));
  });
});
