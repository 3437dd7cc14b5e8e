import { Suspense } from 'react';
import { Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { formatChinaDateTime } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { MissingParam, queryState } from '../../../components/query-state';
import { useSearchParams } from '../../../lib/router';
import { bulletinQuery, downloadBulletinWorkbook } from '../api/bulletin.queries';
import { BulletinChart } from '../components/bulletin-chart';
import { BulletinTable, WeekChange } from '../components/bulletin-table';
import styles from '../components/bulletin.module.css';
import { PullToRefresh } from '../../../components/pull-to-refresh';

/** One bulletin: totals with the change, by community and by fraud type, a chart, 导出Excel. */
export default function BulletinDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery(bulletinQuery(id));
  const state = queryState(query, { errorTestId: 'bulletin-error' });
  const bulletin = state.data;
  const handleExport = bulletin ? () => downloadBulletinWorkbook(bulletin.id, bulletin.bulletinNo) : null;
  if (!id) return <MissingParam title="缺少通报编号" testId="bulletin-missing" />;
  return (
    <PageShell right={<ExportButton testId="bulletin-export" onExport={handleExport} />}>
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>
        {state.view ?? (
          <>
            <Card title={`发案通报（${state.data.bulletinNo}）`} className={styles.card} data-testid="bulletin-summary">
              <div className={styles.muted}>
                {state.data.weekStart} 至 {state.data.weekEnd}
                {state.data.docNumber ? ` · ${state.data.docNumber}` : ''}
              </div>
              <div className={styles.muted}>{formatChinaDateTime(state.data.issuedAt)} 发出</div>
              <div className={styles.figures}>
                <span data-testid="bulletin-cases">发案 {state.data.cases} 起</span>
                <span>损失 {state.data.amountLost} 元</span>
                <span>
                  上周 {state.data.previousCases} 起，环比{' '}
                  <WeekChange cases={state.data.cases} previous={state.data.previousCases} testId="bulletin-change" />
                </span>
              </div>
              {state.data.communitiesWithTasks > 0 ? (
                <div className={styles.muted}>已为 {state.data.communitiesWithTasks} 个发案社区生成一案一宣任务</div>
              ) : null}
            </Card>
            {state.data.figures.byCommunity.length === 0 ? (
              <EmptyState title="本周及上周均无发案" testId="bulletin-empty" />
            ) : (
              <>
                <Card title="按社区" className={styles.card}>
                  <BulletinTable lines={state.data.figures.byCommunity} nameHeader="社区" testId="bulletin-community" />
                </Card>
                <Card title="按诈骗类型" className={styles.card}>
                  <BulletinTable lines={state.data.figures.byFraudType} nameHeader="诈骗类型" testId="bulletin-type" />
                  <Suspense fallback={<PageLoading />}>
                    <BulletinChart lines={state.data.figures.byFraudType} />
                  </Suspense>
                </Card>
              </>
            )}
          </>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
