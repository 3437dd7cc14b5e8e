import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createRuleSetRepository } from './rule-statistics.repository.ts';
import { ruleStatisticsRoutes } from './rule-statistics.routes.ts';
import { createRuleStatisticsService } from './rule-statistics.service.ts';

export interface RuleStatisticsContext {
  db: Db;
}

export const ruleStatisticsModule = defineModule<RuleStatisticsContext>({
  name: 'rule-statistics',
  register: (app, { db }) =>
    ruleStatisticsRoutes(app, { rules: createRuleStatisticsService({ ruleSets: createRuleSetRepository({ db }) }) }),
});
