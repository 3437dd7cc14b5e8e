import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ReportSummaryRow } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import { summaryByGroup } from '../report.rules';
import styles from './report.module.css';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = Parameters<echarts.ECharts['setOption']>[0];

/** Per superior organisation (district): on time, late and missing, stacked. */
export default function SummaryChart({ rows }: { rows: ReportSummaryRow[] }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!ref.current) return undefined;
    const groups = summaryByGroup(rows);
    const chart = echarts.init(ref.current);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    const bar = (name: string, data: number[], color: Parameters<typeof themeColor>[0]) => ({
      name,
      type: 'bar' as const,
      stack: 'all',
      data,
      itemStyle: { color: resolveColor(themeColor(color)) },
    });
    const option: Option = {
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
    chart.setOption(option, true);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [rows]);

  return <div ref={ref} data-testid="report-summary-chart" className={styles.chart} />;
}
