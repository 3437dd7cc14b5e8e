import { AUTH_ENDPOINTS, AUTO_LOGIN_CODES, PEOPLE_ENDPOINTS, urlOf, type CodeLogin } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { loginTypeToTry } from './code-login.ts';

describe('the code login (autoOpenId, autoLogin and guard-user/info in one call)', () => {
  // Every test brings its own auth codes, so they share one app.
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());
  const freshApp = async () => ({
    app: app.app,
    codeLogin: (query: string) => app.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.codeLogin)}?${query}` }),
  });

  it("logs a bound guard in and answers the session with the guard's own profile", async () => {
    const t = await freshApp();
    const response = await t.codeLogin('authCode=dev-guard-1.code');
    expect(response.statusCode).toBe(200);
    const { identity, autoLogin, guardProfile } = response.json<{ data: CodeLogin }>().data;
    expect(identity.loginTypes).toEqual(['guard']);
    expect(autoLogin).toMatchObject({ loginType: 'guard', code: 200 });
    const login = autoLogin.login as { token: string; uid: string };
    expect(login.token).toBeTruthy();

    // The same profile guard-user/info gives with the new session.
    const info = await t.app.inject({
      method: 'GET',
      url: urlOf(PEOPLE_ENDPOINTS.guardUserInfo),
      headers: { authorization: login.token },
    });
    expect(info.json().data).toEqual(guardProfile);
    expect(guardProfile?.name).toBeTruthy();
  });

  it('uses the code once, like autoOpenId', async () => {
    const t = await freshApp();
    expect((await t.codeLogin('authCode=dev-guard-1.once')).statusCode).toBe(200);
    const again = await t.codeLogin('authCode=dev-guard-1.once');
    expect(again.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=dev-guard-1.once` }))
        .statusCode,
    ).toBe(400);
  });

  it('answers the identity without a session when the openid is not bound for that login type', async () => {
    const t = await freshApp();
    const asOa = (await t.codeLogin('authCode=dev-guard-1.oa&loginType=oa')).json<{ data: CodeLogin }>().data;
    expect(asOa.identity.openid).toBeTruthy();
    expect(asOa.autoLogin).toEqual({ loginType: 'oa', code: AUTO_LOGIN_CODES.notBound, login: null, accounts: [] });
    expect(asOa.guardProfile).toBeNull();

    const stranger = (await t.codeLogin('authCode=dev-new-1.first')).json<{ data: CodeLogin }>().data;
    expect(stranger.identity.loginTypes).toEqual([]);
    expect(stranger.autoLogin).toMatchObject({ loginType: 'guard', code: AUTO_LOGIN_CODES.notBound });
  });

  it('refuses a missing code or an unknown login type with 400', async () => {
    const t = await freshApp();
    expect((await t.codeLogin('')).statusCode).toBe(400);
    expect((await t.codeLogin('authCode=dev-guard-1.x&loginType=boss')).statusCode).toBe(400);
  });
});

describe('the login type a code login tries', () => {
  it('is the stored one, else the only bound one, else guard (as the blank page decides)', () => {
    expect(loginTypeToTry('oa', ['guard'])).toBe('oa');
    expect(loginTypeToTry(undefined, ['cooperation'])).toBe('cooperation');
    expect(loginTypeToTry(undefined, ['oa', 'guard'])).toBe('guard');
    expect(loginTypeToTry(undefined, [])).toBe('guard');
  });
});
