import { addChinaDays, chinaDayOf, chinaDayStart, weekdayOf, type ChinaDay, type HolidayKind } from '@afp/contract';
import publishedData from 'chinese-days/dist/chinese-days.json' with { type: 'json' };

/**
 * Working days in China: the State Council's calendar as the `chinese-days` package publishes it
 * (holidays 放假 and make-up working days 调休上班, Saturdays included), amended by the centre's
 * own entries (the holiday-calendar feature), which win over it. Every deadline counted in working
 * days reads `addWorkingDays` here. Days are China days whatever the process's zone; the package's
 * date functions read the process's zone, so only its data is used.
 */

/** A start on a day off counts from the next working day at this China hour. */
const WORK_STARTS_AT_HOUR = 9;
const HOUR_MS = 60 * 60 * 1000;
/** Far more days off in a row than any calendar has: a guard against an amended table of only holidays. */
const MAX_DAYS_OFF_IN_A_ROW = 366;

export interface CalendarAmendment {
  day: ChinaDay;
  kind: HolidayKind;
}

export interface WorkingCalendar {
  /** Whether people work on a China day. */
  isWorkingDay(day: ChinaDay): boolean;
  /**
   * `days` working days after `from` at the same China clock time; a start on a day off counts
   * from the next working day at 09:00.
   */
  addWorkingDays(from: Date, days: number): Date;
}

/** Day → 'English name,中文名,days' of each holiday and each make-up working day. */
const published: { holidays: Record<string, string>; workdays: Record<string, string> } = publishedData;

const publishedKindOf = (day: ChinaDay): HolidayKind | undefined =>
  day in published.workdays ? 'MAKEUP_WORKDAY' : day in published.holidays ? 'HOLIDAY' : undefined;

/** The published calendar with `amendments` over it. */
export function createWorkingCalendar(amendments: readonly CalendarAmendment[] = []): WorkingCalendar {
  const amended = new Map(amendments.map((entry) => [entry.day, entry.kind]));
  const isWorkingDay = (day: ChinaDay): boolean => {
    const kind = amended.get(day) ?? publishedKindOf(day);
    if (kind) return kind === 'MAKEUP_WORKDAY';
    const weekday = weekdayOf(day);
    return weekday !== 0 && weekday !== 6;
  };
  const nextWorkingDay = (day: ChinaDay): ChinaDay => {
    let next = addChinaDays(day, 1);
    for (let step = 0; !isWorkingDay(next) && step < MAX_DAYS_OFF_IN_A_ROW; step += 1) next = addChinaDays(next, 1);
    return next;
  };

  function addWorkingDays(from: Date, days: number): Date {
    let day = chinaDayOf(from);
    let timeOfDay = from.getTime() - chinaDayStart(day).getTime();
    if (!isWorkingDay(day)) {
      day = nextWorkingDay(day);
      timeOfDay = WORK_STARTS_AT_HOUR * HOUR_MS;
    }
    for (let left = days; left > 0; left -= 1) day = nextWorkingDay(day);
    return new Date(chinaDayStart(day).getTime() + timeOfDay);
  }

  return { isWorkingDay, addWorkingDays };
}

/**
 * The process's calendar: one for every deadline, as the published one is. The holiday-calendar
 * feature installs the centre's amendments at start and whenever they change (in any process).
 */
let current = createWorkingCalendar();

export const isWorkingDay = (day: ChinaDay): boolean => current.isWorkingDay(day);
export const addWorkingDays = (from: Date, days: number): Date => current.addWorkingDays(from, days);

/** Puts the centre's amendments over the published calendar for every later deadline. */
export function installCalendarAmendments(amendments: readonly CalendarAmendment[]): void {
  current = createWorkingCalendar(amendments);
}

/** The published entry of a day, for showing beside the centre's: its kind and Chinese name. */
export function publishedEntryOf(day: ChinaDay): { kind: HolidayKind; name: string } | undefined {
  const kind = publishedKindOf(day);
  if (!kind) return undefined;
  const label = (kind === 'HOLIDAY' ? published.holidays : published.workdays)[day] ?? '';
  return { kind, name: label.split(',')[1] ?? label };
}
