import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { sendSummaryAhead } from './api/summary-request';

/** Reports 报表: to-do and templates, a submission or summary with 导出Excel, the fill-in and template forms. */
export const reportFeature: Feature = {
  name: 'report',
  routes: [
    { path: PATHS.reportIndex, page: () => import('./pages/report-index.page') },
    { path: PATHS.reportDetail, page: () => import('./pages/report-detail.page'), sendFirstRequests: sendSummaryAhead },
    { path: PATHS.reportFill, page: () => import('./pages/report-fill.page') },
    { path: PATHS.reportTemplateCreate, page: () => import('./pages/report-template-create.page') },
  ],
};
