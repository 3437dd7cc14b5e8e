import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { PartnerResponseFigures } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import styles from './figures.module.css';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Option = Parameters<echarts.ECharts['setOption']>[0];

/** Per partner: average minutes to receive and to feed back (bars), share on time (line, right axis). */
/** Minutes as hours with one decimal: the bars of a day's work read better in hours. */
const hoursOf = (minutes: number | null): number => Math.round(((minutes ?? 0) / 60) * 10) / 10;

export default function FiguresChart({ partners }: { partners: PartnerResponseFigures[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const height = Math.max(220, Math.min(partners.length, 12) * 36 + 80);

  useEffect(() => {
    if (!ref.current) return undefined;
    const shown = partners.slice(0, 12);
    const chart = echarts.init(ref.current);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    const option: Option = {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      // Axis names centred beside their axes: at an axis' end they are cut off at phone width.
      grid: { left: 8, right: 16, top: 72, bottom: 36, containLabel: true },
      yAxis: {
        type: 'category',
        inverse: true,
        // The city branch's suffix is the same on every bar: the institution names them.
        data: shown.map((partner) => partner.partnerOrgName.replace(/江澜(分行|分公司)$/, '')),
      },
      xAxis: [
        { type: 'value', name: '平均用时（小时）', nameLocation: 'middle', nameGap: 24 },
        {
          type: 'value',
          name: '按时率',
          nameLocation: 'middle',
          nameGap: 24,
          max: 100,
          position: 'top',
          axisLabel: { formatter: '{value}%' },
        },
      ],
      series: [
        {
          name: '接收用时',
          type: 'bar',
          data: shown.map((partner) => hoursOf(partner.avgReceiveMinutes)),
          itemStyle: { color: resolveColor(themeColor('primary')) },
        },
        {
          name: '反馈用时',
          type: 'bar',
          data: shown.map((partner) => hoursOf(partner.avgFeedbackMinutes)),
          itemStyle: { color: resolveColor(themeColor('orange')) },
        },
        {
          name: '按时率',
          type: 'line',
          xAxisIndex: 1,
          data: shown.map((partner) => (partner.onTimeRate === null ? null : Math.round(partner.onTimeRate * 100))),
          itemStyle: { color: resolveColor(themeColor('success')) },
        },
      ],
    };
    chart.setOption(option, true);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [partners]);

  return <div ref={ref} data-testid="figures-chart" className={styles.chart} style={{ height }} />;
}
