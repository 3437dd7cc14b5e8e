import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  AUTO_LOGIN_CODES,
  ERROR_CODES,
  SYSTEM_ENDPOINTS,
  urlOf,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CACHE_MS, cooperationAccount } from '../account/index.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const oaLogin = (payload: object) => t.app.inject({ method: 'POST', url: urlOf(ACCOUNT_ENDPOINTS.oa.login), payload });

describe('oa password login', () => {
  it('answers the token and the oa user for the right password', async () => {
    const response = await oaLogin(DEMO_LOGINS.oaAdmin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, success: true, data: { accountName: 'admin', utype: 1 } });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('gives the same message for an unknown account and a wrong password', async () => {
    const unknown = await oaLogin({ accountName: 'nobody', password: 'whatever1' });
    const wrong = await oaLogin({ accountName: 'oa_staff', password: 'wrong_pass' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json().message).toBe('账号或密码错误');
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses a malformed password with a 400 naming the field', async () => {
    const response = await oaLogin({ accountName: 'admin', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false });
    expect(response.json().message).toContain('password');
  });
});

describe('guard SMS login', () => {
  it('logs in with the code from the development inbox', async () => {
    const result = await loginGuard(t.app);
    const session = await t.app.inject({
      method: 'GET',
      url: urlOf(AUTH_ENDPOINTS.loginInfo),
      headers: { authorization: result.token },
    });
    expect(session.json().data).toMatchObject({ loginType: 'guard', accountId: result.uid, phone: DEMO_LOGINS.guard });
  });

  it('answers the same for an unknown phone and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(AUTH_ENDPOINTS.guardSmsCode),
      payload: { phone: '13712345678' },
    });
    expect(response.json()).toMatchObject({ code: 200, success: true });
    const inbox = await t.app.inject({
      method: 'GET',
      url: `${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=13712345678`,
    });
    expect(inbox.statusCode).toBe(404);
  });
});

