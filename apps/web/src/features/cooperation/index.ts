import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** 警企协作: the cooperation index. */
export const cooperationFeature: Feature = {
  name: 'cooperation',
  routes: [{ path: PATHS.cooperationHome, page: () => import('./pages/cooperation-index.page') }],
};
