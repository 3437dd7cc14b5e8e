import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { selectIsSupervisingOffice, useSession } from '../../../lib/session/session.store';
import { approvalWaitingQuery } from '../api/transfer.queries';
import styles from './transfer-list-view.module.css';

/** The oa home's 移交审核 tile: cross-district transfers waiting for the caller's approval, over the tile's icon. */
export function TransferApprovalBadge({ children }: { children: ReactNode }) {
  const isSupervising = useSession(selectIsSupervisingOffice);
  const waiting = useQuery(approvalWaitingQuery(isSupervising)).data ?? 0;
  return (
    <span className={styles.badgeHolder} data-testid="transfer-approval-badge" data-waiting={waiting}>
      <Badge content={waiting > 0 ? waiting : null}>{children}</Badge>
    </span>
  );
}
