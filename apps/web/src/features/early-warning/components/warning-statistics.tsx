import { lazy, Suspense, useState } from 'react';
import { Button, Card, Grid, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { WarningStatistics } from '@afp/contract';
import { perUser } from '../../../app/prerender';
import { StateBlock } from '../../../components/state-block';
import { TabStrip } from '../../../components/tab-strip';
import { warningStatisticsQuery } from '../api/early-warning.queries';
import { useStatisticsExpanded } from '../hooks/use-statistics-expanded';
import { rangeOf, RANGE_PRESETS, type RangePreset } from '../lib/list-filters';
import figure from './figure.module.css';
import styles from './warning-statistics.module.css';

const WarningCharts = lazy(() => import('./warning-charts'));

/** Yuan, shortened to 万 from ten thousand so a card stays one line. */
const money = (amount: string) => {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return value >= 10_000 ? `${(value / 10_000).toFixed(value >= 1_000_000 ? 0 : 1)}万` : value.toFixed(2);
};

/** A rate with nothing counted (0/0) reads as a dash, never as 0 %. */
const percent = (rate: number | null) => (rate === null ? '—' : `${(rate <= 1 ? rate * 100 : rate).toFixed(1)}%`);

interface StatCardProps {
  name: string;
  label: string;
  value: string | number;
  /** The value's colour; plain text when absent. */
  tone?: 'attention' | 'danger' | 'success' | 'primary';
}

function StatCard({ name, label, value, tone }: StatCardProps) {
  return (
    <div data-testid={`stat-${name}`} className={styles.tile}>
      <div className={tone ? `${figure.value} ${figure[tone]}` : figure.value}>{value}</div>
      <div className={figure.label}>{label}</div>
    </div>
  );
}

/** The cards in display order; red and orange mark what needs attention. */
function statCards(statistics: WarningStatistics): StatCardProps[] {
  const pendingSign = statistics.byState.find((entry) => entry.key === 'PENDING_SIGN')?.count ?? 0;
  return [
    { name: 'total', label: '预警总数', value: statistics.total },
    { name: 'pending-sign', label: '待签收', value: pendingSign, tone: 'attention' },
    { name: 'overdue-open', label: '超时未办', value: statistics.overdueOpen, tone: 'danger' },
    { name: 'on-time-sign-rate', label: '按时签收率', value: percent(statistics.onTimeSignRate) },
    { name: 'effective-visit-rate', label: '有效回访率', value: percent(statistics.effectiveVisitRate) },
    { name: 'second-feedback-rate', label: '二次反馈率', value: percent(statistics.secondFeedbackRate) },
    { name: 'amount-lost', label: '被骗金额（元）', value: money(statistics.amountLost), tone: 'danger' },
    { name: 'amount-dissuaded', label: '劝阻金额（元）', value: money(statistics.amountDissuaded), tone: 'success' },
    { name: 'amount-stopped', label: '止付金额（元）', value: money(statistics.amountStopped), tone: 'primary' },
  ];
}

/**
 * Statistics of the caller's organisation subtree, collapsed under one line until opened (the work
 * list comes first); the cards and the charts — and the ECharts chunk — load only when open.
 */
export function WarningStatisticsPanel() {
  const [isExpanded, setExpanded] = useStatisticsExpanded();
  return (
    <Card
      title="预警统计"
      extra={
        <button
          type="button"
          className={styles.toggle}
          // Kept per account on the phone: a prerendered copy does not say it.
          {...perUser}
          aria-expanded={isExpanded}
          data-testid="statistics-toggle"
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? '收起统计图表' : '展开统计图表'}
        </button>
      }
      className={styles.panel}
      data-testid="warning-statistics"
    >
      {isExpanded ? <StatisticsBody /> : null}
    </Card>
  );
}

function StatisticsBody() {
  const [range, setRange] = useState<RangePreset>('month');
  // The range is fixed per preset choice so the query key stays stable between renders.
  const [bounds, setBounds] = useState(() => rangeOf('month'));
  const { data: statistics, isPending, isError, error, refetch } = useQuery(warningStatisticsQuery(bounds));

  return (
    <>
      <TabStrip
        label="统计区间"
        variant="capsule"
        activeKey={range}
        onChange={(key) => {
          setRange(key);
          setBounds(rangeOf(key));
        }}
        tabs={(Object.entries(RANGE_PRESETS) as [RangePreset, string][]).map(([key, name]) => ({ key, title: name }))}
      />
      {isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : isError ? (
        <StateBlock illustration="disconnected" title="统计加载失败" description={error.message}>
          <Button size="small" color="primary" fill="outline" onClick={() => void refetch()}>
            重试
          </Button>
        </StateBlock>
      ) : (
        <>
          <Grid columns={3} gap={8}>
            {statCards(statistics).map((card) => (
              <Grid.Item key={card.name}>
                <StatCard {...card} />
              </Grid.Item>
            ))}
          </Grid>
          <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
            <WarningCharts statistics={statistics} />
          </Suspense>
        </>
      )}
    </>
  );
}
