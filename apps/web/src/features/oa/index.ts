import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The oa home page, verify groups and the latest issue year. */
export const oaFeature: Feature = {
  name: 'oa',
  routes: [{ path: PATHS.oaHome, page: () => import('./pages/oa-home.page') }],
};

export { loadVerifyGroups } from './api/oa.api';
