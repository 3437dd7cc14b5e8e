import { ERROR_CODES, newPasswordProblem, PASSWORD_MESSAGES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { AccountRepository } from '../account/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { SessionService } from '../session/index.ts';
import { accountEntry } from './account-log.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { CheckSecret } from './secret-check.ts';

interface Deps {
  accounts: AccountRepository;
  checkSecret: CheckSecret;
  sessions: SessionService;
  operationLog: OperationLog;
  clock: Clock;
}

/**
 * An oa or partner user changes their own password: the old one is checked under the login lock
 * (5 wrong ones lock the account as 5 wrong logins do, so a taken-over session cannot guess it),
 * the new one must be strong (contract rule) and neither the current nor the previous one. Then
 * every session of the account ends — this one too: the user signs in again with the new password —
 * and both changes go to the operation log.
 */
export function createPasswordChange({ accounts, checkSecret, sessions, operationLog, clock }: Deps) {
  return async function changePassword(caller: Principal, oldPassword: string, newPassword: string): Promise<void> {
    if (caller.loginType === 'guard') throw forbidden();
    const loginType = caller.loginType;
    // The body schema holds the rule already; the service holds it for any other caller too.
    const problem = newPasswordProblem(newPassword);
    if (problem) throw badRequest(problem, ERROR_CODES.validation, 'newPassword');
    const hashes = await accounts.passwordHashesOf(loginType, caller.id);
    if (!hashes) throw forbidden();
    await checkSecret({
      loginType,
      loginName: caller.accountName,
      account: caller,
      isRight: () => verifyPassword(hashes.current, oldPassword),
      wrong: () => badRequest(PASSWORD_MESSAGES.wrongOld, ERROR_CODES.badCredentials, 'oldPassword'),
    });
    const reused =
      oldPassword === newPassword || (hashes.previous !== null && (await verifyPassword(hashes.previous, newPassword)));
    if (reused) {
      const message = oldPassword === newPassword ? PASSWORD_MESSAGES.sameAsOld : PASSWORD_MESSAGES.reused;
      throw badRequest(message, ERROR_CODES.passwordReused, 'newPassword');
    }
    const next = await hashPassword(newPassword);
    if (!(await accounts.replacePassword(loginType, caller.id, hashes.current, next, clock.now()))) throw conflict();
    await operationLog.record(accountEntry(caller, 'account.password_changed'));
    const ended = await sessions.revokeAccount(loginType, caller.id, 'password_changed');
    await operationLog.record(accountEntry(caller, 'session.revoked', `修改密码，结束${ended}个会话`));
  };
}
export type PasswordChange = ReturnType<typeof createPasswordChange>;
