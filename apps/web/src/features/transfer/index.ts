import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Transfers 移交: the tab, sent and received lists, the form, the organisation picker, the log. */
export const transferFeature: Feature = {
  name: 'transfer',
  routes: [
    { path: PATHS.transferTab, page: () => import('./pages/transfer-tab.page') },
    { path: PATHS.transferList, page: () => import('./pages/transfer-list.page') },
    { path: PATHS.otherTransferList, page: () => import('./pages/other-transfer-list.page') },
    { path: PATHS.selectTransferOrg, page: () => import('./pages/select-transfer-org.page') },
    { path: PATHS.transferEarlyWarning, page: () => import('./pages/transfer-early-warning.page') },
    { path: PATHS.transferLog, page: () => import('./pages/transfer-log.page') },
  ],
};
