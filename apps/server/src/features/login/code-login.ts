import { AUTO_LOGIN_CODES, SUCCESS_CODE, type CodeLogin, type LoginType } from '@afp/contract';
import type { AccountService } from '../account/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { AutoLoginResult, LoginService } from './login.service.ts';

interface Deps {
  identity: Pick<IdentityService, 'exchange'>;
  login: Pick<LoginService, 'autoLogin'>;
  accounts: Pick<AccountService, 'guardProfile'>;
}

/** An auto-login's outcome by the codes its own call answers with (spec §4). */
export function autoLoginOutcome(loginType: LoginType, result: AutoLoginResult): CodeLogin['autoLogin'] {
  switch (result.kind) {
    case 'loggedIn':
      return { loginType, code: SUCCESS_CODE, login: result.login, accounts: [] };
    case 'chooseAccount':
      return { loginType, code: AUTO_LOGIN_CODES.multipleAccounts, login: null, accounts: result.accounts };
    case 'notBound':
      return { loginType, code: AUTO_LOGIN_CODES.notBound, login: null, accounts: [] };
  }
}

/** The login type the blank page would try (DESIGN §2): the stored one, else the only bound one, else guard. */
export const loginTypeToTry = (stored: LoginType | undefined, bound: readonly LoginType[]): LoginType =>
  stored ?? (bound.length === 1 && bound[0] ? bound[0] : 'guard');

/**
 * autoOpenId, autoLogin and guard-user/info in one round trip, each exactly as its own call does
 * it: the code is consumed once, the login writes its session and log entry, the profile is the
 * guard's own.
 */
export function createCodeLogin({ identity, login, accounts }: Deps) {
  return async (authCode: string, storedLoginType?: LoginType): Promise<CodeLogin> => {
    const workplaceIdentity = await identity.exchange(authCode);
    const loginType = loginTypeToTry(storedLoginType, workplaceIdentity.loginTypes);
    const result = await login.autoLogin(loginType, workplaceIdentity.openid);
    const guardUid =
      result.kind === 'loggedIn' && loginType === 'guard' && 'uid' in result.login ? result.login.uid : '';
    return {
      identity: workplaceIdentity,
      autoLogin: autoLoginOutcome(loginType, result),
      guardProfile: guardUid ? await accounts.guardProfile(guardUid) : null,
    };
  };
}
