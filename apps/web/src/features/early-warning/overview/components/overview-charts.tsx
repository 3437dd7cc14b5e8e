import { Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import type { WarningOverview } from '@afp/contract';
import { resolveColor, themeColor } from '../../../../theme/theme';
import { LazyChart, type ChartOption } from '../../../../components/lazy-chart';
import { chartTitle, hourlyCurve, ringOption } from '../../lib/chart-options';

const grid = { left: 8, right: 12, top: 40, bottom: 24, containLabel: true };
type Entries = WarningOverview['bySource'];

interface Props {
  overview: WarningOverview;
  onSource: (key: string) => void;
  onFraudType: (entry: Entries[number]) => void;
  onHour: (hour: number) => void;
}

/** Source, fraud type and the day's hourly curve, on the 反诈预警 tab's lazy ECharts canvas; a tap drills down. */
export function OverviewCharts({ overview, onSource, onFraudType, onHour }: Props) {
  const sources = overview.bySource.filter((entry) => entry.count > 0);
  const types = overview.byFraudType.slice(0, 10);
  const byFraudType: ChartOption = {
    title: chartTitle(overview.untyped > 0 ? `按诈骗类型（未研判 ${overview.untyped}）` : '按诈骗类型'),
    tooltip: { trigger: 'axis' },
    grid,
    xAxis: { type: 'value', splitNumber: 3, minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: types.map((entry) => entry.name) },
    series: [
      {
        type: 'bar',
        data: types.map((entry) => entry.count),
        itemStyle: { color: resolveColor(themeColor('primary')) },
      },
    ],
  };
  const byHour: ChartOption = {
    title: chartTitle(`${overview.day} 24小时分布`),
    tooltip: { trigger: 'axis' },
    grid: { ...grid, left: 30 },
    yAxis: { type: 'value', minInterval: 1 },
    ...hourlyCurve(overview.byHour),
  };
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
      <LazyChart option={byHour} testId="overview-chart-hour" onItemClick={onHour} />
      {sources.length > 0 ? (
        <LazyChart
          option={ringOption('按来源', sources)}
          testId="overview-chart-source"
          onItemClick={(index) => {
            const entry = sources[index];
            if (entry) onSource(entry.key);
          }}
        />
      ) : null}
      {types.length > 0 ? (
        <LazyChart
          option={byFraudType}
          height={Math.max(160, types.length * 28 + 60)}
          testId="overview-chart-fraud-type"
          onItemClick={(index) => {
            const entry = types[index];
            if (entry) onFraudType(entry);
          }}
        />
      ) : null}
    </Suspense>
  );
}
