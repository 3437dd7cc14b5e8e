import { Button, Card } from 'antd-mobile';
import { REPORT_URGE_COOLDOWN_MINUTES, type ReportSummary } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useUrgeReport } from '../api/report.mutations';
import { laggardsOf } from '../report.rules';
import styles from './report.module.css';

/** 未报单位 of the period with one tap to urge them all (each unit at most once per cooldown). */
export function UrgeCard({ summary }: { summary: ReportSummary }) {
  const urge = useUrgeReport();
  const laggards = laggardsOf(summary.rows);
  if (laggards.length === 0) return null;
  const waiting = summary.urgeable === 0 && summary.urgeCooldownUntil;

  const handleUrge = async () => {
    if (!(await showConfirm(`向${summary.urgeable}个未报单位发送催报？`))) return;
    urge.mutate(
      { templateId: summary.template.id, periodKey: summary.period.key },
      { onSuccess: () => showToast('已催报'), onError: toastError },
    );
  };

  return (
    <Card title={`未报单位（${laggards.length}）`} className={styles.card} data-testid="report-laggards">
      <div className={styles.numbers}>
        {laggards.map((row) => (
          <span key={row.orgId} data-testid={`report-laggard-${row.orgId}`}>
            {row.orgName}
            {row.urgeCount > 0 ? `（已催${row.urgeCount}次）` : ''}
          </span>
        ))}
      </div>
      <Button
        className={styles.urge}
        block
        color="warning"
        data-testid="report-urge-button"
        disabled={summary.urgeable === 0}
        loading={urge.isPending}
        onClick={() => void handleUrge()}
      >
        一键催报
      </Button>
      {waiting ? (
        <div className={styles.meta} data-testid="report-urge-cooldown">
          各单位{REPORT_URGE_COOLDOWN_MINUTES}分钟内已催报，{formatDateTime(waiting)}后可再次催报
        </div>
      ) : null}
    </Card>
  );
}
