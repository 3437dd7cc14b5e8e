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

/** The China-time period holding `at`, as its first instant and the first instant after it. */
export function chinaPeriodOf(at: Date, period: ChinaPeriod): { from: Date; to: Date } {
  const local = new Date(at.getTime() + CHINA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const mondayOffset = (local.getUTCDay() + 6) % 7;
  const [from, to] =
    period === 'day'
      ? [Date.UTC(y, m, d), Date.UTC(y, m, d + 1)]
      : period === 'week'
        ? [Date.UTC(y, m, d - mondayOffset), Date.UTC(y, m, d - mondayOffset + 7)]
        : period === 'month'
          ? [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)]
          : [Date.UTC(y, 0, 1), Date.UTC(y + 1, 0, 1)];
  return { from: new Date(from - CHINA_OFFSET_MS), to: new Date(to - CHINA_OFFSET_MS) };
}
