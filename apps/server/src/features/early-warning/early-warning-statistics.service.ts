import { ASSIGNMENT_STATES, assignmentStateSchema, WARNING_LEVELS, type WarningStatistics } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { EarlyWarningStatisticsRepository } from './early-warning-statistics.repository.ts';
import { parentCodeOf, type FraudTypeDictionary } from './fraud-type.dictionary.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CACHE_MS = 60_000;

/** A share in [0, 1] to four places; null when nothing was counted (0/0 is no rate, not 0 %). */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** After a change of state a cached answer is still served this long, so a busy centre does not recompute per click. */
const STALE_AFTER_CHANGE_MS = 5_000;

/**
 * Home cards and charts for the caller's subtree, each figure as docs/glossary.md (预警统计) defines it;
 * cached a minute per (subtree, range) — or until a change of state made by any process (the operation
 * log's generation, which hears other processes on the cluster bus), at most every 5 s.
 */
export function createEarlyWarningStatisticsService({
  repository,
  fraudTypes,
  clock,
  changes,
}: {
  repository: EarlyWarningStatisticsRepository;
  fraudTypes: FraudTypeDictionary;
  clock: Clock;
  changes: { generation(): number };
}) {
  const cache = new Map<string, { at: number; generation: number; value: WarningStatistics }>();

  async function compute(viewer: Principal, from: Date, to: Date): Promise<WarningStatistics> {
    const range = { orgPath: viewer.orgPath, from, to, now: clock.now() };
    const [{ counts, feedbacks }, children, dictionary] = await Promise.all([
      repository.figures(range),
      repository.childOrgs(viewer.orgId),
      fraudTypes.entries(),
    ]);
    const countOf = (dim: string) => {
      const map = new Map<string, number>();
      for (const row of counts) if (row.dim === dim) map.set(row.key, (map.get(row.key) ?? 0) + row.n);
      return map;
    };
    const overall = counts.find((row) => row.dim === 'all');
    const byState = countOf('state');
    const byLevel = countOf('level');
    const byChild = countOf('child');
    const byHour = countOf('hour');
    const byParentType = new Map<string, number>();
    for (const [code, n] of countOf('fraudType')) {
      if (!code) continue;
      const parent = parentCodeOf(dictionary, code);
      byParentType.set(parent, (byParentType.get(parent) ?? 0) + n);
    }
    return {
      total: overall?.n ?? 0,
      byState: assignmentStateSchema.options.map((key) => ({
        key,
        name: ASSIGNMENT_STATES[key],
        count: byState.get(key) ?? 0,
      })),
      byLevel: ([1, 2, 3, 4] as const).map((level) => ({
        key: String(level),
        name: WARNING_LEVELS[level].name,
        count: byLevel.get(String(level)) ?? 0,
      })),
      byFraudType: [...byParentType]
        .map(([key, count]) => ({ key, name: dictionary.get(key)?.name ?? key, count }))
        .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
        .slice(0, 10),
      byChildOrg: children.map((child) => ({ key: child.id, name: child.name, count: byChild.get(child.id) ?? 0 })),
      byHour: Array.from({ length: 24 }, (_, hour) => byHour.get(String(hour)) ?? 0),
      onTimeSignRate: rate(overall?.signedOnTime ?? 0, overall?.signDue ?? 0),
      effectiveVisitRate: rate(overall?.effective ?? 0, overall?.visited ?? 0),
      secondFeedbackRate: rate(feedbacks?.secondFeedback ?? 0, feedbacks?.fedBack ?? 0),
      overdueOpen: overall?.overdueOpen ?? 0,
      amountLost: feedbacks?.amountLost ?? '0.00',
      amountDissuaded: feedbacks?.amountDissuaded ?? '0.00',
      amountStopped: feedbacks?.amountStopped ?? '0.00',
    };
  }

  return {
    async statistics(viewer: Principal, query: { from?: string; to?: string }): Promise<WarningStatistics> {
      const now = clock.now().getTime();
      // Rounded outward to whole minutes: the cache key holds for a minute and nothing just pushed is cut off.
      const to = Math.ceil((query.to ? Date.parse(query.to) : now) / MINUTE) * MINUTE;
      const from = Math.floor((query.from ? Date.parse(query.from) : to - 30 * DAY) / MINUTE) * MINUTE;
      const key = `${viewer.orgPath}|${viewer.orgId}|${from}|${to}`;
      const hit = cache.get(key);
      const generation = changes.generation();
      const isFresh = (at: number, seen: number) =>
        now - at < CACHE_MS && (seen === generation || now - at < STALE_AFTER_CHANGE_MS);
      if (hit && isFresh(hit.at, hit.generation)) return hit.value;
      const value = await compute(viewer, new Date(from), new Date(to));
      for (const [k, entry] of cache) if (now - entry.at >= CACHE_MS) cache.delete(k);
      cache.set(key, { at: now, generation, value });
      return value;
    },
  };
}
export type EarlyWarningStatisticsService = ReturnType<typeof createEarlyWarningStatisticsService>;
