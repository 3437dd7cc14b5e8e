import type { ChartOption } from '../../../components/lazy-chart';

/** A chart's title, centred above it. */
export const chartTitle = (text: string) => ({ text, left: 'center', textStyle: { fontSize: 14 } });

/** A ring of named counts (state, source …), each slice labelled with its name and count. */
export const ringOption = (title: string, entries: readonly { name: string; count: number }[]): ChartOption => ({
  title: chartTitle(title),
  tooltip: { trigger: 'item' },
  series: [
    {
      type: 'pie',
      radius: ['35%', '60%'],
      top: 20,
      data: entries.map((entry) => ({ name: entry.name, value: entry.count })),
      label: { formatter: '{b}\n{c}' },
    },
  ],
});

/** The hour axis (0时 … 23时) and smooth curve of a day's hourly counts. */
export const hourlyCurve = (byHour: readonly number[]) => ({
  xAxis: { type: 'category', data: byHour.map((_count, hour) => `${hour}时`) },
  series: [{ type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: [...byHour] }],
});
