import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** The guard tabs (spec §2): home, 反诈预警, 我的 (全民反诈 is the publicity feature's page). */
export const guardFeature: Feature = {
  name: 'guard',
  routes: [
    { path: PATHS.guardHome, page: () => import('./pages/guard-home.page') },
    { path: PATHS.guardData, page: () => import('./pages/guard-data.page') },
    { path: PATHS.guardMine, page: () => import('./pages/guard-mine.page') },
  ],
};

/** The frame of the four tabs (tab bar, live warning stream); its code comes with the first tab opened. */
export const loadGuardTabLayout = () => import('./components/guard-tab-layout').then((module) => module.GuardTabLayout);
export { fetchGuardProfile, prefetchGuardProfile, seedGuardProfile } from './api/guard-profile.api';
