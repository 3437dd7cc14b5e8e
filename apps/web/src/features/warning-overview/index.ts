import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The centre's warning overview 预警总览 (oa, centre and districts): the overview and its drill-down list. */
export const warningOverviewFeature: Feature = {
  name: 'warning-overview',
  routes: [
    { path: PATHS.warningOverview, page: () => import('./pages/warning-overview.page') },
    { path: PATHS.warningOverviewList, page: () => import('./pages/warning-overview-list.page') },
  ],
};

// The oa home's entry with the overdue badge.
export { WarningOverviewEntry } from './components/overview-entry';
