import { addChinaDays, chinaDayOf, chinaDayStart, parseChinaDay, OVERVIEW_MAX_DAYS } from '@afp/contract';

/**
 * The overview's periods in China time (the server counts days there too) and the view its address
 * keeps. Apart from the drill-down rules (overview.rules.ts): the router reads a view from an
 * address when the app opens on the overview (api/overview-request.ts), so this is code the entry
 * carries, without the list filters' schema.
 */

export const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const RANGE_PRESETS = { today: '今天', week: '近7天', month: '近30天', custom: '自定义' } as const;
export type RangePreset = keyof typeof RANGE_PRESETS;
const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, week: 7, month: 30 };

export interface OverviewPeriod {
  /** First instant, ISO. */
  from: string;
  /** Last instant (inclusive, as the list's `to`), ISO. */
  to: string;
  /** The first and last day, for the label. */
  firstDay: string;
  lastDay: string;
}

/** Whole China-time days from `firstDay` to `lastDay`, inclusive. */
export function periodOfDays(firstDay: string, lastDay: string): OverviewPeriod {
  const [first, last] = firstDay <= lastDay ? [firstDay, lastDay] : [lastDay, firstDay];
  return {
    from: chinaDayStart(first).toISOString(),
    to: new Date(chinaDayStart(last).getTime() + DAY_MS - 1).toISOString(),
    firstDay: first,
    lastDay: last,
  };
}

/** A preset period ending today (China time): 今天, the last 7 or 30 days. */
export function periodOf(preset: Exclude<RangePreset, 'custom'>, now = new Date()): OverviewPeriod {
  const today = chinaDayOf(now);
  return periodOfDays(addChinaDays(today, 1 - PRESET_DAYS[preset]), today);
}

/** A custom period may not exceed what the server accepts in one overview. */
export const isPeriodAllowed = (period: OverviewPeriod): boolean =>
  Date.parse(period.to) - Date.parse(period.from) <= OVERVIEW_MAX_DAYS * DAY_MS;

/** What the overview shows: its period and the day of its hourly curve. */
export interface OverviewView {
  preset: RangePreset;
  period: OverviewPeriod;
  day: string;
}

/** A real calendar day, YYYY-MM-DD (2019-02-30 is none). */
const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseChinaDay(value) !== null;

/**
 * The overview's view from its address, so a drill-down and back returns to the period chosen: a preset
 * by name (今天 / 近7天 / 近30天, counted back from `now`), a custom range by its first and last day.
 * Anything missing or invalid reads as 今天; the curve's day defaults to the period's last.
 */
export function overviewViewOf(params: URLSearchParams, now = new Date()): OverviewView {
  const name = params.get('period');
  const [first, last] = [params.get('first'), params.get('last')];
  const custom = name === 'custom' && isDay(first) && isDay(last) ? periodOfDays(first, last) : null;
  const [preset, period]: [RangePreset, OverviewPeriod] =
    custom && isPeriodAllowed(custom)
      ? ['custom', custom]
      : name === 'week' || name === 'month'
        ? [name, periodOf(name, now)]
        : ['today', periodOf('today', now)];
  const day = params.get('day');
  return { preset, period, day: isDay(day) ? day : period.lastDay };
}

/** The address query of a view, read back by `overviewViewOf`. */
export function overviewSearchOf(view: OverviewView): Record<string, string> {
  const search: Record<string, string> =
    view.preset === 'custom'
      ? { period: 'custom', first: view.period.firstDay, last: view.period.lastDay }
      : { period: view.preset };
  if (view.day !== view.period.lastDay) search.day = view.day;
  return search;
}
