import type { WarningStatistics } from '@afp/contract';
import { Chart, type ChartOption as Option } from '../../../components/chart';
import { levelOf } from '../lib/format';
import { resolveColor, themeColor } from '../../../theme/theme';

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
