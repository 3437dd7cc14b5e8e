import { SUCCESS_CODE, type CodeLogin, type LoginResult, type LoginType } from '@afp/contract';
import { getSession } from '../../lib/session/session.store';
import { preloadPage } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { HOME_OF, PATHS } from '../../config/routes';
import { prefetchGuardProfile, seedGuardProfile } from '../guard';
import { autoLogin, logoutAndUnbind } from './api/auth.api';
import { clearWorkplaceAuthNotice } from './workplace-auth';

export { ensureWorkplaceAuth, workplaceAuthNotice } from './workplace-auth';

/**
 * Stores a successful login and returns the group's home page. A guard's profile (name, area,
 * street) is requested alongside, not awaited: the home page's code loads meanwhile and the page
 * shows a placeholder until the profile is there.
 */
export async function completeLogin(loginType: LoginType, result: LoginResult): Promise<string> {
  getSession().applyLogin(loginType, result);
  clearWorkplaceAuthNotice();
  if (loginType === 'guard') void prefetchGuardProfile();
  return HOME_OF[loginType];
}

/**
 * A code login's answer (workplace auth in one call): the openid as autoOpenId gives it and, when
 * the auto-login logged in, the login with a guard's profile, so the blank page goes straight home.
 * Any other outcome leaves the blank page to decide as before.
 */
export function applyCodeLogin({ identity, autoLogin, guardProfile }: CodeLogin): void {
  getSession().setIdentity(identity);
  if (autoLogin.code !== SUCCESS_CODE || !autoLogin.login) return;
  getSession().applyLogin(autoLogin.loginType, autoLogin.login);
  clearWorkplaceAuthNotice();
  if (guardProfile) seedGuardProfile(guardProfile);
  else if (autoLogin.loginType === 'guard') void prefetchGuardProfile();
  // Its home is where the blank page sends this login: its code loads meanwhile.
  preloadPage(HOME_OF[autoLogin.loginType]);
}

/** Auto-login by the stored openid; returns where to go next (home, account choice or login). */
export async function runAutoLogin(loginType: LoginType, accountId?: string): Promise<string> {
  const { openid } = getSession();
  if (!openid) return PATHS.login;
  try {
    const answer = autoLogin(loginType, openid, accountId);
    // Most auto-logins end on this group's home: its code loads while the login is answered (asked
    // first, so the request is not queued behind the page's files).
    preloadPage(HOME_OF[loginType]);
    const outcome = await answer;
    if (outcome.kind === 'loggedIn') return await completeLogin(loginType, outcome.result);
    if (outcome.kind === 'choose' && outcome.accounts.length > 0) {
      getSession().setLoginType(loginType);
      getSession().setPendingAccounts(outcome.accounts);
      return PATHS.accountChoose;
    }
  } catch {
    // A failed auto-login falls back to the login page.
  }
  return PATHS.login;
}

/** The blank page's decision (DESIGN §2). */
export async function decideStartPage(): Promise<string> {
  const { hasLogin, loginType, openid } = getSession();
  if (hasLogin && loginType) return HOME_OF[loginType];
  if (openid) return runAutoLogin(loginType || 'guard');
  return PATHS.login;
}

/**
 * Logout (spec §4): with openid, loginType and the unbinding flag the server call revokes the
 * session and unbinds first; then all session data goes, then the callback runs.
 */
export async function logout(onSuccess?: () => void): Promise<void> {
  const { openid, loginType, unbinding } = getSession();
  if (openid && loginType && unbinding) await logoutAndUnbind(loginType, openid).catch(() => undefined);
  // The oa values first: clearing them writes an empty user, which the session's end then removes.
  getSession().clearOa();
  getSession().clearSession();
  queryClient.clear();
  onSuccess?.();
}
