import {
  chinaDayOf,
  chinaDayStart,
  chinaHourOf,
  WARNING_LEVELS,
  WARNING_PROGRESS,
  WARNING_SOURCES,
  warningPageQuerySchema,
  type WarningLevel,
  type WarningProgress,
  type WarningSource,
} from '@afp/contract';
import { PATHS } from '../../../config/routes';
import { HOUR_MS } from './overview-period.rules';

/**
 * The overview's drill-down rules: the link every figure opens — the warning list with the figure's
 * own filters — and what the list reads back from it (its periods: overview-period.rules.ts).
 */

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
