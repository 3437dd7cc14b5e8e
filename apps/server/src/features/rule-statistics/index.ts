// Rule sets 考核规则 per year (latest issue year). Context: RuleStatisticsContext ({ db }).
export { ruleStatisticsModule, type RuleStatisticsContext } from './rule-statistics.module.ts';
