import { createHmac } from 'node:crypto';
import { describe, it, expect, onTestFinished } from 'vitest';
import { fakeClock } from '../../clock.ts';
import { startFakeZwding } from '../../testing/fake-zwding.ts';
import { callsTo, failureOf } from '../../testing/fake-vendor-state.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { createZwdingProvider, zwdingSignature, zwdingTimestamp } from './zwding.provider.ts';

const APP = { appKey: 'zw-app-key', appSecret: 'zw-app-secret', tenantId: '196729', agentId: '5002' };
const TOKEN_LIFETIME_MS = 7200 * 1000;
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const USER_INFO = '/rpc/oauth2/dingtalk_app_user.json';

async function setup(overrides: { appSecret?: string; baseUrl?: string; timeoutMs?: number } = {}) {
  const vendor = await startFakeZwding({
    appKey: APP.appKey,
    appSecret: APP.appSecret,
    tenantId: APP.tenantId,
    users: { 'code-zhang': { accountId: 10086, lastName: '张三', nickNameCn: '小张' } },
  });
  onTestFinished(() => vendor.close());
  const clock = fakeClock();
  const provider = createZwdingProvider({ ...APP, baseUrl: vendor.baseUrl, clock, ...overrides });
  return { vendor, clock, provider };
}

const failure = (promise: Promise<unknown>) => failureOf(promise, IdentityProviderError);

describe('浙政钉 provider: request signing', () => {
  it('signs method, timestamp, nonce, path and the sorted raw parameters with HMAC-SHA256', () => {
    const input = {
      method: 'POST',
      timestamp: '2026-01-05T09:00:00.000+08:00',
      nonce: '17675748000001234',
      path: USER_INFO,
      params: { auth_code: 'c/1', access_token: 't+1' },
    };
    const expected = createHmac('sha256', 'secret')
      .update(`POST\n2026-01-05T09:00:00.000+08:00\n17675748000001234\n${USER_INFO}\naccess_token=t+1&auth_code=c/1`)
      .digest('base64');

    expect(zwdingSignature('secret', input)).toBe(expected);
  });

  it('stamps requests in China Standard Time with milliseconds', () => {
    expect(zwdingTimestamp(new Date('2026-01-05T01:02:03.004Z'))).toBe('2026-01-05T09:02:03.004+08:00');
  });
});

describe('浙政钉 provider: auth codes', () => {
  it('exchanges an auth code for the 浙政钉 user, keyed by accountId', async () => {
    const { provider } = await setup();

    expect(provider.name).toBe('zwding');
    expect(provider.appKey).toBe(APP.appKey);
    await expect(provider.exchangeAuthCode('code-zhang')).resolves.toEqual({ vendorUserId: '10086', name: '张三' });
  });

  it('sends signed requests the gateway accepts: token by GET query, user by form', async () => {
    const { vendor, provider } = await setup();

    await provider.exchangeAuthCode('code-zhang');

    const [token] = callsTo(vendor, '/gettoken.json');
    expect(token).toMatchObject({ method: 'GET', query: { appkey: APP.appKey, appsecret: APP.appSecret } });
    const [userInfo] = callsTo(vendor, USER_INFO);
    expect(userInfo).toMatchObject({ method: 'POST', body: { auth_code: 'code-zhang' } });
    expect(userInfo?.body.access_token).toMatch(/^zw-token-/);
  });

  it('falls back to the Chinese nickname when the user has no lastName', async () => {
    const { vendor, provider } = await setup();
    vendor.issueCode('code-nick', { accountId: 7, lastName: '', nickNameCn: '小李' });

    await expect(provider.exchangeAuthCode('code-nick')).resolves.toEqual({ vendorUserId: '7', name: '小李' });
  });

  it('refuses a used code as invalid_code', async () => {
    const { provider } = await setup();
    await provider.exchangeAuthCode('code-zhang');

    expect((await failure(provider.exchangeAuthCode('code-zhang'))).kind).toBe('invalid_code');
  });
});

