import { ERROR_CODES, type BoundAccount, type LoginResult, type LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Account, Principal } from '../../core/principal.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { AccountRepository } from '../account/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { SessionService } from '../session/index.ts';
import { afterFailure, FAILURE_MEMORY_MS, isLocked, LOGIN_MESSAGES } from './login.rules.ts';
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

const locked = () => new AppError(403, ERROR_CODES.accountLocked, LOGIN_MESSAGES.locked);

export function createLoginService(deps: Deps) {
  const { accounts, locks, sessions, identity, smsCodes, operationLog, clock } = deps;

  const logAccount = (account: Account, action: string, remark?: string) =>
    operationLog.record({
      actorType: account.loginType,
      actorId: account.id,
      orgId: account.orgId,
      action,
      entityType: 'account',
      entityId: account.id,
      remark: remark ?? null,
    });

  /**
   * The lock is kept per identifier, known or not, and the secret is checked either way (a decoy
   * hash for unknown accounts): an unknown identifier answers, takes as long and locks like a real one.
   */
  async function checkSecret(
    loginType: LoginType,
    loginName: string,
    account: Account | undefined,
    isRight: () => Promise<boolean>,
    wrongMessage: string,
  ): Promise<Account> {
    const now = clock.now();
    const lock = await locks.find(loginType, loginName);
    if (lock && isLocked(lock, now)) throw locked();
    const right = await isRight();
    if (!account || !right) {
      await locks.forgetBefore(new Date(now.getTime() - FAILURE_MEMORY_MS));
      // The count comes from the database, not from the row read above: parallel attempts each count.
      const failedBefore = (await locks.countFailure(loginType, loginName, now)) - 1;
      const next = afterFailure({ failedLogins: failedBefore, lockedUntil: null }, now);
      if (next.lockedUntil) {
        await locks.lock(loginType, loginName, next.lockedUntil);
        if (account) await logAccount(account, 'account.locked');
        throw locked();
      }
      throw badRequest(wrongMessage, ERROR_CODES.badCredentials);
    }
    if (account.disabled) throw badRequest(LOGIN_MESSAGES.disabled, ERROR_CODES.badCredentials);
    if (lock) await locks.clear(loginType, loginName);
    return account;
  }

  async function completeLogin(account: Account, openid: string | undefined, how: string): Promise<SignedIn> {
    const token = await sessions.open(account.loginType, account.id);
    await identity.bind(openid, account.loginType, account.id);
    await logAccount(account, 'session.login', how);
    return { account, token };
  }

  async function passwordLogin(loginType: 'oa' | 'cooperation', loginName: string, password: string, openid?: string) {
    const account = await accounts.findByLoginName(loginType, loginName);
    const checked = await checkSecret(
      loginType,
      loginName,
      account,
      () => verifyPassword(account?.passwordHash ?? null, password),
      LOGIN_MESSAGES.badCredentials,
    );
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
      const checked = await checkSecret(
        'guard',
        phone,
        account,
        () => smsCodes.consume(phone, code),
        LOGIN_MESSAGES.badSmsCode,
      );
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
      if (lock && isLocked(lock, clock.now())) throw locked();
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
