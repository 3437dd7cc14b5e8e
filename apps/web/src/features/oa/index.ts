import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The oa home page, verify groups and the latest issue year. */
export const oaFeature: Feature = {
  name: 'oa',
  routes: [{ path: PATHS.oaHome, page: () => import('./pages/oa-home.page') }],
};

/** The verify-group list (root layout, after each navigation of oa staff); its code loads for them alone. */
export const loadVerifyGroups = (): Promise<void> => import('./api/oa.api').then((api) => api.loadVerifyGroups());
