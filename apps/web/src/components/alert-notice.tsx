import type { HTMLAttributes } from 'react';
import styles from './alert-notice.module.css';

/**
 * A warning line in antd-mobile's alert NoticeBar colours (wrapping, no icon), as plain markup:
 * the offline banner and the login page's workplace notice are on first screens, where NoticeBar
 * with its icons and scrolling code would add ≈ 5 KB gz for a line rarely shown.
 */
export function AlertNotice({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={className ? `${styles.notice} ${className}` : styles.notice} />;
}
