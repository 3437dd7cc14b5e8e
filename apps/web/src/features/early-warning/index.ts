import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { EARLY_WARNING_OUTBOX } from './api/early-warning.outbox';
import { sendOverviewAhead } from './overview/api/overview-request';

/** Early warnings 预警: the person's list, detail, handling, choosers, sync-handle, operate log, the centre's overview. */
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
    // The centre's overview 预警总览 (oa, centre and districts) and its drill-down list.
    {
      path: PATHS.warningOverview,
      page: () => import('./overview/pages/overview.page'),
      sendFirstRequests: sendOverviewAhead,
    },
    { path: PATHS.warningOverviewList, page: () => import('./overview/pages/overview-list.page') },
  ],
  outbox: EARLY_WARNING_OUTBOX,
};

// What other features show of a warning.
export { MISSING_WARNING_ID } from './early-warning.texts';
export { earlyWarningKeys, waitingCountQuery, warningDetailQuery } from './api/early-warning.queries';
export { WarningLevelTag } from './components/warning-level-tag';
export { WarningSummary } from './components/warning-summary';
export { warningSubjectOf } from './lib/format';
// The 反诈预警 tab (guard) and the account-involved chooser (the account-choose route, auth).
export { WarningListPanel } from './components/warning-list-panel';
export { WarningStatisticsPanel } from './components/warning-statistics';
export { useWarningStream } from './hooks/use-warning-stream';
export { AccountInvolvedChooser } from './components/account-involved-chooser';
// Publicity's fraud-type tags; the oa home's entry to the overview, with the overdue badge.
export { fraudTypesQuery } from './api/early-warning.queries';
export { WarningOverviewEntry } from './overview/components/overview-entry';
// index.html's copy of the 反诈预警 tab draws its first cards with it (build/first-cards.ts).
export { warningFirstCards } from './components/warning-card.first-cards';
