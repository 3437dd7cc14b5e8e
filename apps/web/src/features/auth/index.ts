import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { getSession } from '../../lib/session/session.store';
import { readAuthCodeFromUrl } from './auth-code';

/** Blank page decision, login, account choice (spec §4); 修改密码 of oa staff and partners. */
export const authFeature: Feature = {
  name: 'auth',
  routes: [
    { path: PATHS.root, page: () => import('./pages/blank.page') },
    { path: PATHS.blank, page: () => import('./pages/blank.page') },
    { path: PATHS.login, page: () => import('./pages/login.page') },
    { path: PATHS.accountChoose, page: () => import('./pages/account-choose.page') },
    { path: PATHS.passwordChange, page: () => import('./pages/password-change.page') },
  ],
};

/**
 * Before each navigation: the workplace auth exchange. Its code is fetched only while the exchange
 * is still to be made, never on a navigation after it.
 */
export async function ensureWorkplaceAuth(): Promise<void> {
  if (getSession().hasAuth) return;
  // A visit that brings a code needs the exchange's API code too: both load at once, not one after the other.
  if (readAuthCodeFromUrl()) {
    void import('./api/auth.api').catch(() => undefined);
    void import('./auth.service').catch(() => undefined);
  }
  const workplaceAuth = await import('./workplace-auth');
  await workplaceAuth.ensureWorkplaceAuth();
}

export { confirmLogout } from './confirm-logout';
export { HeaderLogoutButton } from './components/logout-button';
export { PasswordChangeEntry } from './components/password-change-entry';

export { loginInfoQuery } from './login-info';
export { refreshLoginInfo, useFreshSessionRoles } from './hooks/use-fresh-session-roles';
