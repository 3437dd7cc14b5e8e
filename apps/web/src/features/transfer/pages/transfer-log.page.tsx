import { Steps } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { TransferRecord } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { transferLogQuery, type TransferLogTarget } from '../api/transfer.queries';
import { describeReason } from '../components/transfer-reason';
import { TransferStatusTag } from '../components/transfer-status-tag';
import styles from './transfer-log.page.module.css';
import { MISSING_WARNING_ID } from '../../early-warning';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { StateBlock } from '../../../components/state-block';

const STEP_STATUS: Record<TransferRecord['status'], 'wait' | 'process' | 'finish' | 'error'> = {
  PENDING_APPROVAL: 'process',
  REQUESTED: 'process',
  ACCEPTED: 'finish',
  REJECTED: 'error',
  WITHDRAWN: 'wait',
  REFUSED: 'error',
};

function LogEntry({ hop }: { hop: TransferRecord }) {
  return (
    <div data-testid="transfer-log-entry" data-status={hop.status} className={styles.entry}>
      <div className={styles.detail}>原因：{describeReason(hop.reason, hop.reasonText)}</div>
      <div className={styles.detail}>
        申请：{hop.requestedByName} · {formatDateTime(hop.createdAt)}
      </div>
      {hop.decidedAt ? (
        <div className={styles.detail}>
          处理：{hop.decidedByName ?? '-'} · {formatDateTime(hop.decidedAt)}
        </div>
      ) : null}
      {hop.decisionReason ? <div className={styles.rejected}>退回原因：{hop.decisionReason}</div> : null}
    </div>
  );
}

/** 移交日志: every hop of one warning, oldest first (?id=<assignmentId> or ?warningId=). */
export default function TransferLogPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id');
  const warningId = searchParams.get('warningId');
  const target: TransferLogTarget | null = assignmentId ? { assignmentId } : warningId ? { warningId } : null;
  const log = useQuery({ ...transferLogQuery(target ?? { assignmentId: '' }), enabled: target !== null });

  const logState = queryState(log, { isMissing: !target, missingTitle: MISSING_WARNING_ID });
  if (logState.view) return <PageShell>{logState.view}</PageShell>;

  const hops = [...logState.data].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return (
    <PageShell>
      <PullToRefresh onRefresh={async () => void (await log.refetch())}>
        {hops.length === 0 ? (
          <div data-testid="transfer-log-empty">
            <StateBlock illustration="empty" title="暂无移交记录" />
          </div>
        ) : (
          <div data-testid="transfer-log" className={styles.log}>
            <div className={styles.warningNo}>预警编号 {hops[0]?.warningNo}</div>
            <Steps direction="vertical">
              {hops.map((hop) => (
                <Steps.Step
                  key={hop.id}
                  status={STEP_STATUS[hop.status]}
                  title={
                    <span className={styles.hop}>
                      第{hop.hop}次 {hop.fromOrgName} → {hop.toOrgName}
                      <TransferStatusTag status={hop.status} />
                    </span>
                  }
                  description={<LogEntry hop={hop} />}
                />
              ))}
            </Steps>
          </div>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
