import {
  keysOf,
  ORDER_TASK_STATES,
  type OrderTaskCounts,
  type PartnerResponseFigures,
  type ResponseFigures,
} from '@afp/contract';
import type { FigureSums } from './partner-task.repository.ts';

/** Tasks counted by state (every state present, zero when none). */
export function countsOf(states: readonly string[]): OrderTaskCounts {
  const counts = Object.fromEntries(keysOf(ORDER_TASK_STATES).map((state) => [state, 0])) as OrderTaskCounts;
  for (const state of states) if (state in counts) counts[state as keyof OrderTaskCounts] += 1;
  return counts;
}

const average = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

function figuresOf(sums: Omit<FigureSums, 'partnerOrgId' | 'partnerOrgName'>) {
  return {
    total: sums.total,
    counts: { ...countsOf([]), ...sums.counts },
    avgReceiveMinutes: average(sums.receiveMinutesSum, sums.receivedCount),
    avgFeedbackMinutes: average(sums.feedbackMinutesSum, sums.fedBackCount),
    avgFreezeMinutes: average(sums.freezeMinutesSum, sums.frozenCount),
    onTimeRate: share(sums.onTime, sums.due),
    overdueOpen: sums.overdueOpen,
  };
}

/** Per partner and overall: averages and the on-time share are made from the summed figures. */
export function presentFigures(range: { from: string; to: string }, rows: readonly FigureSums[]): ResponseFigures {
  const partners: PartnerResponseFigures[] = rows.map((row) => ({
    partnerOrgId: row.partnerOrgId,
    partnerOrgName: row.partnerOrgName,
    ...figuresOf(row),
  }));
  const empty = countsOf([]);
  const total = rows.reduce(
    (sum, row) => ({
      total: sum.total + row.total,
      counts: Object.fromEntries(
        Object.entries(sum.counts).map(([state, n]) => [state, n + (row.counts[state] ?? 0)]),
      ) as OrderTaskCounts,
      receiveMinutesSum: sum.receiveMinutesSum + row.receiveMinutesSum,
      receivedCount: sum.receivedCount + row.receivedCount,
      feedbackMinutesSum: sum.feedbackMinutesSum + row.feedbackMinutesSum,
      fedBackCount: sum.fedBackCount + row.fedBackCount,
      freezeMinutesSum: sum.freezeMinutesSum + row.freezeMinutesSum,
      frozenCount: sum.frozenCount + row.frozenCount,
      onTime: sum.onTime + row.onTime,
      due: sum.due + row.due,
      overdueOpen: sum.overdueOpen + row.overdueOpen,
    }),
    {
      total: 0,
      counts: empty,
      receiveMinutesSum: 0,
      receivedCount: 0,
      feedbackMinutesSum: 0,
      fedBackCount: 0,
      freezeMinutesSum: 0,
      frozenCount: 0,
      onTime: 0,
      due: 0,
      overdueOpen: 0,
    },
  );
  return { ...range, partners, overall: figuresOf(total) };
}
