import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createAccountService, type AccountRepository } from '../account/index.ts';
import { createOrgRepository } from '../org/index.ts';
import type { IdentityService } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { SessionService } from '../session/index.ts';
import { accountEntry } from './account-log.ts';
import { createLoginLockRepository } from './login-lock.repository.ts';
import { createCodeLogin } from './code-login.ts';
import { loginRoutes } from './login.routes.ts';
import { createLoginService } from './login.service.ts';
import { createPasswordChange } from './password-change.service.ts';
import { createSecretCheck } from './secret-check.ts';
import { createSmsCodeRepository } from './sms-code.repository.ts';
import { createSmsCodeService } from './sms-code.service.ts';
import type { SmsSender } from './sms-sender.ts';

export interface LoginContext {
  db: Db;
  clock: Clock;
  /** Organisation changes drop the guard profiles' cached district and station names. */
  bus: ClusterBus;
  log: FastifyBaseLogger;
  accounts: AccountRepository;
  sessions: SessionService;
  identity: IdentityService;
  operationLog: OperationLog;
  smsSender: SmsSender;
  /** Login calls per IP per minute. */
  loginRateLimit: number;
}

export const loginModule = defineModule<LoginContext>({
  name: 'login',
  register(app, { db, clock, bus, log, accounts, sessions, identity, operationLog, smsSender, loginRateLimit }) {
    const smsCodes = createSmsCodeService({
      repository: createSmsCodeRepository({ db }),
      clock,
      sender: smsSender,
      log,
    });
    const locks = createLoginLockRepository({ db });
    const login = createLoginService({ accounts, locks, sessions, identity, smsCodes, operationLog, clock });
    const guardProfiles = createAccountService({ accounts, orgs: createOrgRepository({ db }), clock, bus });
    const codeLogin = createCodeLogin({ identity, login, accounts: guardProfiles });
    const checkSecret = createSecretCheck({
      locks,
      clock,
      onLocked: (account) => operationLog.record(accountEntry(account, 'account.locked')),
    });
    const changePassword = createPasswordChange({ accounts, checkSecret, sessions, operationLog, clock });
    loginRoutes(app, { login, codeLogin, changePassword, rateLimit: loginRateLimit });
  },
});
