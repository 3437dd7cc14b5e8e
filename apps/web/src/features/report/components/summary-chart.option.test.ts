import { describe, expect, it } from 'vitest';
import type { ReportSummaryRow } from '@afp/contract';
import { summaryChartOption } from './summary-chart.option';

const DISTRICTS = ['东湖分局', '西山分局', '南湖分局', '北城分局', '江澜新区分局'];
const rows: ReportSummaryRow[] = DISTRICTS.map((parentName, index) => ({
  orgId: `s${index}`,
  orgName: '街道',
  parentName,
  standing: 'SUBMITTED',
  submissionId: null,
  submittedAt: null,
  isLate: false,
  isOverdue: false,
  numbers: {},
  texts: {},
  urgeCount: 0,
  lastUrgedAt: null,
}));

describe('the summary chart at 390 px', () => {
  it('names every district on an axis of its own lines, in the rows’ order, and grows with them', () => {
    const { option, height } = summaryChartOption(rows);
    const category = option.yAxis as { type: string; data: string[]; axisLabel: { interval: number } };
    expect(category).toMatchObject({ type: 'category', data: DISTRICTS, inverse: true });
    // interval 0: ECharts hides labels it thinks would overlap unless told to show each.
    expect(category.axisLabel.interval).toBe(0);
    expect(height).toBeGreaterThanOrEqual(DISTRICTS.length * 30);
  });
});