describe('浙政钉 provider: access token', () => {
  it('fetches the access token once for many calls', async () => {
    const { vendor, provider } = await setup();
    for (let i = 0; i < 5; i++) vendor.issueCode(`code-${i}`, { accountId: i, lastName: `用户${i}` });

    for (let i = 0; i < 5; i++) await provider.exchangeAuthCode(`code-${i}`);

    expect(callsTo(vendor, '/gettoken.json')).toHaveLength(1);
    expect(callsTo(vendor, USER_INFO)).toHaveLength(5);
  });

  it('keeps the token until shortly before it expires, then fetches a new one', async () => {
    const { vendor, clock, provider } = await setup();
    vendor.issueCode('code-a', { accountId: 1, lastName: 'A' });
    vendor.issueCode('code-b', { accountId: 2, lastName: 'B' });
    await provider.exchangeAuthCode('code-zhang');

    clock.advance(TOKEN_LIFETIME_MS - REFRESH_MARGIN_MS - 1);
    await provider.exchangeAuthCode('code-a');
    expect(callsTo(vendor, '/gettoken.json')).toHaveLength(1);

    clock.advance(1);
    await provider.exchangeAuthCode('code-b');
    expect(callsTo(vendor, '/gettoken.json')).toHaveLength(2);
  });

  it('shares one token request between concurrent callers', async () => {
    const { vendor, provider } = await setup();
    for (let i = 0; i < 8; i++) vendor.issueCode(`code-${i}`, { accountId: i, lastName: `用户${i}` });

    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => provider.exchangeAuthCode(`code-${i}`)));

    expect(users.map((user) => user.vendorUserId)).toEqual(Array.from({ length: 8 }, (_, i) => String(i)));
    expect(callsTo(vendor, '/gettoken.json')).toHaveLength(1);
  });

  it('drops a token the vendor has expired and retries once with a new one', async () => {
    const { vendor, provider } = await setup();
    vendor.issueCode('code-a', { accountId: 1, lastName: 'A' });
    await provider.exchangeAuthCode('code-a');
    vendor.expireTokens();

    await expect(provider.exchangeAuthCode('code-zhang')).resolves.toMatchObject({ vendorUserId: '10086' });

    expect(callsTo(vendor, '/gettoken.json')).toHaveLength(2);
    expect(callsTo(vendor, USER_INFO)).toHaveLength(3);
  });
});

describe('浙政钉 provider: vendor failures', () => {
  it('reports a wrong app secret (the gateway refuses the signature) as a vendor error', async () => {
    const { provider } = await setup({ appSecret: 'wrong-secret' });

    const error = await failure(provider.exchangeAuthCode('code-zhang'));

    expect(error.kind).toBe('vendor');
    expect(error.message).toContain('signature mismatch');
  });

  it('reports a vendor that is down as a vendor error', async () => {
    const down = await startFakeZwding({ appKey: APP.appKey, appSecret: APP.appSecret });
    await down.close();
    const { provider } = await setup({ baseUrl: down.baseUrl });

    expect((await failure(provider.exchangeAuthCode('code-zhang'))).kind).toBe('vendor');
    expect((await failure(provider.jsapiSignature('https://app.example.com/'))).kind).toBe('vendor');
  });

  it('reports an HTTP error page, a non-JSON answer and silence as vendor errors', async () => {
    const { vendor, provider } = await setup({ timeoutMs: 100 });

    for (const outage of ['http-500', 'non-json', 'hang'] as const) {
      vendor.setOutage(outage);
      expect((await failure(provider.exchangeAuthCode('code-zhang'))).kind).toBe('vendor');
    }
  });
});

describe('浙政钉 provider: jsapi ticket', () => {
  it('hands the gdt authConfig the jsapi token as ticket, with the tenant as corpId', async () => {
    const { vendor, clock, provider } = await setup();

    const signed = await provider.jsapiSignature('https://app.example.com/h5/#/login');

    expect(signed).toEqual({
      ticket: vendor.lastTicket,
      corpId: APP.tenantId,
      agentId: APP.agentId,
      timeStamp: clock.now().getTime(),
      nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/),
      signature: '',
    });
    expect(callsTo(vendor, '/get_jsapi_token.json')[0]?.body.accessToken).toMatch(/^zw-token-/);
  });

  it('caches the ticket until it nears expiry', async () => {
    const { vendor, clock, provider } = await setup();

    const first = await provider.jsapiSignature('https://app.example.com/a');
    await Promise.all([
      provider.jsapiSignature('https://app.example.com/b'),
      provider.jsapiSignature('https://app.example.com/c'),
    ]);
    expect(callsTo(vendor, '/get_jsapi_token.json')).toHaveLength(1);

    clock.advance(TOKEN_LIFETIME_MS - REFRESH_MARGIN_MS);
    const renewed = await provider.jsapiSignature('https://app.example.com/a');

    expect(renewed.ticket).not.toBe(first.ticket);
    expect(callsTo(vendor, '/get_jsapi_token.json')).toHaveLength(2);
  });
});
