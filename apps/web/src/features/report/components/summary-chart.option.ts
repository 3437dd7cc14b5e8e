import type { ReportSummaryRow } from '@afp/contract';
import { resolveColor, themeColor } from '../../../theme/theme';
import type { ChartOption } from '../../../components/lazy-chart';
import { summaryByGroup } from '../report.rules';

/** Height per district bar, and what the legend and the value axis take. */
const BAR_ROW_PX = 36;
const CHART_FRAME_PX = 72;

const bar = (name: string, data: number[], color: Parameters<typeof themeColor>[0]) => ({
  name,
  type: 'bar' as const,
  stack: 'all',
  data,
  itemStyle: { color: resolveColor(themeColor(color)) },
});

/**
 * On time, late and missing per district as horizontal stacked bars: at 390 px a vertical
 * category axis hid every other name (西山区分局, 北城区分局); down the side each name has a line of its own.
 */
export function summaryChartOption(rows: readonly ReportSummaryRow[]): { option: ChartOption; height: number } {
  const groups = summaryByGroup(rows);
  return {
    height: CHART_FRAME_PX + BAR_ROW_PX * Math.max(groups.length, 3),
    option: {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      // The first district on top, as in the rows below the chart; every name shown.
      yAxis: { type: 'category', inverse: true, data: groups.map((group) => group.name), axisLabel: { interval: 0 } },
      xAxis: { type: 'value', minInterval: 1 },
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
    },
  };
}
