import { z } from 'zod';
import { get, proxy } from './endpoint.ts';

/** Rule statistics 考核规则统计 (spec §7): the year selector defaults to the latest issued rule set. */
export const RULE_STATISTICS_ENDPOINTS = {
  latestIssueYear: get(proxy, '/api/oa/rule/org/v2/getLatestIssueYear', { answer: z.number() }),
};
