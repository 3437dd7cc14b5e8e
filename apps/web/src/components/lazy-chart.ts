import { lazy } from 'react';

/**
 * The app's ECharts canvas, loaded on first use (one ECharts setup in the app, in its own chunk,
 * shared by the warning statistics, the warning overview, reports and rule statistics).
 */
export const LazyChart = lazy(() => import('./chart').then((module) => ({ default: module.Chart })));
export type { ChartOption, ChartProps } from './chart';
