import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSessionValues, useSession } from '../../lib/session/session.store';
import { WORKPLACE_BRIDGE_TIMEOUT_MS } from '../../lib/workplace-app';
import { PATHS } from '../../config/routes';
import { decideStartPage, ensureWorkplaceAuth, logout, runAutoLogin, workplaceAuthNotice } from './auth.service';

vi.mock('../../lib/feedback', () => ({ showToast: vi.fn(), showAlert: vi.fn(), toastError: vi.fn() }));
// A DingTalk user agent in a plain web view: the SDK loads, but its bridge never reports ready.
vi.mock('dingtalk-jsapi', () => ({ default: { ready: () => undefined, error: () => undefined } }));

type Reply = { status?: number; body: unknown };
const calls: string[] = [];
function serve(routes: Record<string, Reply>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const path = url.split('?')[0]!;
      const reply = routes[path] ?? { status: 404, body: { code: 404, success: false, message: '无', data: null } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
}
const ok = (data: unknown): Reply => ({ body: { code: 200, success: true, message: 'ok', data } });
const OPENID = 'openid-0123456789abcdef';
const guardResult = { token: 'tk', uid: 'g1', phone: '13800000001', roleType: 1, orgLevel: 4 };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  calls.length = 0;
  useSession.setState(loadSessionValues());
  window.location.hash = '';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('logout', () => {
  it('with openid, loginType and unbinding: calls that type’s logout first, then clears, then the callback', async () => {
    serve({ '/AntiProxy/api/guard/v2/account/ding/logout': ok(null) });
    useSession.getState().setIdentity({ openid: OPENID, name: 'n', loginTypes: [] });
    useSession.getState().applyLogin('guard', guardResult);
    useSession.getState().setUnbinding(true);
    const onSuccess = vi.fn(() => expect(useSession.getState().hasLogin).toBe(false));
    await logout(onSuccess);
    expect(calls).toEqual([`/AntiProxy/api/guard/v2/account/ding/logout?openid=${OPENID}`]);
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('without the unbinding flag makes no call', async () => {
    serve({});
    useSession.getState().setIdentity({ openid: OPENID, name: 'n', loginTypes: [] });
    useSession.getState().applyLogin('oa', { token: 't', accountId: 'a', accountName: 'A', utype: 1, lowest: true });
    await logout();
    expect(calls).toEqual([]);
    expect(useSession.getState()).toMatchObject({
      hasLogin: false,
      user: { accountId: '', accountName: '', utype: '' },
    });
  });
});

describe('start page decision', () => {
  it('logged in → that group’s home', async () => {
    useSession.getState().applyLogin('cooperation', { token: 't', accountId: 'c', phone: '13900000000' });
    await expect(decideStartPage()).resolves.toBe('/pages/cooperation/index');
  });

  it('no openid → login', async () => {
    await expect(decideStartPage()).resolves.toBe('/pages/login/login');
  });

  it('openid with one binding → logged in as guard (default type), profile loaded alongside', async () => {
    serve({
      '/AntiProxy/api/guard/v2/account/ding/autoLogin': ok(guardResult),
      '/proxy/api/guard-user/info': ok({ name: '张卫士', area: '西湖区', street: '北山街道' }),
    });
    useSession.getState().setIdentity({ openid: OPENID, name: 'n', loginTypes: [] });
    await expect(decideStartPage()).resolves.toBe('/pages/guard/index');
    expect(useSession.getState()).toMatchObject({ hasLogin: true, token: 'tk' });
    await vi.waitFor(() => expect(useSession.getState().guardUser).toBe('张卫士'));
  });

  it('several bindings → account-choose with the accounts; choosing one logs in', async () => {
    const accounts = [
      { accountId: 'g1', name: '甲', orgName: '一所' },
      { accountId: 'g2', name: '乙', orgName: '二所' },
    ];
    serve({
      '/AntiProxy/api/guard/v2/account/ding/autoLogin': {
        body: { code: 300, success: false, message: '多账号', data: { accounts } },
      },
    });
    useSession.getState().setIdentity({ openid: OPENID, name: 'n', loginTypes: ['guard'] });
    await expect(decideStartPage()).resolves.toBe('/pages/packageSubGuard/account-choose/account-choose');
    expect(useSession.getState().pendingAccounts).toEqual(accounts);
    serve({
      '/AntiProxy/api/guard/v2/account/ding/autoLogin': ok(guardResult),
      '/proxy/api/guard-user/info': ok({ name: '甲', area: '', street: '' }),
    });
    await expect(runAutoLogin('guard', 'g1')).resolves.toBe('/pages/guard/index');
    expect(calls.filter((url) => url.includes('/autoLogin')).at(-1)).toContain('accountId=g1');
  });

  it('no binding → login', async () => {
    serve({
      '/proxy/api/oa/v2/account/ding/autoLogin': {
        body: { code: 404, success: false, message: '未绑定账号', data: null },
      },
    });
    useSession.getState().setIdentity({ openid: OPENID, name: 'n', loginTypes: ['oa'] });
    await expect(decideStartPage()).resolves.toBe('/pages/login/login');
  });
});

describe('workplace auth', () => {
  const CODE_LOGIN = '/AntiProxy/api/guard/v2/account/ding/codeLogin';
  const identity = { openid: OPENID, accountId: 'g1', name: '钉钉名', loginTypes: ['guard'] };
  const notLoggedIn = { loginType: 'guard', code: 404, login: null, accounts: [] };

  it('trades the URL auth code for the openid and sets hasAuth', async () => {
    serve({ [CODE_LOGIN]: ok({ identity, autoLogin: notLoggedIn, guardProfile: null }) });
    window.location.hash = '#/pages/blank/blank?auth_code=dev-guard-1';
    await ensureWorkplaceAuth();
    expect(calls).toEqual([`${CODE_LOGIN}?authCode=dev-guard-1`]);
    expect(useSession.getState()).toMatchObject({
      hasAuth: true,
      hasLogin: false,
      openid: OPENID,
      ddName: '钉钉名',
      loginType: 'guard',
    });
    await ensureWorkplaceAuth();
    expect(calls).toHaveLength(1);
  });

  it('logs in with the same call when the openid is bound, so the blank page goes home without another', async () => {
    const profile = { name: '王卫士', area: '东湖区分局', street: '湖滨街道' };
    serve({
      [CODE_LOGIN]: ok({
        identity,
        autoLogin: { loginType: 'guard', code: 200, login: guardResult, accounts: [] },
        guardProfile: profile,
      }),
    });
    sessionStorage.setItem('loginType', 'guard');
    useSession.setState(loadSessionValues());
    window.location.hash = '#/?auth_code=dev-guard-1';
    await ensureWorkplaceAuth();
    expect(calls).toEqual([`${CODE_LOGIN}?authCode=dev-guard-1&loginType=guard`]);
    expect(useSession.getState()).toMatchObject({
      hasAuth: true,
      hasLogin: true,
      openid: OPENID,
      token: 'tk',
      uid: 'g1',
      guardUser: '王卫士',
      guardArea: '东湖区分局',
      guardStreet: '湖滨街道',
    });
    await expect(decideStartPage()).resolves.toBe(PATHS.guardHome);
    expect(calls).toHaveLength(1);
  });

  it('sets hasAuth even when the exchange fails', async () => {
    serve({
      '/AntiProxy/api/guard/v2/account/ding/codeLogin': {
        status: 400,
        body: { code: 400, success: false, message: '授权码无效', data: null },
      },
    });
    window.location.hash = '#/?auth_code=bad';
    await ensureWorkplaceAuth();
    expect(useSession.getState()).toMatchObject({ hasAuth: true, openid: '' });
    expect(sessionStorage.getItem('hasAuth')).toBe('true');
  });

  it('gives up on a DingTalk client whose bridge never answers, and says so on the login page', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 DingTalk/7.6.0',
    );
    let isSettled = false;
    const auth = ensureWorkplaceAuth().then(() => (isSettled = true));
    await vi.advanceTimersByTimeAsync(WORKPLACE_BRIDGE_TIMEOUT_MS - 1);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await auth;
    expect(useSession.getState()).toMatchObject({ hasAuth: true, openid: '' });
    expect(workplaceAuthNotice()).toBe('钉钉未响应，无法自动登录，请在下方登录。');
    await expect(decideStartPage()).resolves.toBe('/pages/login/login');
  });
});
