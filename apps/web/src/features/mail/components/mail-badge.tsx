import type { CSSProperties, ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { inboxSummaryQuery } from '../api/mail.queries';
import styles from './mail.module.css';

// The overdue badge sits at the icon's upper left corner, clear of the unread count and of the tile's label.
const UPPER_LEFT = { '--right': '100%' } as CSSProperties;

/** The homes' mail tile: unread count, and 逾期 with the overdue count, over the tile's icon. */
export function MailInboxBadge({ children }: { children: ReactNode }) {
  const summary = useQuery(inboxSummaryQuery(true)).data;
  const unread = summary?.unread ?? 0;
  const overdue = summary?.overdue ?? 0;
  return (
    <span className={styles.badgeHolder} data-testid="mail-inbox-badge" data-unread={unread} data-overdue={overdue}>
      <Badge content={unread > 0 ? unread : null} data-testid="mail-unread-badge">
        <Badge content={overdue > 0 ? `逾期${overdue}` : null} color="var(--adm-color-warning)" style={UPPER_LEFT}>
          {children}
        </Badge>
      </Badge>
    </span>
  );
}
