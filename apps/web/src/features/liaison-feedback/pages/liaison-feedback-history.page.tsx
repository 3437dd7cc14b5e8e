import { Card, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { LIAISON_CONTACT_RESULTS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { liaisonFeedbackListQuery } from '../api/liaison-feedback.queries';
import styles from './liaison-feedback-history.page.module.css';
import { MISSING_WARNING_ID } from '../../early-warning';
import { PullToRefresh } from '../../../components/pull-to-refresh';
import { StateBlock } from '../../../components/state-block';

/** 联络员反馈记录: every liaison feedback on one warning, newest first. */
export default function LiaisonFeedbackHistoryPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  const history = useQuery(liaisonFeedbackListQuery(assignmentId));

  const historyState = queryState(history, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (historyState.view) return <PageShell>{historyState.view}</PageShell>;

  const feedbacks = historyState.data;

  return (
    <PageShell>
      <PullToRefresh onRefresh={async () => void (await history.refetch())}>
        {feedbacks.length === 0 ? (
          <div data-testid="liaison-feedback-empty">
            <StateBlock illustration="empty" title="暂无联络员反馈" />
          </div>
        ) : (
          feedbacks.map((record) => (
            <Card
              key={record.id}
              data-testid="liaison-feedback-entry"
              className={styles.entry}
              title={<Tag color="primary">{LIAISON_CONTACT_RESULTS[record.contactResult]}</Tag>}
              extra={<span className={styles.time}>{formatDateTime(record.createdAt)}</span>}
            >
              <div className={styles.content}>{record.content}</div>
              <div className={styles.by}>
                {record.orgName} · {record.createdByName}
              </div>
            </Card>
          ))
        )}
      </PullToRefresh>
    </PageShell>
  );
}
