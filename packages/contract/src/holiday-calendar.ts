import { z } from 'zod';
import { calendarDay, int4, text } from './fields.ts';
import { get, post, proxy } from './endpoint.ts';
import { enumOf } from './labels.ts';

/**
 * The holiday calendar 节假日安排: working days come from the State Council's published calendar
 * (a maintained package on the server) amended by the centre's entries, which win over it — a
 * year the package does not know yet, or a change it missed. Deadlines in working days read it.
 */
export const HOLIDAY_KINDS = {
  /** 放假: no work that day, even on a weekday. */
  HOLIDAY: '放假',
  /** 调休上班: a make-up working day, even on a Saturday or Sunday. */
  MAKEUP_WORKDAY: '调休上班',
} as const;
export type HolidayKind = keyof typeof HOLIDAY_KINDS;
export const holidayKindSchema = enumOf(HOLIDAY_KINDS);

export const holidayEntrySchema = z.object({
  day: z.string(),
  kind: holidayKindSchema,
  name: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type HolidayEntry = z.infer<typeof holidayEntrySchema>;

export const holidayListQuerySchema = z.object({ year: z.coerce.number().pipe(int4(1970, 2100)).optional() });

export const holidayAddBodySchema = z.object({
  day: calendarDay(),
  kind: holidayKindSchema,
  name: text(32).trim().min(1, '请填写名称'),
});
export type HolidayAddBody = z.infer<typeof holidayAddBodySchema>;

export const holidayRemoveBodySchema = z.object({ day: calendarDay() });

const H = '/api/oa/holiday-calendar/v2';

/** The centre's amendments to the calendar: its oa staff only; every change is in the operation log. */
export const HOLIDAY_CALENDAR_ENDPOINTS = {
  /** The centre's entries, of one year or all, by day. */
  list: get(proxy, `${H}/list`, { query: holidayListQuerySchema, answer: z.array(holidayEntrySchema) }),
  /** Adds the entry of a day, or replaces the one it has. */
  add: post(proxy, `${H}/add`, { body: holidayAddBodySchema, answer: holidayEntrySchema }),
  /** Removes the entry of a day: the published calendar holds for it again. */
  remove: post(proxy, `${H}/remove`, { body: holidayRemoveBodySchema, answer: z.object({ removed: z.boolean() }) }),
};
