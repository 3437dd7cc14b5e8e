import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Early warnings 预警: the person's list, detail, handling, choosers, sync-handle, operate log. */
export const earlyWarningFeature: Feature = {
  name: 'early-warning',
  routes: [
    { path: PATHS.earlyWarningDetailList, page: () => import('./pages/early-warning-detail-list.page') },
    { path: PATHS.earlyWarningDetail, page: () => import('./pages/early-warning-detail.page') },
    { path: PATHS.earlyWarningHandle, page: () => import('./pages/early-warning-handle.page') },
    { path: PATHS.fraudTypeChoose, page: () => import('./pages/fraud-type-choose.page') },
    { path: PATHS.earlyWarningResultChoose, page: () => import('./pages/early-warning-result-choose.page') },
    { path: PATHS.syncHandle, page: () => import('./pages/sync-handle.page') },
    { path: PATHS.operateLog, page: () => import('./pages/operate-log.page') },
  ],
};

// What other features show of a warning.
export { MISSING_WARNING_ID } from './early-warning.texts';
export { earlyWarningKeys, waitingCountQuery, warningDetailQuery } from './api/early-warning.queries';
export { WarningLevelTag } from './components/warning-level-tag';
export { WarningSummary } from './components/warning-summary';
// Transitional: people-control's card still imports it from here until its visit rename lands (file owns it).
export { FeedbackPhotos } from '../file';
// The 反诈预警 tab (guard) and the account-involved chooser (the account-choose route, auth).
export { WarningListPanel } from './components/warning-list-panel';
export { WarningStatisticsPanel } from './components/warning-statistics';
export { useWarningStream } from './hooks/use-warning-stream';
export { AccountInvolvedChooser } from './components/account-involved-chooser';
// The centre's overview (warning-overview): the list's fetcher and card, the detail's path.
export { fetchWarningPage, fraudTypesQuery, type WarningFilters } from './api/early-warning.queries';
export { WarningCard } from './components/warning-card';
export { detailPath } from './lib/chooser-path';
