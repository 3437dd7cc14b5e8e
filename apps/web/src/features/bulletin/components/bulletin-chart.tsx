import { useMemo } from 'react';
import type { BulletinLine } from '@afp/contract';
import { LazyChart, type ChartOption } from '../../../components/lazy-chart';
import { resolveColor, themeColor } from '../../../theme/theme';

const SHOWN_MAX = 8;

/** This week's and last week's cases per fraud type, side by side (the app's lazy chart: inside Suspense). */
export function BulletinChart({ lines }: { lines: BulletinLine[] }) {
  const option = useMemo<ChartOption>(() => {
    const shown = lines.slice(0, SHOWN_MAX);
    return {
      tooltip: { trigger: 'axis' },
      legend: { data: ['本周', '上周'], top: 0 },
      grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
      yAxis: { type: 'category', inverse: true, data: shown.map((l) => l.name) },
      xAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: '本周',
          type: 'bar',
          data: shown.map((l) => l.cases),
          itemStyle: { color: resolveColor(themeColor('red')) },
          label: { show: true, position: 'right' },
        },
        {
          name: '上周',
          type: 'bar',
          data: shown.map((l) => l.previousCases),
          itemStyle: { color: resolveColor(themeColor('grey')) },
        },
      ],
    };
  }, [lines]);
  const height = Math.max(160, Math.min(lines.length, SHOWN_MAX) * 44 + 48);
  return <LazyChart option={option} height={height} testId="bulletin-chart" />;
}
