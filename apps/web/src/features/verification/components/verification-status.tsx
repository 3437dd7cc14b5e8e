import { Card, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { VERIFICATION_STAGES, VERIFICATION_STATES, type VerifiableKind } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { statusQuery } from '../api/verification.queries';
import { STATE_COLOR } from '../verification.rules';
import styles from './verification.module.css';

/**
 * The submitter's view of a subject's 核查 / 复核 (for other features' detail pages): the stage it
 * waits in, or why it came back. Nothing while loading or when never submitted.
 */
export function VerificationStatus({ kind, subjectId }: { kind: VerifiableKind; subjectId: string }) {
  const status = useQuery(statusQuery(kind, subjectId)).data;
  if (!status) return null;
  return (
    <Card
      className={styles.status}
      title="核查进度"
      extra={
        <Tag color={STATE_COLOR[status.state]} data-testid="verification-status-state">
          {VERIFICATION_STATES[status.state]}
        </Tag>
      }
    >
      <div data-testid="verification-status" data-state={status.state}>
        {status.round > 1 ? fieldRow('提交次数', `第${status.round}次`) : null}
        {status.state === 'REFUSED' && status.refusedStage ? (
          <>
            {fieldRow('退回环节', VERIFICATION_STAGES[status.refusedStage])}
            {fieldRow(
              '退回原因',
              <span className={styles.reason} data-testid="verification-status-reason">
                {status.refuseReason}
              </span>,
            )}
            <div className={styles.muted}>请按退回原因修改后重新提交。</div>
          </>
        ) : null}
        {status.verifiedAt ? fieldRow('核查时间', formatDateTime(status.verifiedAt)) : null}
        {status.reviewedAt ? fieldRow('复核时间', formatDateTime(status.reviewedAt)) : null}
      </div>
    </Card>
  );
}
