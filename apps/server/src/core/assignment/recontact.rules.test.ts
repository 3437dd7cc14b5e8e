import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECONTACT,
  DEFAULT_RECONTACT_SCHEDULE,
  mayCloseAsNotFound,
  nextAttemptDueAt,
  parseRecontactSchedule,
} from './recontact.rules.ts';

const at = (iso: string) => new Date(iso);

describe('re-contact schedule', () => {
  it('reads the default schedule as the default gaps', () => {
    expect(parseRecontactSchedule(DEFAULT_RECONTACT_SCHEDULE)).toEqual(DEFAULT_RECONTACT.gaps);
  });

  it('refuses entries that are not <n>m, <n>h or next-hh:mm, and zero waits', () => {
    for (const text of ['', '30', '30s', 'next-9:00', 'next-24:00', '0m', '30m,,tomorrow'])
      expect(parseRecontactSchedule(text), text).toBeUndefined();
  });

  it('waits 30 minutes, then 2 hours, then until the next morning at 09:00, which then repeats', () => {
    const now = at('2026-11-28T14:00:00+08:00');
    expect(nextAttemptDueAt(1, now, DEFAULT_RECONTACT)).toEqual(at('2026-11-28T14:30:00+08:00'));
    expect(nextAttemptDueAt(2, now, DEFAULT_RECONTACT)).toEqual(at('2026-11-28T16:00:00+08:00'));
    expect(nextAttemptDueAt(3, now, DEFAULT_RECONTACT)).toEqual(at('2026-11-29T09:00:00+08:00'));
    expect(nextAttemptDueAt(7, now, DEFAULT_RECONTACT)).toEqual(at('2026-11-29T09:00:00+08:00'));
  });

  it('takes "next morning" on the China clock: an attempt at 02:00 is retried at 09:00 that morning', () => {
    expect(nextAttemptDueAt(3, at('2026-11-28T02:00:00+08:00'), DEFAULT_RECONTACT)).toEqual(
      at('2026-11-28T09:00:00+08:00'),
    );
    expect(nextAttemptDueAt(3, at('2026-11-28T09:00:00+08:00'), DEFAULT_RECONTACT)).toEqual(
      at('2026-11-29T09:00:00+08:00'),
    );
  });

  it('accepts 确实找不到 only with the configured attempts on record', () => {
    expect(mayCloseAsNotFound(0, DEFAULT_RECONTACT)).toBe(false);
    expect(mayCloseAsNotFound(2, DEFAULT_RECONTACT)).toBe(false);
    expect(mayCloseAsNotFound(3, DEFAULT_RECONTACT)).toBe(true);
    expect(mayCloseAsNotFound(1, { ...DEFAULT_RECONTACT, attemptsRequired: 1 })).toBe(true);
  });
});
