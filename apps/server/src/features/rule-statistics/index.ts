// Rule statistics 考核规则统计 (rule sets per year, items, scores, ranks, lights) and ledgers 台账.
// Context: RuleStatisticsContext ({ db, clock, operationLog, verification }).
export { ruleStatisticsModule, type RuleStatisticsContext } from './rule-statistics.module.ts';
export { ledgerEntry, ruleItem, ruleMonthFigure, ruleSet } from './rule-statistics.table.ts';
export { rebuildRuleFigures } from './rule-figures.ts';
/** The board's SQL aggregates alone, for the benchmark's plain-SQL side and its plans. */
export {
  boardAggregates,
  metricAggregateSql,
  ruleBoardAggregates,
  unitMonthRowsOf,
  type UnitMonthRow,
} from './rule-statistics.repository.ts';
export { pathPartOf, yearRangeOf } from './rule-statistics.rules.ts';
