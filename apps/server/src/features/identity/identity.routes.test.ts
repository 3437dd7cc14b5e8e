import { AUTH_ENDPOINTS, ERROR_CODES, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const autoOpenId = (app: typeof t.app, authCode: string) =>
  app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=${encodeURIComponent(authCode)}` });
const jsapiTicket = (token?: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(AUTH_ENDPOINTS.jsapiTicket)}${query}`,
    headers: token ? { authorization: token } : {},
  });

describe('GET /api/guard/v2/account/ding/autoOpenId (development provider)', () => {
  it('answers openid, accountId and name for a known auth code', async () => {
    const response = await autoOpenId(t.app, 'dev-new-1.first');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, success: true, data: { name: '新同事', loginTypes: [] } });
  });

  it('answers an unknown code with a 400 envelope', async () => {
    const response = await autoOpenId(t.app, 'nonsense');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      success: false,
      message: '授权码无效或已过期',
      data: { errorCode: ERROR_CODES.authCodeInvalid },
    });
  });

  it('issues an unguessable openid (≥ 128 bits) that is not the vendor user id', async () => {
    const { openid, accountId } = (await autoOpenId(t.app, 'dev-new-1.entropy')).json().data;
    expect(openid).toMatch(/^[\w-]{22,}$/);
    expect(openid).not.toContain('new-1');
    expect(accountId).not.toContain('new-1');
    expect(openid).not.toBe(accountId);
  });

  it('gives the same user the same openid on every exchange', async () => {
    const first = (await autoOpenId(t.app, 'dev-new-1.same-a')).json().data;
    const second = (await autoOpenId(t.app, 'dev-new-1.same-b')).json().data;
    expect(second.openid).toBe(first.openid);
    expect(second.accountId).toBe(first.accountId);
  });

  it('gives different users different openids', async () => {
    const guard = (await autoOpenId(t.app, 'dev-guard-1.other')).json().data;
    const newcomer = (await autoOpenId(t.app, 'dev-new-1.other')).json().data;
    expect(guard.openid).not.toBe(newcomer.openid);
  });

  it('refuses a missing auth code with a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf(AUTH_ENDPOINTS.autoOpenId) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('authCode');
  });
});

describe('GET /api/oa/v2/account/ding/jsapi-ticket', () => {
  it('answers a development signature to any logged-in user', async () => {
    for (const token of [await loginOa(t.app), (await loginGuard(t.app)).token, await loginCooperation(t.app)]) {
      const response = await jsapiTicket(token, `?url=${encodeURIComponent('http://localhost/#/pages/index/index')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ provider: 'development', ticket: 'development-ticket' });
      expect(response.json().data.signature).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await jsapiTicket();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, success: false });
  });
});

describe('autoOpenId through DingTalk (fake vendor)', () => {
  const APP = { appKey: 'ding-app-key', appSecret: 'ding-app-secret', corpId: 'ding-corp', agentId: '3001' };

  async function dingTalkApp() {
    const vendor = await startFakeDingTalk({ appKey: APP.appKey, appSecret: APP.appSecret });
    const app = await buildTestApp({ identityProvider: createDingTalkProvider({ ...APP, baseUrl: vendor.baseUrl }) });
    onTestFinished(async () => {
      await app.close();
      await vendor.close();
    });
    return { vendor, app: app.app };
  }

  it('exchanges the auth code with the vendor and keeps the openid stable', async () => {
    const { vendor, app } = await dingTalkApp();
    vendor.issueCode('code-1', { userid: 'user-zhang', name: '张三' });
    vendor.issueCode('code-2', { userid: 'user-zhang', name: '张三' });
    const first = await autoOpenId(app, 'code-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: '张三', loginTypes: [] });
    expect(first.json().data.openid).not.toContain('user-zhang');
    expect((await autoOpenId(app, 'code-2')).json().data.openid).toBe(first.json().data.openid);
    expect(vendor.calls.filter((call) => call.path === '/topapi/v2/user/getuserinfo')).toHaveLength(2);
  });

  it('answers a code the vendor refuses with a 400 envelope', async () => {
    const { app } = await dingTalkApp();
    const response = await autoOpenId(app, 'not-issued');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      success: false,
      data: { errorCode: ERROR_CODES.authCodeInvalid },
    });
  });

  it.each(['http-500', 'non-json'] as const)(
    'answers a vendor outage (%s) with a 5xx envelope and a Chinese message, no details',
    async (outage) => {
      const { vendor, app } = await dingTalkApp();
      vendor.issueCode('code-down', { userid: 'user-zhang', name: '张三' });
      vendor.setOutage(outage);
      const response = await autoOpenId(app, 'code-down');
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      const body = response.json();
      expect(body).toEqual({
        code: response.statusCode,
        success: false,
        message: '工作台服务暂不可用，请稍后再试',
        data: { errorCode: ERROR_CODES.vendorError },
      });
      expect(response.body).not.toMatch(/dingtalk|HTTP|127\.0\.0\.1|stack|at /i);
    },
  );
});
