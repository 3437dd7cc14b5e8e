import { Button, Card, ErrorBlock, PullToRefresh, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LIAISON_CONTACT_RESULTS } from '@afp/contract';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { formatDateTime } from '../../information/information.rules';
import { liaisonFeedbackListQuery } from '../api/liaison-feedback.queries';

/** 联络员反馈记录: every liaison feedback on one warning, newest first. */
export default function LiaisonFeedbackHistoryPage() {
  const [searchParams] = useSearchParams();
  const assignmentId = searchParams.get('id') ?? '';
  const history = useQuery(liaisonFeedbackListQuery(assignmentId));

  if (!assignmentId) return <PageShell>{<ErrorBlock status="empty" title="缺少预警编号" />}</PageShell>;
  if (history.isPending) return <PageShell>{<PageLoading />}</PageShell>;
  if (history.isError)
    return (
      <PageShell>
        <ErrorBlock status="disconnected" title="加载失败" description={history.error.message}>
          <Button color="primary" fill="outline" onClick={() => void history.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      </PageShell>
    );

  return (
    <PageShell>
      <PullToRefresh onRefresh={async () => void (await history.refetch())}>
        {history.data.length === 0 ? (
          <div data-testid="liaison-feedback-empty">
            <ErrorBlock status="empty" title="暂无联络员反馈" description="" />
          </div>
        ) : (
          history.data.map((record) => (
            <Card
              key={record.id}
              data-testid="liaison-feedback-entry"
              style={{ margin: '8px 12px' }}
              title={<Tag color="primary">{LIAISON_CONTACT_RESULTS[record.contactResult]}</Tag>}
              extra={<span style={{ fontSize: 12, color: '#999' }}>{formatDateTime(record.createdAt)}</span>}
            >
              <div style={{ fontSize: 14, color: '#333', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {record.content}
              </div>
              <div style={{ fontSize: 12, color: '#999', marginTop: 8 }}>
                {record.orgName} · {record.createdByName}
              </div>
            </Card>
          ))
        )}
      </PullToRefresh>
    </PageShell>
  );
}
