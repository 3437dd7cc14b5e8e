import { PATHS } from '../config/routes';
import type { PageImporter } from './load-chunk';

/** Pages built so far; every other spec route renders the shared under-construction page. */
export const PAGE_IMPORTERS: Partial<Record<string, PageImporter>> = {
  [PATHS.root]: () => import('../features/auth/pages/blank.page'),
  [PATHS.blank]: () => import('../features/auth/pages/blank.page'),
  [PATHS.login]: () => import('../features/auth/pages/login.page'),
  [PATHS.accountChoose]: () => import('../features/auth/pages/account-choose.page'),
  [PATHS.oaHome]: () => import('../features/oa/pages/oa-home.page'),
  [PATHS.guardHome]: () => import('../features/guard/pages/guard-home.page'),
  [PATHS.guardData]: () => import('../features/guard/pages/guard-data.page'),
  [PATHS.guardPublicity]: () => import('../features/guard/pages/guard-publicity.page'),
  [PATHS.guardMine]: () => import('../features/guard/pages/guard-mine.page'),
  [PATHS.cooperationHome]: () => import('../features/cooperation/pages/cooperation-index.page'),
  [PATHS.previewImage]: () => import('../features/system/pages/preview-image.page'),
  [PATHS.chooseLocation]: () => import('../features/system/pages/choose-location.page'),
  [PATHS.openLocation]: () => import('../features/system/pages/open-location.page'),
  // Early warnings
  [PATHS.earlyWarningDetailList]: () => import('../features/early-warning/pages/early-warning-detail-list.page'),
  [PATHS.earlyWarningDetail]: () => import('../features/early-warning/pages/early-warning-detail.page'),
  [PATHS.earlyWarningHandle]: () => import('../features/early-warning/pages/early-warning-handle.page'),
  [PATHS.fraudTypeChoose]: () => import('../features/early-warning/pages/fraud-type-choose.page'),
  [PATHS.earlyWarningResultChoose]: () => import('../features/early-warning/pages/early-warning-result-choose.page'),
  [PATHS.syncHandle]: () => import('../features/early-warning/pages/sync-handle.page'),
  [PATHS.operateLog]: () => import('../features/early-warning/pages/operate-log.page'),
  // Transfers
  [PATHS.transferTab]: () => import('../features/transfer/pages/transfer-tab.page'),
  [PATHS.transferList]: () => import('../features/transfer/pages/transfer-list.page'),
  [PATHS.otherTransferList]: () => import('../features/transfer/pages/other-transfer-list.page'),
  [PATHS.selectTransferOrg]: () => import('../features/transfer/pages/select-transfer-org.page'),
  [PATHS.transferEarlyWarning]: () => import('../features/transfer/pages/transfer-early-warning.page'),
  [PATHS.transferLog]: () => import('../features/transfer/pages/transfer-log.page'),
  // Information query: both spellings of the route open the same pages
  [PATHS.informationList]: () => import('../features/information/pages/information-list.page'),
  [PATHS.informationDetail]: () => import('../features/information/pages/information-detail.page'),
  [PATHS.informationListAlt]: () => import('../features/information/pages/information-list.page'),
  [PATHS.informationDetailAlt]: () => import('../features/information/pages/information-detail.page'),
  // Liaison feedback
  [PATHS.liaisonFeedbackHandle]: () => import('../features/liaison-feedback/pages/liaison-feedback-handle.page'),
  [PATHS.liaisonFeedbackHistory]: () => import('../features/liaison-feedback/pages/liaison-feedback-history.page'),
};

export const underConstructionImporter: PageImporter = () => import('../components/under-construction.page');

export const importerFor = (path: string): PageImporter => PAGE_IMPORTERS[path] ?? underConstructionImporter;
