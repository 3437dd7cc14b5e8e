import { addChinaDays, chinaDayOf, chinaDayStart } from '@afp/contract';
import type { WarningFilters } from '../api/early-warning.queries';

/**
 * The warning list's filters and time ranges, apart from the filter popup (its pickers load when it
 * first opens, not with the 反诈预警 tab).
 */
export type ListFilters = Omit<WarningFilters, 'state' | 'personKey' | 'scope'> & {
  range?: RangePreset;
  fraudTypeName?: string;
};

export const RANGE_PRESETS = { today: '今天', week: '近7天', month: '近30天', quarter: '近90天' } as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

const DAYS: Record<RangePreset, number> = { today: 0, week: 6, month: 29, quarter: 89 };

/** A preset runs from China midnight `days` ago with no end, so warnings arriving later count. */
export function rangeOf(preset: RangePreset | undefined, now = new Date()): { from?: string; to?: string } {
  if (!preset) return {};
  return { from: chinaDayStart(addChinaDays(chinaDayOf(now), -DAYS[preset])).toISOString() };
}

export const countFilters = (filters: ListFilters): number =>
  [filters.level, filters.source, filters.fraudTypeCode, filters.range, filters.overdue].filter(Boolean).length;
