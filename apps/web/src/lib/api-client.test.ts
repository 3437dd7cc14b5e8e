import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  EXPIRY_TOAST_DELAY_MS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  MESSAGES,
  PEOPLE_ENDPOINTS,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
} from '@afp/contract';
import { ApiError, buildUrl, call, callForEnvelope, failureKindOf, newIdempotencyKey } from './api-client';
import { clearAllDrafts, readDraft, saveDraft } from './drafts';
import { showAlert, showToast } from './feedback';
import { registerNavigator } from './navigation';
import { queryClient } from './query-client';
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

  it('sends a POST with an idempotency key: the key of the user action, or one of its own', async () => {
    const fetchMock = reply(200, { code: 200, success: true, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    const body = { assignmentId: 'a1', version: 0 };
    const key = newIdempotencyKey();
    await call(EARLY_WARNING_ENDPOINTS.sign, { body, idempotencyKey: key });
    await call(EARLY_WARNING_ENDPOINTS.sign, { body, idempotencyKey: key });
    await call(EARLY_WARNING_ENDPOINTS.sign, { body });
    await call(EARLY_WARNING_ENDPOINTS.sign, { body });
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER],
    );
    expect(keys.slice(0, 2)).toEqual([key, key]);
    for (const sent of keys) expect(sent).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends no idempotency key on a read', async () => {
    const fetchMock = reply(200, { code: 200, success: true, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetchMock);
    await call(AUTH_ENDPOINTS.loginInfo);
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty(IDEMPOTENCY_KEY_HEADER);
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

describe('a request sent elsewhere', () => {
  it("reads its answer as the call's own and sends nothing", async () => {
    const fetchMock = reply(200, { code: 200, success: true, message: 'ok', data: { pong: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const sent = Promise.resolve(
      new Response(JSON.stringify({ code: 200, success: true, message: 'ok', data: { early: true } })),
    );
    await expect(call(PEOPLE_ENDPOINTS.guardUserInfo, { query: { uid: 'u1', type: 1 }, sent })).resolves.toEqual({
      early: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns its failure into the same ApiError as an own request', async () => {
    const sent = Promise.resolve(
      new Response(JSON.stringify({ code: 400, success: false, message: '授权码无效', data: null }), { status: 400 }),
    );
    await expect(call(PEOPLE_ENDPOINTS.guardUserInfo, { query: { uid: 'u1', type: 1 }, sent })).rejects.toMatchObject({
      code: 400,
      message: '授权码无效',
    });
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

  it('leaves no name or phone in the tab or the query cache, and keeps the account’s drafts for its next login', async () => {
    const login = { token: 'tok-2', uid: 'g1', phone: '13800000001', roleType: 1, orgLevel: 4 };
    useSession.getState().applyLogin('guard', login);
    useSession.getState().setGuardProfile({ name: '李卫士', area: '湖滨花园社区', street: '湖滨街道' });
    queryClient.setQueryData(['early-warning', 'detail', 'a1'], { victimName: '赵残留', victimPhone: '13912345678' });
    saveDraft('feedback:a1', { remark: '已联系赵残留' });
    vi.stubGlobal('fetch', reply(401, { code: 401, success: false, message: 'x', data: null }));
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toBeInstanceOf(ApiError);
    const tab = JSON.stringify({ ...sessionStorage });
    for (const value of ['李卫士', '13800000001', '湖滨花园社区']) expect(tab).not.toContain(value);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(readDraft('feedback:a1')).toBeUndefined();
    // The guard who logs in again finds what he typed; another account would take it off the device.
    useSession.getState().applyLogin('guard', { ...login, token: 'tok-3' });
    expect(readDraft('feedback:a1')).toEqual({ remark: '已联系赵残留' });
    useSession.getState().clearSession();
    clearAllDrafts();
  });

  it('treats a 401 without a token (login) as an ordinary error', async () => {
    useSession.setState({ token: '', hasLogin: false });
    vi.stubGlobal('fetch', reply(401, { code: 401, success: false, message: '账号或密码错误', data: null }));
    await expect(call(AUTH_ENDPOINTS.loginInfo)).rejects.toMatchObject({ message: '账号或密码错误' });
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('call when no answer of ours arrives', () => {
  const foreign = (status: number, body: string | null) =>
    vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  const failureOf = (callbackStyle = false) =>
    call(AUTH_ENDPOINTS.loginInfo, { callbackStyle }).catch((error: unknown) => error);

  it('reports a network failure (the request never got an answer) as 网络异常', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failureOf();
    expect(error).toMatchObject({ code: 0, message: '网络异常，请检查网络后重试' });
    expect(failureKindOf(error)).toBe('offline');
  });

  it('reports a request that outlived the 60 s timeout as 请求超时', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = failureOf();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    vi.useRealTimers();
    expect(error).toMatchObject({ code: 0, message: '请求超时，请稍后重试' });
    expect(failureKindOf(error)).toBe('offline');
  });

  it.each([
    [502, '<html><body><h1>502 Bad Gateway</h1></body></html>'],
    [503, '<html><body>503 Service Temporarily Unavailable</body></html>'],
    [504, null],
  ])('reports a gateway %i with a page of its own as service unavailable, not 网络异常', async (status, body) => {
    vi.stubGlobal('fetch', foreign(status, body));
    const error = await failureOf();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: status, message: '服务暂时不可用，请稍后重试' });
    expect(failureKindOf(error)).toBe('unavailable');
    expect(useSession.getState().hasLogin).toBe(true);
  });

  it('keeps the spec’s expiry modal for a 504 on a callback-style call', async () => {
    vi.stubGlobal('fetch', foreign(504, null));
    await failureOf(true);
    expect(showAlert).toHaveBeenCalledWith(MESSAGES.loginExpiredModal);
  });

  it.each([
    [404, '<html>Not Found</html>'],
    [200, '<!doctype html><html></html>'],
  ])('reports another %i without our envelope as an unexpected answer', async (status, body) => {
    vi.stubGlobal('fetch', foreign(status, body));
    const error = await failureOf();
    expect(error).toMatchObject({ code: status, message: '服务响应异常，请稍后重试' });
    expect(failureKindOf(error)).toBe('failed');
  });

  it('still shows our own message when the server itself answers 503', async () => {
    vi.stubGlobal('fetch', reply(503, { code: 503, success: false, message: '数据库维护中', data: null }));
    await expect(failureOf()).resolves.toMatchObject({ code: 503, message: '数据库维护中' });
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
