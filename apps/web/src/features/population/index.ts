import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Resident population 实有人口: counts by street and community, the resident list, tags. */
export const populationFeature: Feature = {
  name: 'population',
  routes: [{ path: PATHS.populationInfo, page: () => import('./pages/population-info.page') }],
};
