import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { PartnerResponseFigures } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { ExportButton } from '../../../components/export-button';
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

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.figure}>
      <span className={styles.value} data-testid={testId}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}

function PartnerRow({ partner }: { partner: PartnerResponseFigures }) {
  return (
    <Card title={partner.partnerOrgName} className={orderStyles.card} data-testid={`figures-${partner.partnerOrgId}`}>
      <div className={styles.summary}>
        <Figure label="任务数" value={String(partner.total)} testId={`figures-total-${partner.partnerOrgId}`} />
        <Figure
          label="按时反馈率"
          value={rateText(partner.onTimeRate)}
          testId={`figures-rate-${partner.partnerOrgId}`}
        />
        <Figure
          label="平均接收用时"
          value={minutesText(partner.avgReceiveMinutes)}
          testId={`figures-receive-${partner.partnerOrgId}`}
        />
        <Figure
          label="平均反馈用时"
          value={minutesText(partner.avgFeedbackMinutes)}
          testId={`figures-feedback-${partner.partnerOrgId}`}
        />
        <Figure
          label="止付/冻结用时"
          value={minutesText(partner.avgFreezeMinutes)}
          testId={`figures-freeze-${partner.partnerOrgId}`}
        />
        <Figure
          label="逾期未反馈"
          value={String(partner.overdueOpen)}
          testId={`figures-overdue-${partner.partnerOrgId}`}
        />
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
          <Card title="全部合作单位" className={orderStyles.card} data-testid="figures-overall">
            <div className={styles.summary}>
              <Figure label="任务数" value={String(state.data.overall.total)} testId="figures-total" />
              <Figure label="按时反馈率" value={rateText(state.data.overall.onTimeRate)} testId="figures-rate" />
              <Figure
                label="平均接收用时"
                value={minutesText(state.data.overall.avgReceiveMinutes)}
                testId="figures-receive"
              />
              <Figure
                label="平均反馈用时"
                value={minutesText(state.data.overall.avgFeedbackMinutes)}
                testId="figures-feedback"
              />
              <Figure
                label="止付/冻结用时"
                value={minutesText(state.data.overall.avgFreezeMinutes)}
                testId="figures-freeze"
              />
              <Figure label="逾期未反馈" value={String(state.data.overall.overdueOpen)} testId="figures-overdue" />
            </div>
          </Card>
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
                <PartnerRow key={partner.partnerOrgId} partner={partner} />
              ))}
            </>
          )}
        </>
      )}
    </PageShell>
  );
}
