import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ENDPOINTS, EXPIRY_TOAST_DELAY_MS, MESSAGES, PEOPLE_ENDPOINTS, type Endpoint } from '@afp/contract';
import { ApiError, buildUrl, call, callForEnvelope } from './api-client';
import { showAlert, showToast } from './feedback';
import { registerNavigator } from './navigation';
import { useSession } from './session/session.store';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showAlert: vi.fn(async () => undefined) }));

const replace = vi.fn();
const reply = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

beforeEach(() => {
  sessionStorage.clear();
  registerNavigator({ push: vi.fn(), replace, back: vi.fn() });
  useSession.setState({ token: 'tok-1', loginType: 'guard', hasLogin: true });
  vi.mocked(showToast).mockClear();
  vi.mocked(showAlert).mockClear();
  replace.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the prefix, JSON content type and the raw token, and returns data', async () => {
    const fetchMock = reply(200, { code: 200, success: true, message: 'ok', data: { name: '张三' } });
    vi.stubGlobal('fetch', fetchMock);
    const data = await call(PEOPLE_ENDPOINTS.guardUserInfo, { query: { uid: 'u1', type: 1 } });
    expect(data).toEqual({ name: '张三' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/proxy/api/guard-user/info?uid=u1&type=1');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'tok-1' });
  });

  it('throws ApiError with the server message and error code on other failures', async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, { code: 409, success: false, message: '数据已变更', data: { errorCode: 'resource.conflict' } }),
    );
    const error = await call(AUTH_ENDPOINTS.loginInfo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 409, message: '数据已变更', errorCode: 'resource.conflict' });
    expect(useSession.getState().hasLogin).toBe(true);
  });

  it('turns a non-200 business code in an HTTP 200 answer into ApiError', async () => {
    vi.stubGlobal('fetch', reply(200, { code: 300, success: false, message: '多个账号', data: { accounts: [] } }));
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toMatchObject({ code: 300, message: '多个账号' });
  });

  it('sends a POST body as JSON', async () => {
    const fetchMock = reply(200, { code: 200, success: true, message: 'ok', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await call(AUTH_ENDPOINTS.guardSmsCode, { body: { phone: '13800000000' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/AntiProxy/api/guard/v2/account/ding/sms-code');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ phone: '13800000000' }) });
  });
});

describe('callForEnvelope', () => {
  it('returns a non-200 business envelope without throwing', async () => {
    vi.stubGlobal('fetch', reply(200, { code: 300, success: false, message: '多个账号', data: { accounts: [] } }));
    const envelope = await callForEnvelope(AUTH_ENDPOINTS.loginInfo);
    expect(envelope.code).toBe(300);
  });

  it('still runs the expiry flow on 401', async () => {
    vi.stubGlobal('fetch', reply(401, { code: 401, success: false, message: 'x', data: null }));
    await expect(callForEnvelope(AUTH_ENDPOINTS.loginInfo)).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().hasLogin).toBe(false);
  });
});

describe('call on a refused session', () => {
  it.each([401, 402])('on %i logs out, goes to blank, and toasts 登录过期 after 500 ms', async (status) => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', reply(status, { code: status, success: false, message: 'x', data: null }));
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().hasLogin).toBe(false);
    expect(useSession.getState().token).toBe('');
    expect(replace).toHaveBeenCalledWith('/pages/blank/blank');
    expect(showToast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EXPIRY_TOAST_DELAY_MS);
    expect(showToast).toHaveBeenCalledWith(MESSAGES.loginExpired);
    expect(showAlert).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it.each([401, 402, 504])('callback-style: on %i alerts 登录过期,请重新登录, then logs out', async (status) => {
    vi.stubGlobal('fetch', reply(status, { code: status, success: false, message: 'x', data: null }));
    await expect(call(AUTH_ENDPOINTS.loginInfo, { callbackStyle: true })).rejects.toBeInstanceOf(ApiError);
    expect(showAlert).toHaveBeenCalledWith(MESSAGES.loginExpiredModal);
    expect(useSession.getState().hasLogin).toBe(false);
    expect(replace).toHaveBeenCalledWith('/pages/blank/blank');
  });

  it('treats a 401 without a token (login) as an ordinary error', async () => {
    useSession.setState({ token: '', hasLogin: false });
    vi.stubGlobal('fetch', reply(401, { code: 401, success: false, message: '账号或密码错误', data: null }));
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toMatchObject({ message: '账号或密码错误' });
    expect(replace).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('failed'))),
    );
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toMatchObject({ code: 0 });
  });
});

describe('buildUrl', () => {
  it('fills path parameters', () => {
    const endpoint: Endpoint = {
      method: 'GET',
      prefix: '/proxy',
      path: '/api/cooperation/oa-order-task/detail/{id}',
      query: undefined,
      body: undefined,
      answer: undefined,
    };
    expect(buildUrl(endpoint, { pathParams: { id: 'a b' } })).toBe('/proxy/api/cooperation/oa-order-task/detail/a%20b');
  });

  it('leaves out empty query values', () => {
    expect(buildUrl(PEOPLE_ENDPOINTS.guardUserInfo, { query: { uid: 'u1', type: undefined, x: null, y: '' } })).toBe(
      '/proxy/api/guard-user/info?uid=u1',
    );
  });
});
