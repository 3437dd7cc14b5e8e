import { z } from 'zod';
import { parseChinaDay } from './china-time.ts';
import { isMoney } from './validators.ts';

/**
 * Field builders that bound an input by what its column holds, so no input that passes a schema
 * can fail in the database (issue 7: a 400 naming the field, never a 500). Every string, date,
 * integer and amount of a request schema is built from these.
 */

/** PostgreSQL text cannot hold U+0000. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');
export const NUL_MESSAGE = '不能包含空字符';

/** A string of at most `max` characters without U+0000; chain `.trim()`, `.min()` … as on any string. */
export const text = (max: number) => z.string().max(max).refine(hasNoNul, NUL_MESSAGE);

/** Dates from 1970 to 2100: inside every engine's timestamp range and the keyset cursor's. */
export const DATE_MIN_MS = Date.UTC(1970, 0, 1);
export const DATE_END_MS = Date.UTC(2101, 0, 1);
export const DATE_RANGE_MESSAGE = '日期须在1970年至2100年之间';
export const isWithinDateRange = (ms: number): boolean => ms >= DATE_MIN_MS && ms < DATE_END_MS;

/** An ISO date-time with offset, 1970–2100 (its instant, so 2100-12-31T23:00-14:00 is out). */
export const dateTime = () =>
  z
    .string()
    .datetime({ offset: true })
    .refine((value) => isWithinDateRange(Date.parse(value)), DATE_RANGE_MESSAGE);

/** A calendar day `YYYY-MM-DD` (China time) that exists, 1970–2100 (2026-02-30 is refused, not rolled into March). */
export const calendarDay = () =>
  text(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD')
    .refine((value) => {
      const start = parseChinaDay(value);
      return start !== null && isWithinDateRange(start.getTime());
    }, '日期不存在');

/** The largest value of an `integer` (int4) column. */
export const INT4_MAX = 2 ** 31 - 1;
/** A whole number an `integer` column holds. */
export const int4 = (min = 0, max = INT4_MAX) => z.number().int().min(min).max(max);

/** numeric(14,2): at most 12 digits before the point. */
export const MONEY_LIMIT = 1e12;
/** A non-negative amount with at most two decimals that fits numeric(14,2). */
export const money = (message = '金额须为非负数且最多两位小数') =>
  text(16)
    .refine(isMoney, message)
    .refine((value) => Number(value) < MONEY_LIMIT, '金额超出范围');
