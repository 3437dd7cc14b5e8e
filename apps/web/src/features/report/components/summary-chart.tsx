import { useMemo } from 'react';
import type { ReportSummaryRow } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import { LazyChart, type ChartOption } from '../../early-warning';
import { summaryByGroup } from '../report.rules';

const bar = (name: string, data: number[], color: Parameters<typeof themeColor>[0]) => ({
  name,
  type: 'bar' as const,
  stack: 'all',
  data,
  itemStyle: { color: resolveColor(themeColor(color)) },
});

/** Per superior organisation (district): on time, late and missing, stacked (the app's lazy chart: inside Suspense). */
export function SummaryChart({ rows }: { rows: ReportSummaryRow[] }) {
  const option = useMemo<ChartOption>(() => {
    const groups = summaryByGroup(rows);
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: groups.map((group) => group.name) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        bar(
          '按时上报',
          groups.map((group) => group.onTime),
          'success',
        ),
        bar(
          '逾期上报',
          groups.map((group) => group.late),
          'orange',
        ),
        bar(
          '未上报',
          groups.map((group) => group.missing),
          'danger',
        ),
      ],
    };
  }, [rows]);
  return <LazyChart option={option} height={260} testId="report-summary-chart" />;
}
