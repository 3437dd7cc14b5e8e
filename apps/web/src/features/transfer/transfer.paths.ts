import { navigateTo } from '../../lib/navigation';
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

export const withId = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;

/** Opens a page; a handler that returns nothing (the throttle's boolean is of no use here). */
export const openPage = (path: string): void => {
  navigateTo(path);
};
