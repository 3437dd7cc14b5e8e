import { useMemo } from 'react';
import type { ReportSummaryRow } from '@afp/contract';
import { LazyChart } from '../../../components/lazy-chart';
import { summaryChartOption } from './summary-chart.option';

/** Per superior organisation (district): on time, late and missing, stacked (the app's lazy chart: inside Suspense). */
export function SummaryChart({ rows }: { rows: ReportSummaryRow[] }) {
  const { option, height } = useMemo(() => summaryChartOption(rows), [rows]);
  return <LazyChart option={option} height={height} testId="report-summary-chart" />;
}
