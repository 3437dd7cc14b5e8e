import { lazy, useEffect, useState } from 'react';
import type { ChartProps } from './chart';

/** A chart's height unless its page says otherwise (px). */
export const CHART_HEIGHT = 220;

const Chart = lazy(() => import('./chart').then((module) => ({ default: module.Chart })));

/** False until the browser has painted the frame this component first appeared in. */
export function useAfterPaint(): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return hasPainted;
}

/**
 * The app's ECharts canvas, loaded on first use (one ECharts setup in the app, in its own chunk,
 * shared by the warning statistics, the warning overview, reports and rule statistics) — and only
 * once the page's figures beside it have painted: ECharts is ≈ 176 KB gzipped, and fetching and
 * evaluating it in the same moment held back the figures, the page's largest paint, on a slow phone.
 * Until then the chart's place is kept empty; inside Suspense, whose fallback shows while the code comes.
 */
export function LazyChart(props: ChartProps) {
  const hasPainted = useAfterPaint();
  if (!hasPainted) return <div style={{ height: props.height ?? CHART_HEIGHT }} />;
  return <Chart {...props} />;
}

export type { ChartOption, ChartProps } from './chart';
