import {
  MEASURE_OF_METRIC,
  ORG_LEVEL,
  REPORT_OVERDUE_MARK_PER_QUARTER,
  type LedgerState,
  type RuleLight,
  type RuleMetric,
  type RuleUnitKind,
} from '@afp/contract';
import { chinaDateParts, chinaMidnight } from '@afp/contract';

/**
 * The scoring of rule statistics 考核规则统计, pure: figures come in as SQL aggregates per unit and
 * month, points and lights come out. Recomputing from the same aggregates gives the same figures.
 */

export const MONTHS = 12;

/** One unit's aggregate of one item in one month: workflow rows counted / due, and reviewed ledger values. */
export interface MonthFigure {
  numerator: number;
  denominator: number;
  ledger: number;
}
export const EMPTY_MONTH: MonthFigure = { numerator: 0, denominator: 0, ledger: 0 };

export interface ScoredItemInput {
  metric: RuleMetric;
  target: number;
  weight: number;
}

export interface ScoredItem {
  numerator: number;
  denominator: number;
  ledger: number;
  value: number | null;
  targetDue: number;
  monthTarget: number;
  points: number;
  lights: RuleLight[];
  months: readonly MonthFigure[];
  monthValues: (number | null)[];
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Months of `year` evaluated at `now` (China time): all 12 for a past year, none for a future one. */
export function monthsDueOf(year: number, now: Date): number {
  const { y: currentYear, m } = chinaDateParts(now);
  if (year < currentYear) return MONTHS;
  if (year > currentYear) return 0;
  return m;
}

/** The instants a year of China time spans: [from, to). */
export const yearRangeOf = (year: number): { from: Date; to: Date } => ({
  from: chinaMidnight(year, 1, 1),
  to: chinaMidnight(year + 1, 1, 1),
});

/** The instants of one month of China time: [from, to). */
export const monthRangeOf = (year: number, month: number): { from: Date; to: Date } => ({
  from: chinaMidnight(year, month, 1),
  to: chinaMidnight(year, month + 1, 1),
});

/** The figure of an aggregate: a rate in percent, a count (with ledger), or cases per 10,000 residents. */
export function valueOf(metric: RuleMetric, figure: MonthFigure, population: number): number | null {
  switch (MEASURE_OF_METRIC[metric]) {
    case 'RATE':
      return figure.denominator > 0 ? round2((figure.numerator / figure.denominator) * 100) : null;
    case 'COUNT':
      return figure.numerator + figure.ledger;
    case 'PER_10K':
      return population > 0 ? round2((figure.numerator / population) * 10_000) : null;
  }
}

/** The target due after `months` months: rates hold all year, counts and per-10k figures accrue monthly. */
export const targetDueOf = (metric: RuleMetric, target: number, months: number): number =>
  MEASURE_OF_METRIC[metric] === 'RATE' ? target : round2((target * months) / MONTHS);

/** Whether a figure meets its target; nothing due (null) is no shortfall. Per-10k figures must stay at or below it. */
export function meets(metric: RuleMetric, value: number | null, target: number): boolean {
  if (value === null) return true;
  return MEASURE_OF_METRIC[metric] === 'PER_10K' ? value <= target : value >= target;
}

/** Points of a figure: the weight in proportion to how much of the target is met, never more than the weight. */
export function pointsOf(metric: RuleMetric, value: number | null, target: number, weight: number): number {
  if (meets(metric, value, target) || value === null) return weight;
  if (MEASURE_OF_METRIC[metric] === 'PER_10K') return round2((weight * target) / value);
  return target > 0 ? round2((weight * Math.max(0, value)) / target) : weight;
}

/**
 * An item of one unit over the year: its figure against the target due so far, its points, and
 * each month's light — green when the month met its own share, red when it fell short, yellow
 * once the shortfall is made up (the year so far meets the target due), none for months not due.
 * The page explains these lights with the contract's `RULE_LIGHT_RULES`: change both together.
 * Plain loops: the board scores every item of 1,100 stations per ask.
 */
export function scoreItem(
  item: ScoredItemInput,
  months: readonly MonthFigure[],
  monthsDue: number,
  population: number,
): ScoredItem {
  let [numerator, denominator, ledger] = [0, 0, 0];
  for (let i = 0; i < monthsDue && i < months.length; i += 1) {
    const month = months[i]!;
    numerator += month.numerator;
    denominator += month.denominator;
    ledger += month.ledger;
  }
  const value = valueOf(item.metric, { numerator, denominator, ledger }, population);
  const targetDue = targetDueOf(item.metric, item.target, monthsDue);
  const madeUp = meets(item.metric, value, targetDue);
  const monthTarget = targetDueOf(item.metric, item.target, 1);
  const monthValues = new Array<number | null>(months.length);
  const lights = new Array<RuleLight>(months.length);
  for (let i = 0; i < months.length; i += 1) {
    const due = i < monthsDue;
    const v = due ? valueOf(item.metric, months[i]!, population) : null;
    monthValues[i] = v;
    lights[i] = !due ? 'NONE' : meets(item.metric, v, monthTarget) ? 'GREEN' : madeUp ? 'YELLOW' : 'RED';
  }
  return {
    numerator,
    denominator,
    ledger,
    value,
    targetDue,
    monthTarget,
    points: monthsDue === 0 ? 0 : pointsOf(item.metric, value, targetDue, item.weight),
    lights,
    months,
    monthValues,
  };
}

const LIGHT_ORDER: Record<RuleLight, number> = { NONE: 0, GREEN: 1, YELLOW: 2, RED: 3 };
/**
 * 报表报送's marks: each quarter in which the unit missed a report's due time (rows due and not
 * counted — never handed in, or late) at least `REPORT_OVERDUE_MARK_PER_QUARTER` times.
 */
const QUARTERS = ['第一季度', '第二季度', '第三季度', '第四季度'] as const;
export function overdueMarks(metric: RuleMetric, months: readonly MonthFigure[]): string[] {
  if (metric !== 'REPORT_SUBMISSION') return [];
  return QUARTERS.flatMap((quarter, q) => {
    const missed = months
      .slice(q * 3, q * 3 + 3)
      .reduce((sum, month) => sum + Math.max(0, month.denominator - month.numerator), 0);
    return missed >= REPORT_OVERDUE_MARK_PER_QUARTER ? [`${quarter}逾期${missed}次`] : [];
  });
}

/** A unit's light per month: its worst scored item's (an item of weight 0 is for reference only). */
export const worstLights = (perItem: readonly RuleLight[][]): RuleLight[] =>
  Array.from({ length: MONTHS }, (_, i) =>
    perItem.reduce<RuleLight>((worst, lights) => {
      const light = lights[i] ?? 'NONE';
      return LIGHT_ORDER[light] > LIGHT_ORDER[worst] ? light : worst;
    }, 'NONE'),
  );

/** The light shown for a unit: that of the latest month due. */
export const currentLight = (lights: readonly RuleLight[], monthsDue: number): RuleLight =>
  monthsDue > 0 ? (lights[monthsDue - 1] ?? 'NONE') : 'NONE';

/**
 * Competition ranking by score, best first: equal scores share a rank (1, 2, 2, 4). Sorted once, not
 * counted per unit: a province's 1,100 stations made the count 1.2 million comparisons (160 ms).
 */
export function ranksOf(scores: readonly number[]): number[] {
  const best = [...scores].sort((a, b) => b - a);
  const rankOf = new Map<number, number>();
  best.forEach((score, i) => {
    if (!rankOf.has(score)) rankOf.set(score, i + 1);
  });
  return scores.map((score) => rankOf.get(score)!);
}

export const sumPoints = (points: readonly number[]): number => round2(points.reduce((a, b) => a + b, 0));

/** The organisation level of a unit kind, and the path segment (1-based, `split_part`) naming a row's unit. */
export const LEVEL_OF_UNIT: Record<RuleUnitKind, number> = {
  district: ORG_LEVEL.district,
  station: ORG_LEVEL.station,
};
export const unitKindOfLevel = (level: number): RuleUnitKind | undefined =>
  level === ORG_LEVEL.district ? 'district' : level === ORG_LEVEL.station ? 'station' : undefined;
/** `/centre/district/station/…/` split on '/': part 1 is empty, so a unit of level L is part L + 1. */
export const pathPartOf = (unitKind: RuleUnitKind): number => LEVEL_OF_UNIT[unitKind] + 1;
/** The path of the tree's root (the centre) above any organisation: a rule set covers the whole city. */
export const cityPathOf = (orgPath: string): string => `/${orgPath.split('/')[1]}/`;

/** A ledger entry's moves: submitted for verification, reviewed, refused back to its submitter, resubmitted. */
export const LEDGER_TRANSITIONS = {
  verify: { from: ['SUBMITTED'], to: 'VERIFIED' },
  refuse: { from: ['SUBMITTED'], to: 'REFUSED' },
  resubmit: { from: ['REFUSED'], to: 'SUBMITTED' },
} as const satisfies Record<string, { from: readonly LedgerState[]; to: LedgerState }>;
export type LedgerAction = keyof typeof LEDGER_TRANSITIONS;
export const mayMoveLedger = (from: LedgerState, to: LedgerState): boolean =>
  Object.values(LEDGER_TRANSITIONS).some(
    (move) => move.to === to && (move.from as readonly LedgerState[]).includes(from),
  );
