import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  AUTO_LOGIN_CODES,
  LOGIN_TYPES,
  PASSWORD_ENDPOINTS,
  PASSWORD_MESSAGES,
  type LoginType,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../core/principal.ts';
import { registerRoute } from '../../core/route.ts';
import { Outcome } from '../../http/envelope.ts';
import { LOGIN_MESSAGES } from './login.rules.ts';
import type { AutoLoginResult, LoginService } from './login.service.ts';
import type { createCodeLogin } from './code-login.ts';
import type { PasswordChange } from './password-change.service.ts';

const LOGGED_IN = '登录成功';

/** Login, auto-login and logout for the three login types, plus the guard SMS code. */
export function loginRoutes(
  app: FastifyInstance,
  {
    login,
    codeLogin,
    changePassword,
    rateLimit,
  }: {
    login: LoginService;
    codeLogin: ReturnType<typeof createCodeLogin>;
    changePassword: PasswordChange;
    rateLimit: number;
  },
) {
  const limited = { access: 'public', rateLimit } as const;

  registerRoute(app, AUTH_ENDPOINTS.codeLogin, {
    ...limited,
    handler: ({ query }) => codeLogin(query.authCode, query.loginType),
  });

  registerRoute(app, ACCOUNT_ENDPOINTS.oa.login, {
    ...limited,
    message: LOGGED_IN,
    handler: ({ body }) => login.oaLogin(body.accountName, body.password, body.openid),
  });
  registerRoute(app, ACCOUNT_ENDPOINTS.cooperation.login, {
    ...limited,
    message: LOGGED_IN,
    handler: ({ body }) => login.cooperationLogin(body.phone, body.password, body.openid),
  });
  registerRoute(app, ACCOUNT_ENDPOINTS.guard.login, {
    ...limited,
    message: LOGGED_IN,
    handler: ({ body }) => login.smsLogin(body.phone, body.smsCode, body.openid),
  });
  registerRoute(app, AUTH_ENDPOINTS.guardSmsCode, {
    ...limited,
    message: LOGIN_MESSAGES.smsSent,
    handler: async ({ body }) => {
      await login.sendSmsCode(body.phone);
      return null;
    },
  });

  // Guards sign in by SMS code and have no password. Each address is limited as on the login routes.
  registerRoute(app, PASSWORD_ENDPOINTS.change, {
    access: ['oa', 'cooperation'],
    rateLimit,
    message: PASSWORD_MESSAGES.changed,
    handler: async ({ caller, body }) => {
      await changePassword(caller, body.oldPassword, body.newPassword);
      return null;
    },
  });

  for (const loginType of LOGIN_TYPES) {
    const endpoints = ACCOUNT_ENDPOINTS[loginType];
    registerRoute(app, endpoints.autoLogin, {
      ...limited,
      handler: async ({ query }) => answerOf(await login.autoLogin(loginType, query.openId, query.accountId)),
    });
    registerRoute(app, endpoints.logout, {
      access: 'optional',
      message: LOGIN_MESSAGES.loggedOut,
      handler: async ({ query, request }) => {
        await login.logout(loginType, callerOfType(request.principal, loginType), query.openid);
        return null;
      },
    });
  }
}

/** Auto-login answers HTTP 200 in all three cases; only a login is code 200 (spec §4). */
function answerOf(result: AutoLoginResult) {
  switch (result.kind) {
    case 'loggedIn':
      return result.login;
    case 'chooseAccount':
      return new Outcome(AUTO_LOGIN_CODES.multipleAccounts, LOGIN_MESSAGES.chooseAccount, {
        accounts: result.accounts,
      });
    case 'notBound':
      return new Outcome(AUTO_LOGIN_CODES.notBound, LOGIN_MESSAGES.notBound, null);
  }
}

/** A logout only ends a session of its own login type. */
const callerOfType = (principal: Principal | null, loginType: LoginType) =>
  principal?.loginType === loginType ? principal : null;