describe('auto-login by openid', () => {
  const exchange = async (authCode: string) =>
    (await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=${authCode}` })).json();
  const autoLogin = async (openId: string) =>
    (await t.app.inject({ method: 'GET', url: `${urlOf(ACCOUNT_ENDPOINTS.guard.autoLogin)}?openId=${openId}` })).json();

  it('logs in with one binding, asks to choose with several, and answers not bound with none', async () => {
    const single = await exchange('dev-guard-1');
    expect(single.data.loginTypes).toEqual(['guard']);
    expect(await autoLogin(single.data.openid)).toMatchObject({ code: 200, success: true });
    const multi = await exchange('dev-multi-1');
    const choose = await autoLogin(multi.data.openid);
    expect(choose).toMatchObject({ code: AUTO_LOGIN_CODES.multipleAccounts, success: false });
    expect(choose.data.accounts).toHaveLength(2);
    const none = await exchange('dev-new-1');
    expect(await autoLogin(none.data.openid)).toMatchObject({ code: AUTO_LOGIN_CODES.notBound, success: false });
  });

  it('refuses an auth code the second time', async () => {
    expect((await exchange('dev-oa-1.once')).code).toBe(200);
    expect((await exchange('dev-oa-1.once')).code).toBe(400);
  });
});

describe('sessions', () => {
  it('401 without a token, 402 after logout elsewhere', async () => {
    const token = await loginOa(t.app);
    const info = () =>
      t.app.inject({ method: 'GET', url: urlOf(AUTH_ENDPOINTS.loginInfo), headers: { authorization: token } });
    expect((await info()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: urlOf(AUTH_ENDPOINTS.loginInfo) })).statusCode).toBe(401);
    await t.app.inject({ method: 'GET', url: urlOf(ACCOUNT_ENDPOINTS.oa.logout), headers: { authorization: token } });
    expect((await info()).statusCode).toBe(402);
  });
});

describe('choosing among several bound accounts', () => {
  const autoLogin = async (openId: string, accountId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${urlOf(ACCOUNT_ENDPOINTS.guard.autoLogin)}?openId=${openId}&accountId=${accountId}`,
      })
    ).json();

  it('logs in as the chosen account, and only as one bound to the openid', async () => {
    const { openid } = (
      await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=dev-multi-1.choose` })
    ).json().data;
    const teamAdmin = await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin);
    const chosen = await autoLogin(openid, teamAdmin.uid);
    expect(chosen).toMatchObject({ code: 200, success: true, data: { uid: teamAdmin.uid, roleType: 2 } });
    expect(await autoLogin(openid, 'guard-0001')).toMatchObject({ code: AUTO_LOGIN_CODES.notBound, success: false });
  });
});

describe('logout and disabled accounts', () => {
  const loginInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: urlOf(AUTH_ENDPOINTS.loginInfo), headers: { authorization: token } });

  it("a logout of another login type does not end the caller's session", async () => {
    const token = await loginOa(t.app);
    await t.app.inject({
      method: 'GET',
      url: urlOf(ACCOUNT_ENDPOINTS.guard.logout),
      headers: { authorization: token },
    });
    expect((await loginInfo(token)).statusCode).toBe(200);
  });

  it('disabling an account ends its sessions with 402 and refuses its login', async () => {
    const token = await loginCooperation(t.app);
    await t.db
      .update(cooperationAccount)
      .set({ disabled: true })
      .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));
    const ended = await loginInfo(token);
    expect(ended.statusCode).toBe(402);
    expect(ended.json()).toMatchObject({ code: 402, success: false, data: { errorCode: ERROR_CODES.sessionRevoked } });
    const login = await t.app.inject({
      method: 'POST',
      url: urlOf(ACCOUNT_ENDPOINTS.cooperation.login),
      payload: DEMO_LOGINS.cooperation,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toBe('账号已停用');
    await t.db
      .update(cooperationAccount)
      .set({ disabled: false })
      .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));
  });

  it('refuses a session whose account was disabled while in use, within the account cache time', async () => {
    const token = await loginCooperation(t.app);
    expect((await loginInfo(token)).statusCode).toBe(200);
    const setDisabled = (disabled: boolean) =>
      t.db
        .update(cooperationAccount)
        .set({ disabled })
        .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));
    await setDisabled(true);
    t.clock.advance(ACCOUNT_CACHE_MS);
    expect((await loginInfo(token)).statusCode).toBe(402);
    await setDisabled(false);
  });
});

describe('openid binding', () => {
  const exchange = async (authCode: string) =>
    (await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=${authCode}` })).json();
  const autoLogin = async (openId: string) =>
    (await t.app.inject({ method: 'GET', url: `${urlOf(ACCOUNT_ENDPOINTS.oa.autoLogin)}?openId=${openId}` })).json();
  const logout = (token: string, openid?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${urlOf(ACCOUNT_ENDPOINTS.oa.logout)}${openid ? `?openid=${openid}` : ''}`,
      headers: { authorization: token },
    });

  it('binds the openid from autoOpenId at login, so autoLogin then logs in', async () => {
    const { openid } = (await exchange('dev-new-1.bind')).data;
    expect((await autoLogin(openid)).code).toBe(AUTO_LOGIN_CODES.notBound);
    const login = await oaLogin({ ...DEMO_LOGINS.oaStaff, openid });
    expect(login.statusCode).toBe(200);

    const auto = await autoLogin(openid);
    expect(auto).toMatchObject({ code: 200, success: true, data: { accountName: 'oa_staff' } });
    expect(auto.data.token).not.toBe(login.json().data.token);
    expect((await exchange('dev-new-1.bind-again')).data.loginTypes).toEqual(['oa']);
  });

  it('logout with the openid removes the binding; autoLogin then answers not bound', async () => {
    const { openid } = (await exchange('dev-new-1.unbind')).data;
    const token = (await oaLogin({ ...DEMO_LOGINS.oaStaff, openid })).json().data.token as string;
    expect((await autoLogin(openid)).code).toBe(200);

    const out = await logout(token, openid);
    expect(out.json()).toMatchObject({ code: 200, success: true, message: '已退出登录' });
    expect(await autoLogin(openid)).toMatchObject({
      code: AUTO_LOGIN_CODES.notBound,
      success: false,
      message: '未绑定账号',
    });
  });

  it('logout without the openid keeps the binding', async () => {
    const { openid } = (await exchange('dev-new-1.keep')).data;
    const token = (await oaLogin({ ...DEMO_LOGINS.oaStaff, openid })).json().data.token as string;
    await logout(token);
    expect((await autoLogin(openid)).code).toBe(200);
    await logout(token, openid);
  });

  it('does not bind an openid this app never issued', async () => {
    const invented = 'invented-openid-0123456789abcdef';
    const login = await oaLogin({ ...DEMO_LOGINS.oaStaff, openid: invented });
    expect(login.statusCode).toBe(200);
    expect(await autoLogin(invented)).toMatchObject({ code: AUTO_LOGIN_CODES.notBound, success: false });
  });
});

describe('login rate limit', () => {
  it('answers the fourth login within a minute with 429 in the envelope when the limit is 3', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: urlOf(ACCOUNT_ENDPOINTS.oa.login), payload: DEMO_LOGINS.oaStaff });
      for (let i = 1; i <= 3; i++) expect((await attempt()).statusCode).toBe(200);
      const fourth = await attempt();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        code: 429,
        success: false,
        message: '操作过于频繁，请稍后再试',
        data: { errorCode: ERROR_CODES.rateLimited },
      });
    } finally {
      await limited.close();
    }
  });

  const attemptFrom = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
      payload: DEMO_LOGINS.oaStaff,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('by default trusts no X-Forwarded-For, not even from a private network', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3 });
    try {
      for (let i = 1; i <= 3; i++) {
        expect((await attemptFrom(limited.app, '10.0.0.2', `198.51.100.${i}`)).statusCode).toBe(200);
      }
      expect((await attemptFrom(limited.app, '10.0.0.2', '198.51.100.99')).statusCode).toBe(429);
      // Another address on the same network is another caller.
      expect((await attemptFrom(limited.app, '10.0.0.3', '198.51.100.99')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('gives each client a proxy named in TRUSTED_PROXIES forwards its own budget, and no one else', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3, trustedProxies: ['10.0.0.0/24'] });
    try {
      for (let i = 1; i <= 3; i++)
        expect((await attemptFrom(limited.app, '10.0.0.2', '198.51.100.7')).statusCode).toBe(200);
      expect((await attemptFrom(limited.app, '10.0.0.2', '198.51.100.7')).statusCode).toBe(429);
      expect((await attemptFrom(limited.app, '10.0.0.2', '198.51.100.8')).statusCode).toBe(200);
      // A caller outside the named proxies cannot pick its address.
      for (let i = 1; i <= 3; i++) {
        expect((await attemptFrom(limited.app, '10.0.1.5', `198.51.100.${20 + i}`)).statusCode).toBe(200);
      }
      expect((await attemptFrom(limited.app, '10.0.1.5', '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits autoLogin like the logins', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'GET',
          url: `${urlOf(ACCOUNT_ENDPOINTS.guard.autoLogin)}?openId=${'x'.repeat(32)}`,
        });
      for (let i = 1; i <= 3; i++) expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
