import { getCorpId, getWorkplaceApp, WorkplaceBridgeTimeoutError } from '../../lib/workplace-app';
import { HOME_OF } from '../../config/routes';
import { preloadPage } from '../../lib/navigation';
import { getSession } from '../../lib/session/session.store';
import { readAuthCodeFromUrl } from './auth-code';

let exchange: Promise<void> | null = null;
let workplaceNotice = '';

/** Why the workplace app did not log the user in by itself, for the login page; empty when nothing went wrong. */
export const workplaceAuthNotice = (): string => workplaceNotice;

export const clearWorkplaceAuthNotice = (): void => {
  workplaceNotice = '';
};

/**
 * Trades the code for the openid and, in the same round trip, the auto-login (and a guard's
 * profile); the code of the call and of applying its answer loads only for a visit that brings a code.
 */
async function exchangeCode(code: string): Promise<void> {
  const service = import('./auth.service');
  const { codeLogin } = await import('./api/auth.api');
  const { loginType } = getSession();
  const answer = codeLogin(code, loginType);
  // Most visits bringing a code log in and go home: that home's code loads while the call is
  // answered (asked after it, so the call is not queued behind the page's files).
  preloadPage(HOME_OF[loginType || 'guard']);
  (await service).applyCodeLogin(await answer);
}

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
      if (code) await exchangeCode(code);
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
