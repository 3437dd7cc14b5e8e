import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  AUTO_LOGIN_CODES,
  SUCCESS_CODE,
  type BodyOf,
  type BoundAccount,
  type CodeLogin,
  type LoginResult,
  type LoginType,
} from '@afp/contract';
import { call, callForEnvelope } from '../../../lib/api-client';
import { takeEarlyCodeLogin } from '../early-code-login';

/** The login body of each login type, as its endpoint takes it. */
export type LoginBodies = { [T in LoginType]: BodyOf<(typeof ACCOUNT_ENDPOINTS)[T]['login']> };

export type AutoLoginOutcome =
  { kind: 'loggedIn'; result: LoginResult } | { kind: 'choose'; accounts: BoundAccount[] } | { kind: 'notBound' };

// Credentials calls run without a session: a 401 there means wrong credentials, not expiry.
const credentialCall = { skipAuthHandling: true } as const;

export const sendSmsCode = (phone: string): Promise<null> =>
  call(AUTH_ENDPOINTS.guardSmsCode, { ...credentialCall, body: { phone } });

export const login = <T extends LoginType>(loginType: T, body: LoginBodies[T]): Promise<LoginResult> =>
  call(ACCOUNT_ENDPOINTS[loginType].login, { ...credentialCall, body });

/** Auto-login by openid (spec §4): only code 200 with success is a login. */
export async function autoLogin(loginType: LoginType, openId: string, accountId?: string): Promise<AutoLoginOutcome> {
  const { code, success, data } = await callForEnvelope(ACCOUNT_ENDPOINTS[loginType].autoLogin, {
    ...credentialCall,
    query: { openId, accountId },
  });
  if (code === AUTO_LOGIN_CODES.multipleAccounts)
    return { kind: 'choose', accounts: data && 'accounts' in data ? data.accounts : [] };
  if (code === SUCCESS_CODE && success && data && !('accounts' in data)) return { kind: 'loggedIn', result: data };
  return { kind: 'notBound' };
}

/**
 * Trades a workplace-app auth code for this app's openid (spec §7 autoOpenId), the auto-login
 * (autoLogin) and a guard's profile (guard-user/info) in one call.
 */
export const codeLogin = (authCode: string, loginType: LoginType | ''): Promise<CodeLogin> =>
  call(AUTH_ENDPOINTS.codeLogin, {
    ...credentialCall,
    query: { authCode, loginType: loginType || undefined },
    sent: loginType ? undefined : takeEarlyCodeLogin(authCode),
  });

/** Revokes the session and unbinds the openid for that login type. */
export const logoutAndUnbind = (loginType: LoginType, openid: string): Promise<null> =>
  call(ACCOUNT_ENDPOINTS[loginType].logout, { ...credentialCall, query: { openid } });

/** Who the current session belongs to (including orgLevel, which oa sessions do not store). */
export const fetchLoginInfo = () => call(AUTH_ENDPOINTS.loginInfo);
