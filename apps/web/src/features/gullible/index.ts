import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Gullible groups 易受骗人群: list, person (visits, risk), behaviour (the circles are protection-circle's). */
export const gullibleFeature: Feature = {
  name: 'gullible',
  routes: [
    { path: PATHS.gullibleIndex, page: () => import('./pages/gullible-index.page') },
    { path: PATHS.gullibleDetail, page: () => import('./pages/gullible-detail.page') },
    { path: PATHS.userBehavior, page: () => import('./pages/user-behavior.page') },
  ],
};
