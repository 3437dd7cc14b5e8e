import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PopulationCounts, PopulationOrgCounts } from '@afp/contract';
import { populationKeys } from '../api/population.queries';
import { PopulationCountsPanel } from './population-counts';

const org = (orgId: string, name: string, residents: number, appInstalled = 0): PopulationOrgCounts => ({
  orgId,
  name,
  residents,
  appInstalled,
  tags: { ELDERLY_ALONE: 1, STUDENT: 2, MIGRANT_WORKER: 3, GULLIBLE: 4 },
});

function renderCounts(counts: PopulationCounts) {
  const client = new QueryClient();
  client.setQueryData(populationKeys.counts(), counts);
  render(
    <QueryClientProvider client={client}>
      <PopulationCountsPanel />
    </QueryClientProvider>,
  );
}

const bars = () => [...document.querySelectorAll('[data-testid^="population-bar-"]')].map((bar) => bar.textContent);

describe('PopulationCountsPanel', () => {
  it('shows one street as its communities, with the totals and each tag', () => {
    const communities = [org('c1', '湖滨花园社区', 40, 10), org('c2', '湖滨新村社区', 20, 5)];
    renderCounts({
      total: org('s1', '湖滨街道', 60, 15),
      streets: [{ ...org('s1', '湖滨街道', 60, 15), communities }],
    });
    expect(bars()).toEqual(['湖滨花园社区40', '湖滨新村社区20']);
    expect(screen.getByTestId('population-total')).toHaveTextContent('60');
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByTestId('population-tag-count-GULLIBLE')).toHaveTextContent('4');
  });

  it('shows a wider area street by street', () => {
    renderCounts({
      total: org('d1', '东湖区分局', 30),
      streets: [
        { ...org('s1', '湖滨街道', 10), communities: [] },
        { ...org('s2', '望湖街道', 20), communities: [] },
      ],
    });
    expect(bars()).toEqual(['湖滨街道10', '望湖街道20']);
  });
});
