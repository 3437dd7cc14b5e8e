import {
  DEFAULT_ANNUAL,
  isInSubtree,
  MEASURE_OF_METRIC,
  RULE_LIGHTS,
  RULE_RANK_FIELDS,
  RULE_UNIT_KINDS,
  type RuleBoard,
  type RuleBoardQuery,
  type RuleDetail,
  type RuleDetailQuery,
  type RuleItem,
  type RuleMetric,
  type RuleRowsQuery,
  type RuleUnitKind,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { compareChinese } from '../../core/chinese-order.ts';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { notFound } from '../../http/errors.ts';
import { streamedSheet } from '../file/index.ts';
import type { MetricScope } from './rule-metrics.ts';
import { presentRow } from './rule-statistics.presenter.ts';
import type { RuleSetRepository } from './rule-statistics.repository.ts';
import {
  cityPathOf,
  currentLight,
  EMPTY_MONTH,
  LEVEL_OF_UNIT,
  MONTHS,
  monthRangeOf,
  monthsDueOf,
  pathPartOf,
  ranksOf,
  scoreItem,
  sumPoints,
  unitKindOfLevel,
  overdueMarks,
  worstLights,
  yearRangeOf,
  type MonthFigure,
  type ScoredItem,
} from './rule-statistics.rules.ts';
import type { RuleItemRow } from './rule-statistics.table.ts';

interface Unit {
  id: string;
  name: string;
  path: string;
}

interface ScoredUnit extends Unit {
  score: number;
  rank: number;
  /** Points per rule item, in the items' order. */
  points: number[];
  lights: ReturnType<typeof worstLights>;
}

const itemOf = (row: RuleItemRow, kind: RuleUnitKind): RuleItem => ({
  code: row.code,
  name: row.name,
  metric: row.metric,
  measure: MEASURE_OF_METRIC[row.metric],
  weight: row.weight,
  target: Number(kind === 'district' ? row.districtTarget : row.stationTarget),
  ledgerAllowed: row.ledgerAllowed,
  description: row.description,
});

const noRuleSet = () => notFound('该年度无考核规则');
const noUnit = () => notFound('单位不存在');

export function createRuleStatisticsService({ ruleSets, clock }: { ruleSets: RuleSetRepository; clock: Clock }) {
  /**
   * Every unit of a kind in the city scored and ranked — a rule set covers the whole city, so a
   * rank is always among all of them, whoever asks and whichever part is listed. Its items are
   * scored from one SQL aggregate per item (grouped by unit and month) plus one for the reviewed
   * ledger values: no record is loaded, only the sums. Each unit keeps its points and lights; the
   * scored items with their months only the unit `detailOf` names — a province's 1,100 stations'
   * items, kept to the end of the request, cost more in garbage collection than the scoring itself.
   */
  async function scoreCity(year: number, kind: RuleUnitKind, anyPath: string, rows: RuleItemRow[], detailOf?: string) {
    const now = clock.now();
    const monthsDue = monthsDueOf(year, now);
    const part = pathPartOf(kind);
    const areaPath = cityPathOf(anyPath);
    const scope: MetricScope = { orgPath: areaPath, ...yearRangeOf(year), now };
    const metrics = [...new Set(rows.map((r) => r.metric))].filter(
      (m): m is Exclude<RuleMetric, 'LEDGER'> => m !== 'LEDGER',
    );
    const [units, aggregates, ledger, population] = await Promise.all([
      ruleSets.unitsOf(areaPath, LEVEL_OF_UNIT[kind]),
      ruleSets.aggregates(metrics, scope, part),
      ruleSets.ledgerSums(year, areaPath, part),
      metrics.includes('CASE_RATE') ? ruleSets.population(areaPath, part) : Promise.resolve(new Map<string, number>()),
    ]);
    // Ledger values indexed once by unit and item code: a month array per pair, not a lookup per month.
    const figureKey = (unit: string, itemCode: string) => `${unit}\u0000${itemCode}`;
    const ledgerFigures = new Map<string, (number | undefined)[]>();
    for (const l of ledger) {
      const key = figureKey(l.unit, l.itemCode);
      const months = ledgerFigures.get(key) ?? new Array<number | undefined>(MONTHS);
      months[l.month - 1] = l.total;
      ledgerFigures.set(key, months);
    }
    const items = rows.map((r) => itemOf(r, kind));
    const weighted = items.map((item) => item.weight > 0);
    const scoreUnit = (unit: Unit): ScoredItem[] =>
      rows.map((row, i) => {
        const own = row.metric === 'LEDGER' ? undefined : aggregates.get(row.metric)?.get(unit.id);
        const ledgerOwn = row.ledgerAllowed ? ledgerFigures.get(figureKey(unit.id, row.code)) : undefined;
        const months = new Array<MonthFigure>(MONTHS);
        for (let m = 0; m < MONTHS; m += 1) {
          const [numerator, denominator, ledgerValue] = [own?.num[m] ?? 0, own?.den[m] ?? 0, ledgerOwn?.[m] ?? 0];
          months[m] =
            numerator || denominator || ledgerValue ? { numerator, denominator, ledger: ledgerValue } : EMPTY_MONTH;
        }
        return scoreItem(items[i]!, months, monthsDue, population.get(unit.id) ?? 0);
      });
    let detail: ScoredItem[] | undefined;
    const unranked = units.map((unit) => {
      const scoredItems = scoreUnit(unit);
      if (unit.id === detailOf) detail = scoredItems;
      const points = scoredItems.map((s) => s.points);
      return {
        ...unit,
        points,
        score: sumPoints(points),
        lights: worstLights(scoredItems.filter((_, i) => weighted[i]).map((s) => s.lights)),
      };
    });
    const ranks = ranksOf(unranked.map((u) => u.score));
    const scored: ScoredUnit[] = unranked.map((u, i) => ({ ...u, rank: ranks[i]! }));
    return { items, monthsDue, scored, detail };
  }

  async function ruleSetOf(year: number) {
    const set = await ruleSets.ruleSet(year);
    if (!set) throw noRuleSet();
    return { set, rows: await ruleSets.items(year) };
  }

  /** A district or station of the caller's subtree; anything else answers 404 (no oracle for others' ids). */
  async function unitInScope(caller: Principal, orgId: string) {
    const unit = await ruleSets.org(orgId);
    const kind = unit ? unitKindOfLevel(unit.level) : undefined;
    if (!unit || !kind || !isInSubtree(unit.path, caller.orgPath)) throw noUnit();
    return { unit, kind };
  }

  async function board(caller: Principal, query: RuleBoardQuery & { year: number }): Promise<RuleBoard> {
    const parent = await ruleSets.org(query.parentId ?? caller.orgId);
    if (!parent || !isInSubtree(parent.path, caller.orgPath)) throw noUnit();
    const kind = query.unitKind ?? (parent.level < LEVEL_OF_UNIT.district ? 'district' : 'station');
    const { set, rows } = await ruleSetOf(query.year);
    const { items, monthsDue, scored } = await scoreCity(query.year, kind, parent.path, rows);
    return {
      year: set.year,
      title: set.title,
      issued: set.issuedAt !== null,
      unitKind: kind,
      canChooseKind: parent.level < LEVEL_OF_UNIT.district,
      parentId: parent.id,
      parentName: parent.name,
      monthsDue,
      totalWeight: items.reduce((a, i) => a + i.weight, 0),
      rankOf: scored.length,
      items,
      rows: scored
        .filter((u) => isInSubtree(u.path, parent.path))
        .map((u) => ({
          orgId: u.id,
          orgName: u.name,
          score: u.score,
          rank: u.rank,
          light: currentLight(u.lights, monthsDue),
          lights: u.lights,
          points: u.points,
        }))
        .sort((a, b) => a.rank - b.rank || compareChinese(a.orgName, b.orgName)),
    };
  }

  return {
    /** Latest year with an issued rule set; the spec's default year when none is issued yet. */
    latestIssueYear: async (): Promise<number> => (await ruleSets.latestIssuedYear()) ?? DEFAULT_ANNUAL,

    years: async () =>
      (await ruleSets.years()).map((s) => ({ year: s.year, title: s.title, issued: s.issuedAt !== null })),

    items: async (year: number, kind: RuleUnitKind = 'station') =>
      (await ruleSetOf(year)).rows.map((r) => itemOf(r, kind)),

    /** Districts and stations the caller may score and keep ledgers for. */
    async units(caller: Principal) {
      const [districts, stations] = await Promise.all([
        ruleSets.unitsOf(caller.orgPath, LEVEL_OF_UNIT.district),
        ruleSets.unitsOf(caller.orgPath, LEVEL_OF_UNIT.station),
      ]);
      return [
        ...districts.map((u) => ({ id: u.id, name: u.name, unitKind: 'district' as const })),
        ...stations.map((u) => ({ id: u.id, name: u.name, unitKind: 'station' as const })),
      ];
    },

    board,

    /** One unit's items with figures, points and lights; its rank among all units of its kind in the city. */
    async detail(caller: Principal, query: RuleDetailQuery & { year: number }): Promise<RuleDetail> {
      const { unit, kind } = await unitInScope(caller, query.orgId);
      const { rows } = await ruleSetOf(query.year);
      const { items, monthsDue, scored, detail } = await scoreCity(query.year, kind, unit.path, rows, unit.id);
      const own = scored.find((u) => u.id === unit.id)!;
      return {
        year: query.year,
        orgId: unit.id,
        orgName: unit.name,
        unitKind: kind,
        score: own.score,
        totalWeight: items.reduce((a, i) => a + i.weight, 0),
        rank: own.rank,
        rankOf: scored.length,
        light: currentLight(own.lights, monthsDue),
        lights: own.lights,
        monthsDue,
        items: items.map((item, i) => {
          const s = detail![i]!;
          return {
            ...item,
            numerator: s.numerator,
            denominator: s.denominator,
            ledger: s.ledger,
            value: s.value,
            targetDue: s.targetDue,
            monthTarget: s.monthTarget,
            points: s.points,
            lights: s.lights,
            months: s.months.map((f, m) => ({ month: m + 1, ...f, value: s.monthValues[m] ?? null })),
            marks: overdueMarks(item.metric, s.months),
          };
        }),
      };
    },

    /** The rows behind a figure (an item of a unit's year or month), newest first. */
    async rows(caller: Principal, query: RuleRowsQuery & { year: number; month?: number; pageSize: number }) {
      const { unit } = await unitInScope(caller, query.orgId);
      const { rows } = await ruleSetOf(query.year);
      const item = rows.find((r) => r.code === query.itemCode);
      if (!item) throw notFound('考核项不存在');
      const range = query.month ? monthRangeOf(query.year, query.month) : yearRangeOf(query.year);
      const cursor = decodeCursor(query.cursor);
      const page = await ruleSets.rowsPage({
        metric: item.metric,
        withLedger: item.ledgerAllowed,
        scope: { orgPath: unit.path, ...range, now: clock.now() },
        year: query.year,
        itemCode: item.code,
        pageSize: query.pageSize,
        cursor,
      });
      return pageFrom(page.rows, {
        pageSize: query.pageSize,
        counted: page.counted,
        positionOf: (r) => ({ micros: r.micros, id: r.id }),
        present: (list) => list.map(presentRow),
      });
    },

    /** The board as an .xlsx: a row per unit, ranked, with each item's points. */
    async exportXlsx(caller: Principal, query: RuleBoardQuery & { year: number }) {
      const answer = await board(caller, query);
      return streamedSheet({
        name: '考核统计',
        fileName: `考核统计_${answer.year}_${answer.parentName}.xlsx`,
        columns: [
          { header: `${RULE_RANK_FIELDS[answer.unitKind]}排名`, key: 'rank', width: 12 },
          { header: RULE_UNIT_KINDS[answer.unitKind], key: 'name', width: 20 },
          { header: `得分（满分${answer.totalWeight}）`, key: 'score', width: 14 },
          { header: '本月亮灯', key: 'light', width: 10 },
          ...answer.items.map((item, i) => ({ header: `${item.name}（${item.weight}分）`, key: `i${i}`, width: 18 })),
        ],
        rows: answer.rows.map((row) => ({
          rank: row.rank,
          name: row.orgName,
          score: row.score,
          light: RULE_LIGHTS[row.light],
          ...Object.fromEntries(row.points.map((p, i) => [`i${i}`, p])),
        })),
        note: `${answer.title}（${answer.parentName}，截至${answer.monthsDue}月）`,
      });
    },
  };
}
export type RuleStatisticsService = ReturnType<typeof createRuleStatisticsService>;
