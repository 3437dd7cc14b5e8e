import { ERROR_CODES, type LoginType } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Account } from '../../core/principal.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { afterFailure, FAILURE_MEMORY_MS, isLocked, LOGIN_MESSAGES } from './login.rules.ts';
import type { LoginLockRepository } from './login-lock.repository.ts';

export const accountLocked = () => new AppError(403, ERROR_CODES.accountLocked, LOGIN_MESSAGES.locked);

export interface SecretAttempt {
  loginType: LoginType;
  /** The login identifier the lock is kept by: oa account name, guard or partner phone. */
  loginName: string;
  account: Account | undefined;
  isRight: () => Promise<boolean>;
  /** The refusal of a wrong secret (before the lock). */
  wrong: () => AppError;
}

/**
 * Checks a secret (password, SMS code, the old password of a change) under the login lock: 5
 * failures in a row lock the identifier for 15 minutes, whatever address they come from. The lock
 * is kept per identifier, known or not, and the secret is checked either way (a decoy hash for
 * unknown accounts): an unknown identifier answers, takes as long and locks like a real one.
 */
export function createSecretCheck({
  locks,
  clock,
  onLocked,
}: {
  locks: LoginLockRepository;
  clock: Clock;
  /** A known account was just locked (the operation log). */
  onLocked: (account: Account) => Promise<void>;
}) {
  return async function checkSecret({
    loginType,
    loginName,
    account,
    isRight,
    wrong,
  }: SecretAttempt): Promise<Account> {
    const now = clock.now();
    const lock = await locks.find(loginType, loginName);
    if (lock && isLocked(lock, now)) throw accountLocked();
    const right = await isRight();
    if (!account || !right) {
      await locks.forgetBefore(new Date(now.getTime() - FAILURE_MEMORY_MS));
      // The count comes from the database, not from the row read above: parallel attempts each count.
      const failedBefore = (await locks.countFailure(loginType, loginName, now)) - 1;
      const next = afterFailure({ failedLogins: failedBefore, lockedUntil: null }, now);
      if (next.lockedUntil) {
        await locks.lock(loginType, loginName, next.lockedUntil);
        if (account) await onLocked(account);
        throw accountLocked();
      }
      throw wrong();
    }
    if (account.disabled) throw badRequest(LOGIN_MESSAGES.disabled, ERROR_CODES.badCredentials);
    if (lock) await locks.clear(loginType, loginName);
    return account;
  };
}
export type CheckSecret = ReturnType<typeof createSecretCheck>;
