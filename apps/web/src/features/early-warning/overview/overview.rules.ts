import {
  addChinaDays,
  chinaDayOf,
  chinaDayStart,
  chinaHourOf,
  parseChinaDay,
  OVERVIEW_MAX_DAYS,
  WARNING_LEVELS,
  WARNING_PROGRESS,
  WARNING_SOURCES,
  warningPageQuerySchema,
  type WarningLevel,
  type WarningProgress,
  type WarningSource,
} from '@afp/contract';
import { PATHS } from '../../../config/routes';

/**
 * The overview's pure rules: its periods in China time (the server counts days there too), and the
 * drill-down link every figure opens — the warning list with the figure's own filters.
 */

const HOUR_MS = 60 * 60_000;
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

/** What a figure stands for: the list filters the figure was counted with. */
export interface DrillDown {
  progress?: WarningProgress;
  orgId?: string;
  /** The caller's own organisation only (本级). */
  own?: boolean;
  orgName?: string;
  level?: number;
  source?: WarningSource;
  fraudTypeCode?: string;
  fraudTypeName?: string;
  from: string;
  to: string;
}

/** The list link of a figure (`/pages/warning-overview/list?…`). */
export function drillDownLink(drill: DrillDown): string {
  const query = new URLSearchParams();
  query.set('progress', drill.progress ?? 'held');
  if (drill.own) query.set('scope', 'mine');
  else if (drill.orgId) query.set('orgId', drill.orgId);
  if (drill.orgName) query.set('orgName', drill.orgName);
  if (drill.level) query.set('level', String(drill.level));
  if (drill.source) query.set('source', drill.source);
  if (drill.fraudTypeCode) query.set('fraudTypeCode', drill.fraudTypeCode);
  if (drill.fraudTypeName) query.set('fraudTypeName', drill.fraudTypeName);
  query.set('from', drill.from);
  query.set('to', drill.to);
  return `${PATHS.warningOverviewList}?${query.toString()}`;
}

/** The hour `hour` (0–23) of a China-time day as a drill-down period. */
export function hourPeriod(day: string, hour: number): { from: string; to: string } {
  const start = chinaDayStart(day).getTime() + hour * HOUR_MS;
  return { from: new Date(start).toISOString(), to: new Date(start + HOUR_MS - 1).toISOString() };
}

const listFilterSchema = warningPageQuerySchema.pick({
  progress: true,
  orgId: true,
  scope: true,
  level: true,
  source: true,
  fraudTypeCode: true,
  from: true,
  to: true,
});
export type OverviewListFilters = ReturnType<typeof listFilterSchema.parse>;

/** The list filters of a drill-down link; anything invalid in it is dropped, never sent. */
export function filtersOfLink(params: URLSearchParams): OverviewListFilters {
  const filters: Partial<Record<keyof OverviewListFilters, unknown>> = {};
  for (const key of Object.keys(listFilterSchema.shape) as (keyof typeof listFilterSchema.shape)[]) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const parsed = listFilterSchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as OverviewListFilters;
}

const formatDay = (iso: string) => chinaDayOf(iso);

/** The chips naming a drill-down list's filters, in reading order. */
export function describeFilters(filters: OverviewListFilters, names: { orgName?: string; fraudTypeName?: string }) {
  const chips: string[] = [];
  if (names.orgName) chips.push(names.orgName);
  chips.push(WARNING_PROGRESS[filters.progress ?? 'held']);
  if (filters.level) chips.push(`${WARNING_LEVELS[filters.level as WarningLevel]?.name ?? filters.level}级`);
  if (filters.source) chips.push(WARNING_SOURCES[filters.source]);
  if (filters.fraudTypeCode) chips.push(names.fraudTypeName ?? filters.fraudTypeCode);
  if (filters.from && filters.to) {
    const [first, last] = [formatDay(filters.from), formatDay(filters.to)];
    const sameHour = Date.parse(filters.to) - Date.parse(filters.from) < HOUR_MS;
    if (sameHour) chips.push(`${first} ${chinaHourOf(filters.from)}时`);
    else chips.push(first === last ? first : `${first} 至 ${last}`);
  }
  return chips;
}

/** A picker's date (local midnight of a calendar day) as that day, YYYY-MM-DD. */
export const dayOfPicked = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** A day as the local-midnight date a picker shows as that day. */
export const pickerDateOf = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};
