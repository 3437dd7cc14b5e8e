import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import styles from './chart.module.css';
import { CHART_HEIGHT } from './lazy-chart';

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

/** An ECharts option. */
export type ChartOption = Parameters<echarts.ECharts['setOption']>[0];

export interface ChartProps {
  option: ChartOption;
  height?: number;
  testId: string;
  /** A tap on a bar, slice or point: its index in the series' data (drill-down). */
  onItemClick?: (dataIndex: number) => void;
}

/** One ECharts canvas that follows its option and its container's width. */
export function Chart({ option, height = CHART_HEIGHT, testId, onItemClick }: ChartProps) {
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
