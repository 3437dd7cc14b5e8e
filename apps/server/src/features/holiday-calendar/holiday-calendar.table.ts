import { check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { HolidayKind } from '@afp/contract';

/**
 * The centre's amendments to the published holiday calendar (core/working-days.ts): one entry per
 * China day, a holiday 放假 or a make-up working day 调休上班, winning over the package's data.
 */
export const holidayCalendar = pgTable(
  'holiday_calendar',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    kind: text('kind').$type<HolidayKind>().notNull(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('holiday_calendar_kind_check', sql`${t.kind} in ('HOLIDAY', 'MAKEUP_WORKDAY')`)],
);
export type HolidayCalendarRow = typeof holidayCalendar.$inferSelect;
