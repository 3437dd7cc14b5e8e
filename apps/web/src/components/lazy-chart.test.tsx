import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyChart } from './lazy-chart';

const loaded = vi.hoisted(() => ({ chart: false }));

// ECharts does not draw in jsdom; what matters is when its module is asked for.
vi.mock('./chart', () => {
  loaded.chart = true;
  return { Chart: ({ testId }: { testId: string }) => <div data-testid={testId}>chart</div> };
});

describe('LazyChart', () => {
  it('asks for the chart code only after the figures beside it have painted', async () => {
    render(
      <Suspense fallback={<span>loading</span>}>
        <p>应报 12</p>
        <LazyChart option={{}} height={180} testId="summary-chart" />
      </Suspense>,
    );
    // The first frame: the figures, the chart's place kept at its height, no chart code fetched.
    expect(screen.getByText('应报 12')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-chart')).toBeNull();
    expect(loaded.chart).toBe(false);
    expect(await screen.findByTestId('summary-chart')).toHaveTextContent('chart');
    expect(loaded.chart).toBe(true);
  });
});
