import type { LoginResult, LoginType } from '@afp/contract';
import { getCorpId, getWorkplaceApp, WorkplaceBridgeTimeoutError } from '../../lib/workplace-app';
import { getSession } from '../../lib/session/session.store';
import { queryClient } from '../../lib/query-client';
import { HOME_OF, PATHS } from '../../config/routes';
import { fetchGuardProfile } from '../guard';
import { autoLogin, fetchWorkplaceIdentity, logoutAndUnbind } from './api/auth.api';
import { readAuthCodeFromUrl } from './auth-code';

let exchange: Promise<void> | null = null;
let workplaceNotice = '';

/** Why the workplace app did not log the user in by itself, for the login page; empty when nothing went wrong. */
export const workplaceAuthNotice = (): string => workplaceNotice;

/**
 * Before a navigation: when no auth flag is stored, trade an auth code (URL or workplace app)
 * for the openid. hasAuth becomes true whether or not it worked (spec §4).
 */
export function ensureWorkplaceAuth(): Promise<void> {
  if (getSession().hasAuth) return Promise.resolve();
  exchange ??= (async () => {
    const app = getWorkplaceApp();
    try {
      const code = readAuthCodeFromUrl() ?? (app.isAvailable ? await app.requestAuthCode(getCorpId()) : null);
      if (code) getSession().setIdentity(await fetchWorkplaceIdentity(code));
    } catch (error) {
      // Tolerated: the user can still log in by hand; a client without a working bridge is named.
      if (error instanceof WorkplaceBridgeTimeoutError)
        workplaceNotice = `${app.name}未响应，无法自动登录，请在下方登录。`;
    } finally {
      getSession().setHasAuth(true);
      exchange = null;
    }
  })();
  return exchange;
}

/** Stores a successful login and returns the group's home page. */
export async function completeLogin(loginType: LoginType, result: LoginResult): Promise<string> {
  getSession().applyLogin(loginType, result);
  workplaceNotice = '';
  if (loginType === 'guard') await fetchGuardProfile().catch(() => undefined);
  return HOME_OF[loginType];
}

/** Auto-login by the stored openid; returns where to go next (home, account choice or login). */
export async function runAutoLogin(loginType: LoginType, accountId?: string): Promise<string> {
  const { openid } = getSession();
  if (!openid) return PATHS.login;
  try {
    const outcome = await autoLogin(loginType, openid, accountId);
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
  getSession().clearSession();
  getSession().clearOa();
  queryClient.clear();
  onSuccess?.();
}
