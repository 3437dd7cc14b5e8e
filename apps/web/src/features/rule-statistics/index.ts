import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { sendBoardAhead } from './api/board-request';

/** 考核规则统计: the year's board (scores, ranks, lights, chart, Excel), a unit's detail with drill-down, ledgers 台账. */
export const ruleStatisticsFeature: Feature = {
  name: 'rule-statistics',
  routes: [
    { path: PATHS.ruleStaIndex, page: () => import('./pages/rule-index.page'), sendFirstRequests: sendBoardAhead },
    { path: PATHS.ruleStaDetail, page: () => import('./pages/rule-detail.page') },
    { path: PATHS.ruleStaLedger, page: () => import('./pages/rule-ledger.page') },
  ],
};
