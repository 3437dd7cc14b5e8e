import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { VerificationStage } from '@afp/contract';
import { countsQuery } from '../api/verification.queries';
import styles from './verification.module.css';

/** The oa home's 核查 / 复核 tile: what waits for the caller at that stage, over the tile's icon. */
export function VerificationBadge({ stage, children }: { stage: VerificationStage; children: ReactNode }) {
  const counts = useQuery(countsQuery(true)).data;
  const waiting = (stage === 'verify' ? counts?.pendingVerify : counts?.pendingReview) ?? 0;
  return (
    <span className={styles.badgeHolder} data-testid={`verification-badge-${stage}`} data-waiting={waiting}>
      <Badge content={waiting > 0 ? waiting : null}>{children}</Badge>
    </span>
  );
}
