import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Blank page decision, login, account choice (spec §4). */
export const authFeature: Feature = {
  name: 'auth',
  routes: [
    { path: PATHS.root, page: () => import('./pages/blank.page') },
    { path: PATHS.blank, page: () => import('./pages/blank.page') },
    { path: PATHS.login, page: () => import('./pages/login.page') },
    { path: PATHS.accountChoose, page: () => import('./pages/account-choose.page') },
  ],
};

export { ensureWorkplaceAuth } from './auth.service';
export { confirmLogout } from './confirm-logout';
export { loginInfoQuery } from './api/auth.api';
