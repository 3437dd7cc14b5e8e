import { DEFAULT_ANNUAL } from '@afp/contract';
import type { RuleSetRepository } from './rule-statistics.repository.ts';

export function createRuleStatisticsService({ ruleSets }: { ruleSets: RuleSetRepository }) {
  return {
    /** Latest year with an issued rule set; the spec's default year when none is issued yet. */
    latestIssueYear: async (): Promise<number> => (await ruleSets.latestIssuedYear()) ?? DEFAULT_ANNUAL,
  };
}
export type RuleStatisticsService = ReturnType<typeof createRuleStatisticsService>;
