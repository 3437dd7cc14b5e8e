import { lazy } from 'react';

/**
 * The tab's ECharts canvas for other features (warning-overview), loaded on first use with the
 * statistics charts' own chunk: one ECharts setup in the app, not one per feature.
 */
export const LazyChart = lazy(() => import('./warning-charts').then((module) => ({ default: module.Chart })));
