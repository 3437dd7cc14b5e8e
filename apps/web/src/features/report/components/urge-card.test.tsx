import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReportSummary, ReportSummaryRow } from '@afp/contract';
import { UrgeCard } from './urge-card';

const render = (element: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

const row = (orgId: string, standing: ReportSummaryRow['standing'], urgeCount = 0): ReportSummaryRow => ({
  orgId,
  orgName: `${orgId}街道`,
  parentName: '东湖区分局',
  standing,
  submissionId: null,
  submittedAt: null,
  isLate: false,
  isOverdue: standing === 'NONE',
  numbers: {},
  texts: {},
  urgeCount,
  lastUrgedAt: urgeCount > 0 ? '2026-11-29T02:00:00Z' : null,
});

const summaryOf = (rows: ReportSummaryRow[], urge: Pick<ReportSummary, 'urgeable' | 'urgeCooldownUntil'>) =>
  ({
    template: { id: 'rt-weekly' },
    period: { key: '2026-11-16' },
    rows,
    ...urge,
  }) as ReportSummary;

describe('UrgeCard (催报)', () => {
  it('lists the units not handed in — none, draft, refused — with their urges, and offers one tap', () => {
    render(
      <UrgeCard
        summary={summaryOf([row('a', 'NONE', 1), row('b', 'DRAFT'), row('c', 'REFUSED'), row('d', 'VERIFIED')], {
          urgeable: 3,
          urgeCooldownUntil: null,
        })}
      />,
    );
    expect(screen.getByText('未报单位（3）')).toBeInTheDocument();
    expect(screen.getByTestId('report-laggard-a')).toHaveTextContent('a街道（已催1次）');
    expect(screen.queryByTestId('report-laggard-d')).toBeNull();
    expect(screen.getByTestId('report-urge-button')).toBeEnabled();
    expect(screen.queryByTestId('report-urge-cooldown')).toBeNull();
  });

  it('waits out the cooldown when every unit was urged lately, saying until when (China time)', () => {
    render(
      <UrgeCard
        summary={summaryOf([row('a', 'NONE', 2)], { urgeable: 0, urgeCooldownUntil: '2026-11-29T03:00:00Z' })}
      />,
    );
    expect(screen.getByTestId('report-urge-button')).toBeDisabled();
    expect(screen.getByTestId('report-urge-cooldown')).toHaveTextContent('2026-11-29 11:00后可再次催报');
  });

  it('draws nothing when every unit has reported', () => {
    const { container } = render(
      <UrgeCard summary={summaryOf([row('d', 'SUBMITTED')], { urgeable: 0, urgeCooldownUntil: null })} />,
    );
    expect(container.textContent).toBe('');
  });
});
