/** Working days are counted in China time (UTC+8, no daylight saving). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline set at the weekend starts counting when work starts on Monday. */
const WORK_STARTS_AT_HOUR = 9;

const isWeekend = (chinaTime: Date) => chinaTime.getUTCDay() === 0 || chinaTime.getUTCDay() === 6;

/**
 * `days` working days after `from` at the same China clock time, Saturdays and Sundays skipped;
 * a start on a weekend counts from the following Monday 09:00. Public holidays are not known here
 * (a deployment with a holiday calendar would plug it in).
 */
export function addWorkingDays(from: Date, days: number): Date {
  let local = new Date(from.getTime() + CHINA_OFFSET_MS);
  if (isWeekend(local)) {
    while (isWeekend(local)) local = new Date(local.getTime() + DAY_MS);
    local.setUTCHours(WORK_STARTS_AT_HOUR, 0, 0, 0);
  }
  let left = days;
  while (left > 0) {
    local = new Date(local.getTime() + DAY_MS);
    if (!isWeekend(local)) left -= 1;
  }
  return new Date(local.getTime() - CHINA_OFFSET_MS);
}

/** `YYYY-MM-DD HH:mm` in China time, for texts people read (notices, messages). */
export function formatChinaTime(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** A calendar period in China time: the day, the week (from Monday), the month or the year. */
export type ChinaPeriod = 'day' | 'week' | 'month' | 'year';

/** The China calendar fields of an instant: year, month 1–12, day, weekday (0 = Sunday). */
export function chinaDateParts(at: Date): { y: number; m: number; d: number; dow: number } {
  const local = new Date(at.getTime() + CHINA_OFFSET_MS);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(), dow: local.getUTCDay() };
}

/** 00:00 China time of a calendar day, month 1–12 (months and days may overflow, as `Date.UTC` allows). */
export function chinaMidnight(y: number, m: number, d: number): Date {
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves instead of becoming 1900–1999.
  utc.setUTCFullYear(y, m - 1, d);
  return new Date(utc.getTime() - CHINA_OFFSET_MS);
}

/** The China-time period holding `at`, as its first instant and the first instant after it. */
export function chinaPeriodOf(at: Date, period: ChinaPeriod): { from: Date; to: Date } {
  const { y, m, d, dow } = chinaDateParts(at);
  const monday = d - ((dow + 6) % 7);
  if (period === 'day') return { from: chinaMidnight(y, m, d), to: chinaMidnight(y, m, d + 1) };
  if (period === 'week') return { from: chinaMidnight(y, m, monday), to: chinaMidnight(y, m, monday + 7) };
  if (period === 'month') return { from: chinaMidnight(y, m, 1), to: chinaMidnight(y, m + 1, 1) };
  return { from: chinaMidnight(y, 1, 1), to: chinaMidnight(y + 1, 1, 1) };
}
