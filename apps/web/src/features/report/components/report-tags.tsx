import { Tag } from 'antd-mobile';
import { REPORT_KINDS, REPORT_STANDINGS, type ReportKind, type ReportStanding } from '@afp/contract';
import { STANDING_COLORS, timelinessOf } from '../report.rules';

export const KindTag = ({ kind }: { kind: ReportKind }) => (
  <Tag color="primary" fill="outline">
    {REPORT_KINDS[kind]}
  </Tag>
);

export const StandingTag = ({ standing, testId }: { standing: ReportStanding; testId?: string }) => (
  <Tag color={STANDING_COLORS[standing]} data-testid={testId}>
    {REPORT_STANDINGS[standing]}
  </Tag>
);

/** 逾期上报 (orange) or 逾期未报 (red); nothing when on time. */
export function TimelinessTag({ entry, testId }: { entry: { isLate: boolean; isOverdue: boolean }; testId?: string }) {
  const text = timelinessOf(entry);
  if (!text) return null;
  return (
    <Tag color={entry.isLate ? 'warning' : 'danger'} data-testid={testId}>
      {text}
    </Tag>
  );
}
