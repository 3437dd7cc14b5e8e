import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { RuleBoardRow } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import styles from './rule.module.css';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = Parameters<echarts.ECharts['setOption']>[0];
const LIGHT_COLORS = { GREEN: 'green', YELLOW: 'gold', RED: 'red', NONE: 'grey' } as const;

/** Scores of the listed units, best first, each bar in its unit's light. */
export default function ScoreChart({ rows, max }: { rows: RuleBoardRow[]; max: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const height = Math.max(200, Math.min(rows.length, 20) * 28 + 40);
  useEffect(() => {
    if (!ref.current) return undefined;
    const shown = rows.slice(0, 20);
    const chart = echarts.init(ref.current);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    const option: Option = {
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      yAxis: { type: 'category', inverse: true, data: shown.map((r) => r.orgName) },
      xAxis: { type: 'value', max },
      series: [
        {
          name: '得分',
          type: 'bar',
          data: shown.map((r) => ({
            value: r.score,
            itemStyle: { color: resolveColor(themeColor(LIGHT_COLORS[r.light])) },
          })),
          label: { show: true, position: 'right' },
        },
      ],
    };
    chart.setOption(option, true);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [rows, max]);
  return <div ref={ref} data-testid="rule-chart" className={styles.chart} style={{ height }} />;
}
