import { PATHS } from '../../config/routes';

/** Spec routes of the transfer pages (and the pages they link to). */
export const TRANSFER_PATHS = {
  tab: PATHS.transferTab,
  sent: PATHS.transferList,
  received: PATHS.otherTransferList,
  selectOrg: PATHS.selectTransferOrg,
  create: PATHS.transferEarlyWarning,
  log: PATHS.transferLog,
  warningDetail: PATHS.earlyWarningDetail,
} as const;
