import { afterEach, describe, expect, it } from 'vitest';
import { addWorkingDays, createWorkingCalendar, installCalendarAmendments, isWorkingDay } from './working-days.ts';

const china = (local: string) => new Date(`${local}+08:00`);

describe('working days on the published calendar', () => {
  it('keeps the clock time and skips Saturday and Sunday', () => {
    expect(addWorkingDays(china('2026-01-05T09:00:00'), 2)).toEqual(china('2026-01-07T09:00:00'));
    expect(addWorkingDays(china('2026-01-09T16:30:00'), 1)).toEqual(china('2026-01-12T16:30:00'));
    expect(addWorkingDays(china('2026-01-09T16:30:00'), 3)).toEqual(china('2026-01-14T16:30:00'));
  });

  it('starts a deadline set on a day off from the next working day at 09:00', () => {
    expect(addWorkingDays(china('2026-01-10T22:00:00'), 1)).toEqual(china('2026-01-13T09:00:00'));
  });

  it('uses the China calendar day, not the UTC one', () => {
    // Friday 23:30 China time is Friday 15:30 UTC; Monday 07:30 China time is still Sunday in UTC.
    expect(addWorkingDays(china('2026-01-09T23:30:00'), 1)).toEqual(china('2026-01-12T23:30:00'));
    expect(addWorkingDays(china('2026-01-12T07:30:00'), 1)).toEqual(china('2026-01-13T07:30:00'));
  });

  it('skips 国庆 2026 (October 1–7) and counts its 调休 Saturday October 10 as a working day', () => {
    const lastDayBefore = china('2026-09-30T10:00:00');
    expect(addWorkingDays(lastDayBefore, 1)).toEqual(china('2026-10-08T10:00:00'));
    expect(addWorkingDays(lastDayBefore, 2)).toEqual(china('2026-10-09T10:00:00'));
    expect(addWorkingDays(lastDayBefore, 3)).toEqual(china('2026-10-10T10:00:00'));
    expect(addWorkingDays(lastDayBefore, 4)).toEqual(china('2026-10-12T10:00:00'));
    // Asked during the holiday: counting starts on its first working day, 09:00.
    expect(addWorkingDays(china('2026-10-03T15:00:00'), 1)).toEqual(china('2026-10-09T09:00:00'));
    expect([isWorkingDay('2026-10-05'), isWorkingDay('2026-10-10'), isWorkingDay('2026-10-11')]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('counts the 调休 Sunday before 国庆 (September 20) as a working day', () => {
    expect(addWorkingDays(china('2026-09-19T11:00:00'), 1)).toEqual(china('2026-09-21T09:00:00'));
  });
});

describe("the centre's amendments win over the published calendar", () => {
  afterEach(() => installCalendarAmendments([]));

  it('makes a published working day a holiday, a published 调休 day a day off, a Saturday a working day', () => {
    const calendar = createWorkingCalendar([
      { day: '2026-10-08', kind: 'HOLIDAY' },
      { day: '2026-10-10', kind: 'HOLIDAY' },
      { day: '2026-11-28', kind: 'MAKEUP_WORKDAY' },
    ]);
    expect(calendar.addWorkingDays(china('2026-09-30T10:00:00'), 1)).toEqual(china('2026-10-09T10:00:00'));
    expect(calendar.addWorkingDays(china('2026-09-30T10:00:00'), 2)).toEqual(china('2026-10-12T10:00:00'));
    expect(calendar.addWorkingDays(china('2026-11-27T10:00:00'), 1)).toEqual(china('2026-11-28T10:00:00'));
  });

  it('covers a year the package does not know yet, for every deadline once installed', () => {
    // 元旦 2027 as the State Council might publish it after the package's last release.
    expect(addWorkingDays(china('2026-12-31T10:00:00'), 1)).toEqual(china('2027-01-01T10:00:00'));
    installCalendarAmendments([{ day: '2027-01-01', kind: 'HOLIDAY' }]);
    expect(addWorkingDays(china('2026-12-31T10:00:00'), 1)).toEqual(china('2027-01-04T10:00:00'));
    installCalendarAmendments([]);
    expect(isWorkingDay('2027-01-01')).toBe(true);
  });
});
