import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { TRANSFER_OUTBOX } from './api/transfer.outbox';

/** Transfers 移交: the tab, sent and received lists, the form, the organisation picker, the log, 移交审核. */
export const transferFeature: Feature = {
  name: 'transfer',
  routes: [
    { path: PATHS.transferTab, page: () => import('./pages/transfer-tab.page') },
    { path: PATHS.transferList, page: () => import('./pages/transfer-list.page') },
    { path: PATHS.otherTransferList, page: () => import('./pages/other-transfer-list.page') },
    { path: PATHS.selectTransferOrg, page: () => import('./pages/select-transfer-org.page') },
    { path: PATHS.transferEarlyWarning, page: () => import('./pages/transfer-early-warning.page') },
    { path: PATHS.transferLog, page: () => import('./pages/transfer-log.page') },
    { path: PATHS.transferApproval, page: () => import('./pages/transfer-approval.page') },
  ],
  outbox: TRANSFER_OUTBOX,
};
export { TransferApprovalBadge } from './components/transfer-approval-badge';
