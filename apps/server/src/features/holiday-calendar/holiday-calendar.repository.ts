import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { holidayCalendar, type HolidayCalendarRow } from './holiday-calendar.table.ts';

export function createHolidayCalendarRepository({ db }: { db: Db }) {
  return {
    /** Entries by day, of the days from `from` (included) to `to` (excluded) when given. */
    list: (range?: { from: string; to: string }): Promise<HolidayCalendarRow[]> =>
      db
        .select()
        .from(holidayCalendar)
        .where(range ? and(gte(holidayCalendar.day, range.from), lt(holidayCalendar.day, range.to)) : undefined)
        .orderBy(asc(holidayCalendar.day)),
    find: async (day: string, tx: Db | Tx = db): Promise<HolidayCalendarRow | undefined> =>
      (await tx.select().from(holidayCalendar).where(eq(holidayCalendar.day, day)))[0],
    /** Adds the day's entry or replaces the one it has. */
    async put(row: HolidayCalendarRow, tx: Db | Tx): Promise<HolidayCalendarRow> {
      const { kind, name, createdBy, createdByName, createdAt } = row;
      const [saved] = await tx
        .insert(holidayCalendar)
        .values(row)
        .onConflictDoUpdate({ target: holidayCalendar.day, set: { kind, name, createdBy, createdByName, createdAt } })
        .returning();
      return saved!;
    },
    remove: async (day: string, tx: Db | Tx): Promise<boolean> =>
      (await tx.delete(holidayCalendar).where(eq(holidayCalendar.day, day)).returning()).length > 0,
  };
}
export type HolidayCalendarRepository = ReturnType<typeof createHolidayCalendarRepository>;
