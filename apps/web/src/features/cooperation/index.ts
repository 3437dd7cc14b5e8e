import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** 警企协作: partners' tasks (index, detail, handle) and the centre's view and create page. */
export const cooperationFeature: Feature = {
  name: 'cooperation',
  routes: [
    { path: PATHS.cooperationHome, page: () => import('./pages/cooperation-index.page') },
    { path: PATHS.cooperationDetail, page: () => import('./pages/cooperation-detail.page') },
    { path: PATHS.cooperationHandle, page: () => import('./pages/cooperation-handle.page') },
    { path: PATHS.cooperationCreate, page: () => import('./pages/cooperation-create.page') },
  ],
};

export { CooperationOverdueBadge } from './components/overdue-badge';
