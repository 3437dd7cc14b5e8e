import { ERROR_CODES, type BoundAccount, type LoginResult, type LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Account, Principal } from '../../core/principal.ts';
import { badRequest } from '../../http/errors.ts';
import type { AccountRepository } from '../account/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { SessionService } from '../session/index.ts';
import { accountEntry } from './account-log.ts';
import { isLocked, LOGIN_MESSAGES } from './login.rules.ts';
import {
  boundAccountOf,
  cooperationLoginResultOf,
  guardLoginResultOf,
  loginResultOf,
  oaLoginResultOf,
  type SignedIn,
} from './login.presenter.ts';
import { verifyPassword } from './password.ts';
import type { LoginLockRepository } from './login-lock.repository.ts';
import { accountLocked, createSecretCheck } from './secret-check.ts';
import type { SmsCodeService } from './sms-code.service.ts';

interface Deps {
  accounts: AccountRepository;
  locks: LoginLockRepository;
  sessions: SessionService;
  identity: IdentityService;
  smsCodes: SmsCodeService;
  operationLog: OperationLog;
  clock: Clock;
}

/** Auto-login by openid: logged in, several bound accounts to choose from, or none bound (spec §4). */
export type AutoLoginResult =
  { kind: 'loggedIn'; login: LoginResult } | { kind: 'chooseAccount'; accounts: BoundAccount[] } | { kind: 'notBound' };

export function createLoginService(deps: Deps) {
  const { accounts, locks, sessions, identity, smsCodes, operationLog, clock } = deps;

  const logAccount = (account: Account, action: string, remark?: string) =>
    operationLog.record(accountEntry(account, action, remark));

  const checkSecret = createSecretCheck({
    locks,
    clock,
    onLocked: (account) => logAccount(account, 'account.locked'),
  });
  const wrongWith = (message: string) => () => badRequest(message, ERROR_CODES.badCredentials);

  async function completeLogin(account: Account, openid: string | undefined, how: string): Promise<SignedIn> {
    const token = await sessions.open(account.loginType, account.id);
    await identity.bind(openid, account.loginType, account.id);
    await logAccount(account, 'session.login', how);
    return { account, token };
  }

  async function passwordLogin(loginType: 'oa' | 'cooperation', loginName: string, password: string, openid?: string) {
    const account = await accounts.findByLoginName(loginType, loginName);
    const checked = await checkSecret({
      loginType,
      loginName,
      account,
      isRight: () => verifyPassword(account?.passwordHash ?? null, password),
      wrong: wrongWith(LOGIN_MESSAGES.badCredentials),
    });
    return completeLogin(checked, openid, 'password');
  }

  return {
    oaLogin: async (accountName: string, password: string, openid?: string) =>
      oaLoginResultOf(await passwordLogin('oa', accountName, password, openid)),
    cooperationLogin: async (phone: string, password: string, openid?: string) =>
      cooperationLoginResultOf(await passwordLogin('cooperation', phone, password, openid)),

    /** Unknown phones are throttled and answered alike, so the route does not reveal who is a guard; only guards get an SMS. */
    sendSmsCode: async (phone: string) => {
      const account = await accounts.findByLoginName('guard', phone);
      await smsCodes.send(phone, { deliver: account !== undefined });
    },

    async smsLogin(phone: string, code: string, openid?: string) {
      const account = await accounts.findByLoginName('guard', phone);
      const checked = await checkSecret({
        loginType: 'guard',
        loginName: phone,
        account,
        isRight: () => smsCodes.consume(phone, code),
        wrong: wrongWith(LOGIN_MESSAGES.badSmsCode),
      });
      return guardLoginResultOf(await completeLogin(checked, openid, 'sms'));
    },

    /** One binding (or the chosen one) logs in; several ask to choose; none is not bound. */
    async autoLogin(loginType: LoginType, openid: string, accountId?: string): Promise<AutoLoginResult> {
      const boundIds = await identity.boundAccountIds(openid, loginType);
      const candidates = accountId ? boundIds.filter((id) => id === accountId) : boundIds;
      const found = await Promise.all(candidates.map((id) => accounts.findById(loginType, id)));
      const usable = found.filter((account): account is Account => !!account && !account.disabled);
      const [only] = usable;
      if (usable.length === 0 || !only) return { kind: 'notBound' };
      if (usable.length > 1) return { kind: 'chooseAccount', accounts: usable.map(boundAccountOf) };
      const lock = await locks.find(loginType, only.accountName);
      if (lock && isLocked(lock, clock.now())) throw accountLocked();
      return { kind: 'loggedIn', login: loginResultOf(await completeLogin(only, undefined, 'openid')) };
    },

    /** Ends the caller's session; with an openid also removes its binding (spec §4 unbinding). */
    async logout(loginType: LoginType, principal: Principal | null, openid?: string) {
      if (principal) {
        await sessions.revoke(principal.tokenHash, 'logout');
        await logAccount(principal, 'session.logout', openid ? 'unbind' : undefined);
      }
      if (openid) await identity.unbind(openid, loginType, principal?.id);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
