import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { ResponseFigures } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
import { Figure } from '../../../components/figure';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { figuresQuery } from '../api/cooperation-order.queries';
import { downloadFiguresWorkbook } from '../api/figures-export';
import { minutesText, rangeOfDays, rateText } from '../cooperation-order.rules';
import styles from '../components/figures.module.css';
import orderStyles from '../components/order.module.css';

// ECharts loads only with this page's chart, after the figures arrived.
const FiguresChart = lazy(() => import('../components/figures-chart'));

const RANGES = [
  { value: '7', label: '近7天' },
  { value: '30', label: '近30天' },
  { value: '90', label: '近90天' },
];

/** The figures of one partner or of all: label, test id part, value text. */
const FIGURES: [string, string, (figures: ResponseFigures['overall']) => string][] = [
  ['任务数', 'total', (figures) => String(figures.total)],
  ['按时反馈率', 'rate', (figures) => rateText(figures.onTimeRate)],
  ['平均接收用时', 'receive', (figures) => minutesText(figures.avgReceiveMinutes)],
  ['平均反馈用时', 'feedback', (figures) => minutesText(figures.avgFeedbackMinutes)],
  ['止付/冻结用时', 'freeze', (figures) => minutesText(figures.avgFreezeMinutes)],
  ['逾期未反馈', 'overdue', (figures) => String(figures.overdueOpen)],
];

/** One card of figures: all partners' (test ids `figures-total` …) or one partner's (`figures-total-<id>` …). */
function FiguresCard({
  title,
  figures,
  testId,
  partnerOrgId,
}: {
  title: string;
  figures: ResponseFigures['overall'];
  testId: string;
  partnerOrgId?: string;
}) {
  return (
    <Card title={title} className={orderStyles.card} data-testid={testId}>
      <div className={styles.summary}>
        {FIGURES.map(([label, part, text]) => (
          <Figure
            key={part}
            label={label}
            value={text(figures)}
            testId={partnerOrgId ? `figures-${part}-${partnerOrgId}` : `figures-${part}`}
          />
        ))}
      </div>
    </Card>
  );
}

/** 响应时效 (centre): per partner time to receive, to feed back, to freeze, on-time share; chart and Excel. */
export default function ResponseFiguresPage() {
  const [days, setDays] = useState('30');
  // Today is fixed when the page opens (and when the range changes), not on every render.
  const [openedAt] = useState(() => Date.now());
  const range = useMemo(() => rangeOfDays(Number(days), openedAt), [days, openedAt]);
  const query = useQuery(figuresQuery(range.from, range.to));
  const state = queryState(query);

  return (
    <PageShell right={<ExportButton testId="figures-export" onExport={() => downloadFiguresWorkbook(range)} />}>
      <div className={orderStyles.section}>
        <Selector
          data-testid="figures-range"
          columns={3}
          options={RANGES}
          value={[days]}
          onChange={(values) => values[0] && setDays(values[0])}
        />
        <div className={orderStyles.total}>
          {range.from} 至 {range.to}（按下发时间，含协作任务与工单）
        </div>
      </div>
      {state.view ?? (
        <>
          <FiguresCard title="全部合作单位" figures={state.data.overall} testId="figures-overall" />
          {state.data.partners.length === 0 ? (
            <EmptyState title="该时段暂无任务" testId="figures-empty" />
          ) : (
            <>
              <Card title="各单位响应用时（前12家）" className={orderStyles.card}>
                <Suspense fallback={<PageLoading />}>
                  <FiguresChart partners={state.data.partners} />
                </Suspense>
              </Card>
              {state.data.partners.map((partner) => (
                <FiguresCard
                  key={partner.partnerOrgId}
                  title={partner.partnerOrgName}
                  figures={partner}
                  testId={`figures-${partner.partnerOrgId}`}
                  partnerOrgId={partner.partnerOrgId}
                />
              ))}
            </>
          )}
        </>
      )}
    </PageShell>
  );
}
