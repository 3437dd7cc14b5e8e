import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  ERROR_CODES,
  LOGIN_LOCK_MS,
  SESSION_IDLE_MS,
  SYSTEM_ENDPOINTS,
  urlOf,
} from '@afp/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

/** Each test moves the clock, so each gets its own app and database. */
async function freshApp() {
  const t = await buildTestApp();
  onTestFinished(() => t.close());
  return t;
}
type TestApp = Awaited<ReturnType<typeof freshApp>>;

const LOCKED = {
  code: 403,
  success: false,
  message: '账号已锁定，请15分钟后再试',
  data: { errorCode: ERROR_CODES.accountLocked },
};
const SECOND = 1000;
const HOUR = 60 * 60_000;

const post = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const oaLogin = (t: TestApp, password: string) =>
  post(t, urlOf(ACCOUNT_ENDPOINTS.oa.login), { accountName: DEMO_LOGINS.oaAdmin.accountName, password });
const cooperationLogin = (t: TestApp, password: string) =>
  post(t, urlOf(ACCOUNT_ENDPOINTS.cooperation.login), { phone: DEMO_LOGINS.cooperation.phone, password });

const phone = DEMO_LOGINS.guard;
const requestSmsCode = (t: TestApp) => post(t, urlOf(AUTH_ENDPOINTS.guardSmsCode), { phone });
const guardLogin = (t: TestApp, smsCode: string) => post(t, urlOf(ACCOUNT_ENDPOINTS.guard.login), { phone, smsCode });
async function latestCode(t: TestApp): Promise<string> {
  const inbox = await t.app.inject({ method: 'GET', url: `${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=${phone}` });
  return inbox.json().data.code as string;
}
/** A well-formed code that is not the one sent. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each([
  { loginType: 'oa', login: oaLogin, right: DEMO_LOGINS.oaAdmin.password },
  { loginType: 'cooperation', login: cooperationLogin, right: DEMO_LOGINS.cooperation.password },
] as const)('$loginType password lock', ({ loginType, login, right }) => {
  it('locks after five wrong passwords, refusing even the right one, until 15 minutes have passed', async () => {
    const t = await freshApp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await login(t, 'wrong_pass');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('账号或密码错误');
    }
    const fifth = await login(t, 'wrong_pass');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual(LOCKED);

    const sixth = await login(t, right);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual(LOCKED);

    t.clock.advance(LOGIN_LOCK_MS - SECOND);
    expect((await login(t, right)).json()).toEqual(LOCKED);

    t.clock.advance(2 * SECOND);
    const afterLock = await login(t, right);
    expect(afterLock.statusCode).toBe(200);
    expect(afterLock.json()).toMatchObject({ code: 200, success: true });
  });

  it('locks the account whatever address the attempts come from', async () => {
    const t = await freshApp();
    const from = (address: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(ACCOUNT_ENDPOINTS[loginType].login),
        payload: {
          ...(loginType === 'oa'
            ? { accountName: DEMO_LOGINS.oaAdmin.accountName }
            : { phone: DEMO_LOGINS.cooperation.phone }),
          password,
        },
        remoteAddress: address,
      });
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await from(`10.0.${attempt}.7`, 'wrong_pass')).statusCode).toBe(400);
    expect((await from('10.0.5.7', 'wrong_pass')).json()).toEqual(LOCKED);
    // A new address, the right password: still locked — the lock is the account's, not an address's.
    expect((await from('192.168.9.9', right)).json()).toEqual(LOCKED);
  });

  it('counts wrong passwords sent in parallel, so a burst cannot slip past the lock', async () => {
    const t = await freshApp();
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(t, 'wrong_pass')));
    expect(burst.filter((response) => response.statusCode === 403).length).toBeGreaterThan(0);
    expect((await login(t, right)).json()).toEqual(LOCKED);
  });

  it('forgets earlier failures after a successful login', async () => {
    const t = await freshApp();
    for (let attempt = 1; attempt <= 4; attempt++) await login(t, 'wrong_pass');
    expect((await login(t, right)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await login(t, 'wrong_pass')).statusCode).toBe(400);
    expect((await login(t, right)).statusCode).toBe(200);
  });
});

describe('no account enumeration', () => {
  const unknownOa = (t: TestApp, password: string) =>
    post(t, urlOf(ACCOUNT_ENDPOINTS.oa.login), { accountName: 'nobody_here', password });
  const unknownCooperation = (t: TestApp, password: string) =>
    post(t, urlOf(ACCOUNT_ENDPOINTS.cooperation.login), { phone: '13912345678', password });
  const unknownPhone = '13712345678';

  it.each([
    { loginType: 'oa', known: oaLogin, unknown: unknownOa },
    { loginType: 'cooperation', known: cooperationLogin, unknown: unknownCooperation },
  ])('$loginType: an unknown account answers and locks exactly as a real one', async ({ known, unknown }) => {
    const t = await freshApp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const [real, invented] = [await known(t, 'wrong_pass'), await unknown(t, 'wrong_pass')];
      expect(invented.statusCode).toBe(real.statusCode);
      expect(invented.json()).toEqual(real.json());
    }
    expect((await unknown(t, 'wrong_pass')).json()).toEqual(LOCKED);
    t.clock.advance(LOGIN_LOCK_MS + SECOND);
    expect((await unknown(t, 'wrong_pass')).statusCode).toBe(400);
  });

  it('guard: an unknown phone answers and locks exactly as a real one', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const wrong = wrongCodeFor(await latestCode(t));
    for (let attempt = 1; attempt <= 5; attempt++) {
      const real = await guardLogin(t, wrong);
      const invented = await post(t, urlOf(ACCOUNT_ENDPOINTS.guard.login), { phone: unknownPhone, smsCode: wrong });
      expect(invented.statusCode).toBe(real.statusCode);
      expect(invented.json()).toEqual(real.json());
    }
    expect((await guardLogin(t, wrong)).json()).toEqual(LOCKED);
  });

  it('throttles SMS codes for an unknown phone as for a guard, and sends it nothing', async () => {
    const t = await freshApp();
    const send = (target: string) => post(t, urlOf(AUTH_ENDPOINTS.guardSmsCode), { phone: target });
    for (const target of [phone, unknownPhone]) expect((await send(target)).statusCode).toBe(200);
    t.clock.advance(59 * SECOND);
    const [real, invented] = [await send(phone), await send(unknownPhone)];
    expect(real.statusCode).toBe(429);
    expect(invented.statusCode).toBe(429);
    expect(invented.json()).toEqual(real.json());
    t.clock.advance(SECOND);
    expect((await send(unknownPhone)).statusCode).toBe(200);
    const inbox = await t.app.inject({
      method: 'GET',
      url: `${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=${unknownPhone}`,
    });
    expect(inbox.statusCode).toBe(404);
  });
});

describe('guard SMS code', () => {
  it('cannot be resent within 60 seconds', async () => {
    const t = await freshApp();
    expect((await requestSmsCode(t)).json()).toMatchObject({ code: 200, success: true, message: '验证码已发送' });
    t.clock.advance(59 * SECOND);
    const again = await requestSmsCode(t);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: 429,
      success: false,
      message: '验证码发送过于频繁，请稍后再试',
      data: { errorCode: ERROR_CODES.smsTooFrequent },
    });
    t.clock.advance(SECOND);
    expect((await requestSmsCode(t)).statusCode).toBe(200);
  });

  it('replaces the earlier code when resent', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const first = await latestCode(t);
    let second = first;
    // A resend draws a fresh random code, equal to the first once in a million: resend until it differs.
    for (let resend = 0; resend < 3 && second === first; resend++) {
      t.clock.advance(60 * SECOND);
      await requestSmsCode(t);
      second = await latestCode(t);
    }
    expect(second).not.toBe(first);
    expect((await guardLogin(t, first)).statusCode).toBe(400);
    expect((await guardLogin(t, second)).statusCode).toBe(200);
  });

  it('locks the guard after five wrong codes; then even the right code is refused', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const code = await latestCode(t);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await guardLogin(t, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('验证码错误或已过期');
    }
    expect((await guardLogin(t, wrongCodeFor(code))).json()).toEqual(LOCKED);
    expect((await guardLogin(t, code)).json()).toEqual(LOCKED);
  });

  it('allows five guesses in all, even when they arrive in parallel', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const code = await latestCode(t);
    const burst = await Promise.all(Array.from({ length: 12 }, () => guardLogin(t, wrongCodeFor(code))));
    expect(burst.every((response) => response.statusCode !== 200)).toBe(true);
    // Even once the lock has passed, the burst has used up the code: the right code no longer logs in.
    t.clock.advance(LOGIN_LOCK_MS + SECOND);
    const afterBurst = await guardLogin(t, code);
    expect(afterBurst.json()).toMatchObject({ success: false });
    expect([400, 403]).toContain(afterBurst.statusCode);
  });

  it('logs in only once when the right code arrives twice at the same time', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const code = await latestCode(t);
    const both = await Promise.all([guardLogin(t, code), guardLogin(t, code)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('expires after 5 minutes', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const code = await latestCode(t);
    t.clock.advance(5 * 60_000);
    const late = await guardLogin(t, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 400, success: false, message: '验证码错误或已过期' });
  });

  it('works just before it expires, and only once', async () => {
    const t = await freshApp();
    await requestSmsCode(t);
    const code = await latestCode(t);
    t.clock.advance(5 * 60_000 - SECOND);
    const first = await guardLogin(t, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toMatch(/^[\w-]{43}$/);
    const replay = await guardLogin(t, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('验证码错误或已过期');
  });
});

describe('session lifetime', () => {
  const loginInfo = (t: TestApp, token: string) =>
    t.app.inject({ method: 'GET', url: urlOf(AUTH_ENDPOINTS.loginInfo), headers: { authorization: token } });

  it('answers 401 after 2 hours without use', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app);
    t.clock.advance(SESSION_IDLE_MS - SECOND);
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    const idle = await loginInfo(t, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 401, success: false, message: '登录过期' });
  });

  it('answers 401 after 12 hours even when used all the time', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app);
    for (let hour = 1; hour < 12; hour++) {
      t.clock.advance(HOUR);
      expect((await loginInfo(t, token)).statusCode).toBe(200);
    }
    t.clock.advance(HOUR);
    const old = await loginInfo(t, token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 401, success: false, message: '登录过期' });
  });

  it('accepts a Bearer token as well as the bare token', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app);
    expect((await loginInfo(t, `Bearer ${token}`)).statusCode).toBe(200);
    expect((await loginInfo(t, `${token}x`)).statusCode).toBe(401);
  });
});
