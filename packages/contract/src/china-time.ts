/**
 * China Standard Time (UTC+8, no daylight saving), the one clock of the city: days, weeks, months
 * and the times people read are China time on the server and in the web, whatever zone the
 * process or the phone runs in. Zod-free, so a first screen may import it. Every function reads
 * the UTC fields of a shifted instant, never the runtime's local ones.
 */

const HOUR_MS = 60 * 60 * 1000;
export const CHINA_OFFSET_MS = 8 * HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

/** A calendar day, 'YYYY-MM-DD'. */
export type ChinaDay = string;

/** The instant shifted so that its UTC fields read the China wall clock. */
const wallClockOf = (at: Date | number | string): Date => new Date(new Date(at).getTime() + CHINA_OFFSET_MS);

/** The China day of an instant, 'YYYY-MM-DD' (16:00Z is already the next day). */
export const chinaDayOf = (at: Date | number | string): ChinaDay => wallClockOf(at).toISOString().slice(0, 10);

/** 'YYYY-MM-DD HH:mm' in China time, for texts people read (pages, notices, messages). */
export const formatChinaDateTime = (at: Date | number | string): string =>
  wallClockOf(at).toISOString().slice(0, 16).replace('T', ' ');

/** 'YYYY-MM-DD' in China time. */
export const formatChinaDate = (at: Date | number | string): string => chinaDayOf(at);

/** 'HH:mm' in China time. */
export const formatChinaClock = (at: Date | number | string): string => wallClockOf(at).toISOString().slice(11, 16);

/** The China calendar fields of an instant: year, month 1–12, day, weekday (0 = Sunday). */
export function chinaDateParts(at: Date | number): { y: number; m: number; d: number; dow: number } {
  const local = wallClockOf(at);
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate(), dow: local.getUTCDay() };
}

/** The China clock hour of an instant, 0–23. */
export const chinaHourOf = (at: Date | number | string): number => wallClockOf(at).getUTCHours();

/** 00:00 China time of a calendar day, month 1–12 (months and days may overflow, as `Date.UTC` allows). */
export function chinaMidnight(y: number, m: number, d: number): Date {
  const utc = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0–99 stay themselves instead of becoming 1900–1999.
  utc.setUTCFullYear(y, m - 1, d);
  return new Date(utc.getTime() - CHINA_OFFSET_MS);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 00:00 China time of a 'YYYY-MM-DD' day; null for anything else, an impossible date included. */
export function parseChinaDay(day: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const start = chinaMidnight(Number(match[1]), Number(match[2]), Number(match[3]));
  return chinaDayOf(start) === day ? start : null;
}

/** 00:00 China time of a day known to be well formed (a value the contract validated). */
export function chinaDayStart(day: ChinaDay): Date {
  const start = parseChinaDay(day);
  if (!start) throw new RangeError(`not a calendar day: ${day}`);
  return start;
}

/** The day `days` after `day` (negative: before). */
export const addChinaDays = (day: ChinaDay, days: number): ChinaDay =>
  chinaDayOf(chinaDayStart(day).getTime() + days * DAY_MS);

/** The weekday of a day, 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: ChinaDay): number => chinaDateParts(chinaDayStart(day)).dow;

/**
 * A China wall-clock time 'YYYY-MM-DDTHH:mm' (a `datetime-local` value) or 'YYYY-MM-DD HH:mm' as an
 * instant; null when it is not one.
 */
export function parseChinaDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const start = parseChinaDay(match[1]!);
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (!start || hours > 23 || minutes > 59) return null;
  return new Date(start.getTime() + hours * HOUR_MS + minutes * 60_000);
}

/** An instant as ISO 8601 with the China offset and milliseconds: 2026-01-05T09:00:00.000+08:00. */
export const chinaIsoString = (at: Date): string => wallClockOf(at).toISOString().replace('Z', '+08:00');

/** A calendar period in China time: the day, the week (from Monday), the month or the year. */
export type ChinaPeriod = 'day' | 'week' | 'month' | 'year';

/** The China-time period holding `at`, as its first instant and the first instant after it. */
export function chinaPeriodOf(at: Date, period: ChinaPeriod): { from: Date; to: Date } {
  const { y, m, d, dow } = chinaDateParts(at);
  const monday = d - ((dow + 6) % 7);
  if (period === 'day') return { from: chinaMidnight(y, m, d), to: chinaMidnight(y, m, d + 1) };
  if (period === 'week') return { from: chinaMidnight(y, m, monday), to: chinaMidnight(y, m, monday + 7) };
  if (period === 'month') return { from: chinaMidnight(y, m, 1), to: chinaMidnight(y, m + 1, 1) };
  return { from: chinaMidnight(y, 1, 1), to: chinaMidnight(y + 1, 1, 1) };
}
