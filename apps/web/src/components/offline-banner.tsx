import { useIsOnline } from '../lib/outbox/network';
import { AlertNotice } from './alert-notice';
import styles from './offline-banner.module.css';

export const OFFLINE_TEXT = '网络已断开，已显示的内容可继续查看';

/** On every page while the network is down; lists keep showing what they last loaded. */
export function OfflineBanner() {
  if (useIsOnline()) return null;
  return (
    <AlertNotice className={styles.banner} role="status" data-testid="offline-banner">
      {OFFLINE_TEXT}
    </AlertNotice>
  );
}
