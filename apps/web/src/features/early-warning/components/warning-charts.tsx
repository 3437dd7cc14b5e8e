import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { WarningStatistics } from '@afp/contract';
import { levelOf } from '../lib/format';
import { resolveColor, themeColor } from '../../../theme/theme';
import styles from './warning-charts.module.css';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type Option = Parameters<echarts.ECharts['setOption']>[0];
/** An ECharts option, for other features drawing with `Chart` (warning-overview). */
export type ChartOption = Option;

export interface ChartProps {
  option: Option;
  height?: number;
  testId: string;
  /** A tap on a bar, slice or point: its index in the series' data (drill-down). */
  onItemClick?: (dataIndex: number) => void;
}

/** One ECharts canvas that follows its option and its container's width. */
export function Chart({ option, height = 220, testId, onItemClick }: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);
  const clickRef = useRef(onItemClick);
  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chartRef.current = chart;
    chart.on('click', (params) => {
      if (typeof params.dataIndex === 'number') clickRef.current?.(params.dataIndex);
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(option, true);
  }, [option]);

  return <div ref={ref} data-testid={testId} className={styles.chart} style={{ height }} />;
}

const title = (text: string) => ({ text, left: 'center', textStyle: { fontSize: 14 } });
const grid = { left: 40, right: 12, top: 40, bottom: 30, containLabel: true };

/** The tab's charts: state and level, fraud type, child organisation, 24-hour distribution. */
export default function WarningCharts({ statistics }: { statistics: WarningStatistics }) {
  const byState: Option = {
    title: title('按状态'),
    tooltip: { trigger: 'item' },
    series: [
      {
        type: 'pie',
        radius: ['35%', '60%'],
        top: 20,
        data: statistics.byState.map((entry) => ({ name: entry.name, value: entry.count })),
        label: { formatter: '{b}\n{c}' },
      },
    ],
  };
  const byLevel: Option = {
    title: title('按等级'),
    tooltip: { trigger: 'axis' },
    grid,
    xAxis: { type: 'category', data: statistics.byLevel.map((entry) => entry.name) },
    yAxis: { type: 'value' },
    series: [
      {
        type: 'bar',
        data: statistics.byLevel.map((entry) => ({
          value: entry.count,
          itemStyle: { color: resolveColor(levelOf(Number(entry.key)).color) },
        })),
      },
    ],
  };
  const horizontalBar = (name: string, entries: WarningStatistics['byFraudType']): Option => ({
    title: title(name),
    tooltip: { trigger: 'axis' },
    grid: { ...grid, left: 8 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: entries.slice(0, 10).map((entry) => entry.name) },
    series: [
      {
        type: 'bar',
        data: entries.slice(0, 10).map((entry) => entry.count),
        itemStyle: { color: resolveColor(themeColor('primary')) },
      },
    ],
  });
  const byHour: Option = {
    title: title('24小时分布'),
    tooltip: { trigger: 'axis' },
    grid,
    xAxis: { type: 'category', data: statistics.byHour.map((_count, hour) => `${hour}时`) },
    yAxis: { type: 'value' },
    series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: statistics.byHour }],
  };

  const barHeight = (count: number) => Math.max(160, Math.min(count, 10) * 28 + 60);
  return (
    <div data-testid="warning-charts">
      <Chart option={byState} testId="chart-by-state" />
      <Chart option={byLevel} testId="chart-by-level" />
      <Chart
        option={horizontalBar('按诈骗类型', statistics.byFraudType)}
        height={barHeight(statistics.byFraudType.length)}
        testId="chart-by-fraud-type"
      />
      {statistics.byChildOrg.length > 0 ? (
        <Chart
          option={horizontalBar('按下级单位', statistics.byChildOrg)}
          height={barHeight(statistics.byChildOrg.length)}
          testId="chart-by-child-org"
        />
      ) : null}
      <Chart option={byHour} testId="chart-by-hour" />
    </div>
  );
}
