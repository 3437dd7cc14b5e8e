import { useMemo } from 'react';
import type { RuleBoardRow } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import { LazyChart, type ChartOption } from '../../../components/lazy-chart';

const LIGHT_COLORS = { GREEN: 'green', YELLOW: 'gold', RED: 'red', NONE: 'grey' } as const;
const SHOWN_MAX = 20;

/** Scores of the listed units, best first, each bar in its unit's light (the app's lazy chart: inside Suspense). */
export function ScoreChart({ rows, max }: { rows: RuleBoardRow[]; max: number }) {
  const option = useMemo<ChartOption>(() => {
    const shown = rows.slice(0, SHOWN_MAX);
    return {
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
  }, [rows, max]);
  const height = Math.max(200, Math.min(rows.length, SHOWN_MAX) * 28 + 40);
  return <LazyChart option={option} height={height} testId="rule-chart" />;
}
