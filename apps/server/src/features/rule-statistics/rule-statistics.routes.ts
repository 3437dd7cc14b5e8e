import { RULE_STATISTICS_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { RuleStatisticsService } from './rule-statistics.service.ts';

export function ruleStatisticsRoutes(app: FastifyInstance, { rules }: { rules: RuleStatisticsService }) {
  registerRoute(app, RULE_STATISTICS_ENDPOINTS.latestIssueYear, {
    access: ['oa'],
    handler: () => rules.latestIssueYear(),
  });
}
