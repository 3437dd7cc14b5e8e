import type { WarningStatistics } from '@afp/contract';
import { Chart, type ChartOption as Option } from '../../../components/chart';
import { chartTitle, hourlyCurve, ringOption } from '../lib/chart-options';
import { levelOf } from '../lib/format';
import { resolveColor, themeColor } from '../../../theme/theme';

const grid = { left: 40, right: 12, top: 40, bottom: 30, containLabel: true };

/** The tab's charts: state and level, fraud type, child organisation, 24-hour distribution. */
export default function WarningCharts({ statistics }: { statistics: WarningStatistics }) {
  const byLevel: Option = {
    title: chartTitle('按等级'),
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
    title: chartTitle(name),
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
    title: chartTitle('24小时分布'),
    tooltip: { trigger: 'axis' },
    grid,
    yAxis: { type: 'value' },
    ...hourlyCurve(statistics.byHour),
  };

  const barHeight = (count: number) => Math.max(160, Math.min(count, 10) * 28 + 60);
  return (
    <div data-testid="warning-charts">
      <Chart option={ringOption('按状态', statistics.byState)} testId="chart-by-state" />
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
