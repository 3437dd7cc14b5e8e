import {
  ACCOUNT_ENDPOINTS,
  AUTO_LOGIN_CODES,
  ENDPOINTS,
  SUCCESS_CODE,
  type BoundAccount,
  type CooperationLoginBody,
  type GuardLoginBody,
  type LoginInfo,
  type LoginResult,
  type LoginType,
  type OaLoginBody,
  type WorkplaceIdentity,
} from '@afp/contract';
import { request, requestEnvelope } from '../../../lib/api-client';

export interface LoginBodies {
  oa: OaLoginBody;
  guard: GuardLoginBody;
  cooperation: CooperationLoginBody;
}

export type AutoLoginOutcome =
  { kind: 'loggedIn'; result: LoginResult } | { kind: 'choose'; accounts: BoundAccount[] } | { kind: 'notBound' };

// Credentials calls run without a session: a 401 there means wrong credentials, not expiry.
const credentialCall = { skipAuthHandling: true } as const;

export const sendSmsCode = (phone: string): Promise<unknown> =>
  request(ENDPOINTS.guardSmsCode, { ...credentialCall, body: { phone } });

export const login = <T extends LoginType>(loginType: T, body: LoginBodies[T]): Promise<LoginResult> =>
  request<LoginResult>(ACCOUNT_ENDPOINTS[loginType].login, { ...credentialCall, body });

/** Auto-login by openid (spec §4): only code 200 with success is a login. */
export async function autoLogin(loginType: LoginType, openId: string, accountId?: string): Promise<AutoLoginOutcome> {
  const envelope = await requestEnvelope<unknown>(ACCOUNT_ENDPOINTS[loginType].autoLogin, {
    ...credentialCall,
    query: { openId, accountId },
  });
  if (envelope.code === SUCCESS_CODE && envelope.success)
    return { kind: 'loggedIn', result: envelope.data as LoginResult };
  if (envelope.code === AUTO_LOGIN_CODES.multipleAccounts) {
    const accounts = (envelope.data as { accounts?: BoundAccount[] } | null)?.accounts ?? [];
    return { kind: 'choose', accounts };
  }
  return { kind: 'notBound' };
}

/** Trades a workplace-app auth code for this app's openid (spec §7). */
export const fetchWorkplaceIdentity = (authCode: string): Promise<WorkplaceIdentity> =>
  request<WorkplaceIdentity>(ENDPOINTS.autoOpenId, { ...credentialCall, query: { authCode } });

/** Revokes the session and unbinds the openid for that login type. */
export const logoutAndUnbind = (loginType: LoginType, openid: string): Promise<unknown> =>
  request(ACCOUNT_ENDPOINTS[loginType].logout, { ...credentialCall, query: { openid } });

/** Who the current session belongs to (including orgLevel, which oa sessions do not store). */
export const loginInfoQuery = (hasLogin: boolean) => ({
  queryKey: ['auth', 'login-info'],
  queryFn: () => request<LoginInfo>(ENDPOINTS.loginInfo),
  // Logout clears the session while a page is still mounted: do not refetch without one.
  enabled: hasLogin,
});
