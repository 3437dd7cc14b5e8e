import {
  ACCOUNT_ENDPOINTS,
  autoLoginQuerySchema,
  cooperationLoginBodySchema,
  ENDPOINTS,
  guardLoginBodySchema,
  LOGIN_TYPES,
  logoutQuerySchema,
  oaLoginBodySchema,
  smsCodeBodySchema,
  urlOf,
  type LoginType,
} from '@afp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { LOGIN_MESSAGES } from './login.rules.ts';
import type { LoginService } from './login.service.ts';

/** Login, auto-login and logout for the three login types, plus the guard SMS code. */
export function loginRoutes(app: FastifyInstance, { login, rateLimit }: { login: LoginService; rateLimit: number }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  routes.post(urlOf(ACCOUNT_ENDPOINTS.oa.login), {
    schema: { body: oaLoginBodySchema },
    config: { access: 'public', ...limited },
    handler: async ({ body }) =>
      ok(await login.passwordLogin('oa', body.accountName, body.password, body.openid), '登录成功'),
  });
  routes.post(urlOf(ACCOUNT_ENDPOINTS.cooperation.login), {
    schema: { body: cooperationLoginBodySchema },
    config: { access: 'public', ...limited },
    handler: async ({ body }) =>
      ok(await login.passwordLogin('cooperation', body.phone, body.password, body.openid), '登录成功'),
  });
  routes.post(urlOf(ACCOUNT_ENDPOINTS.guard.login), {
    schema: { body: guardLoginBodySchema },
    config: { access: 'public', ...limited },
    handler: async ({ body }) => ok(await login.smsLogin(body.phone, body.smsCode, body.openid), '登录成功'),
  });
  routes.post(urlOf(ENDPOINTS.guardSmsCode), {
    schema: { body: smsCodeBodySchema },
    config: { access: 'public', ...limited },
    handler: async ({ body }) => {
      await login.sendSmsCode(body.phone);
      return ok(null, LOGIN_MESSAGES.smsSent);
    },
  });

  for (const loginType of LOGIN_TYPES) {
    const endpoints = ACCOUNT_ENDPOINTS[loginType];
    routes.get(urlOf(endpoints.autoLogin), {
      schema: { querystring: autoLoginQuerySchema },
      config: { access: 'public', ...limited },
      handler: ({ query }) => login.autoLogin(loginType, query.openId, query.accountId),
    });
    routes.get(urlOf(endpoints.logout), {
      schema: { querystring: logoutQuerySchema },
      config: { access: 'optional' },
      handler: async (request) => {
        await login.logout(loginType, callerOfType(request, loginType), request.query.openid);
        return ok(null, LOGIN_MESSAGES.loggedOut);
      },
    });
  }
}

/** A logout only ends a session of its own login type. */
const callerOfType = (request: FastifyRequest, loginType: LoginType) =>
  request.principal?.loginType === loginType ? request.principal : null;
