import { createHash } from 'node:crypto';
import { describe, it, expect, onTestFinished } from 'vitest';
import { fakeClock } from '../../clock.ts';
import { startFakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { createDingTalkProvider } from './dingtalk.provider.ts';
import { callsTo, failureOf } from '../../testing/fake-vendor-state.ts';
import { IdentityProviderError } from './identity-provider.ts';

const APP = { appKey: 'ding-app-key', appSecret: 'ding-app-secret', corpId: 'ding-corp', agentId: '3001' };
const TOKEN_LIFETIME_MS = 7200 * 1000;
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

async function setup(overrides: { appSecret?: string; baseUrl?: string; timeoutMs?: number } = {}) {
  const vendor = await startFakeDingTalk({
    appKey: APP.appKey,
    appSecret: APP.appSecret,
    users: { 'code-zhang': { userid: 'user-zhang', name: '张三' } },
  });
  onTestFinished(() => vendor.close());
  const clock = fakeClock();
  const provider = createDingTalkProvider({ ...APP, baseUrl: vendor.baseUrl, clock, ...overrides });
  return { vendor, clock, provider };
}

const failure = (promise: Promise<unknown>) => failureOf(promise, IdentityProviderError);

describe('DingTalk provider: auth codes', () => {
  it('exchanges an auth code for the DingTalk user', async () => {
    const { provider } = await setup();

    expect(provider.name).toBe('dingtalk');
    expect(provider.appKey).toBe(APP.appKey);
    await expect(provider.exchangeAuthCode('code-zhang')).resolves.toEqual({
      vendorUserId: 'user-zhang',
      name: '张三',
    });
  });

  it('sends the code as JSON to getuserinfo with the access token in the query', async () => {
    const { vendor, provider } = await setup();

    await provider.exchangeAuthCode('code-zhang');

    const [token] = callsTo(vendor, '/gettoken');
    expect(token?.query).toEqual({ appkey: APP.appKey, appsecret: APP.appSecret });
    const [userInfo] = callsTo(vendor, '/topapi/v2/user/getuserinfo');
    expect(userInfo?.method).toBe('POST');
    expect(userInfo?.body).toEqual({ code: 'code-zhang' });
    expect(userInfo?.query.access_token).toMatch(/^dt-token-/);
  });

  it('refuses a used code as invalid_code', async () => {
    const { provider } = await setup();
    await provider.exchangeAuthCode('code-zhang');

    const error = await failure(provider.exchangeAuthCode('code-zhang'));

    expect(error.kind).toBe('invalid_code');
    expect(error.message).toContain('40078');
  });

  it('refuses an unknown code as invalid_code', async () => {
    const { provider } = await setup();

    expect((await failure(provider.exchangeAuthCode('made-up'))).kind).toBe('invalid_code');
  });
});

describe('DingTalk provider: access token', () => {
  it('fetches the access token once for many calls', async () => {
    const { vendor, provider } = await setup();
    for (let i = 0; i < 5; i++) vendor.issueCode(`code-${i}`, { userid: `user-${i}`, name: `用户${i}` });

    for (let i = 0; i < 5; i++) await provider.exchangeAuthCode(`code-${i}`);

    expect(callsTo(vendor, '/gettoken')).toHaveLength(1);
    expect(callsTo(vendor, '/topapi/v2/user/getuserinfo')).toHaveLength(5);
  });

  it('keeps the token until shortly before it expires, then fetches a new one', async () => {
    const { vendor, clock, provider } = await setup();
    vendor.issueCode('code-a', { userid: 'a', name: 'A' });
    vendor.issueCode('code-b', { userid: 'b', name: 'B' });
    await provider.exchangeAuthCode('code-zhang');

    clock.advance(TOKEN_LIFETIME_MS - REFRESH_MARGIN_MS - 1);
    await provider.exchangeAuthCode('code-a');
    expect(callsTo(vendor, '/gettoken')).toHaveLength(1);

    clock.advance(1);
    await provider.exchangeAuthCode('code-b');
    expect(callsTo(vendor, '/gettoken')).toHaveLength(2);
  });

  it('shares one token request between concurrent callers', async () => {
    const { vendor, provider } = await setup();
    for (let i = 0; i < 8; i++) vendor.issueCode(`code-${i}`, { userid: `user-${i}`, name: `用户${i}` });

    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => provider.exchangeAuthCode(`code-${i}`)));

    expect(users.map((user) => user.vendorUserId)).toEqual(Array.from({ length: 8 }, (_, i) => `user-${i}`));
    expect(callsTo(vendor, '/gettoken')).toHaveLength(1);
  });

  it('drops a token the vendor has expired and retries once with a new one', async () => {
    const { vendor, provider } = await setup();
    vendor.issueCode('code-a', { userid: 'a', name: 'A' });
    await provider.exchangeAuthCode('code-a');
    vendor.expireTokens();

    await expect(provider.exchangeAuthCode('code-zhang')).resolves.toMatchObject({ vendorUserId: 'user-zhang' });

    expect(callsTo(vendor, '/gettoken')).toHaveLength(2);
    expect(callsTo(vendor, '/topapi/v2/user/getuserinfo')).toHaveLength(3);
  });

  it('does not cache a failed token request', async () => {
    const { vendor, provider } = await setup();
    vendor.setOutage('http-500');
    await failure(provider.exchangeAuthCode('code-zhang'));

    vendor.setOutage(undefined);

    await expect(provider.exchangeAuthCode('code-zhang')).resolves.toMatchObject({ vendorUserId: 'user-zhang' });
  });
});

describe('DingTalk provider: vendor failures', () => {
  it('reports a wrong app secret as a vendor error, not as a bad code', async () => {
    const { provider } = await setup({ appSecret: 'wrong-secret' });

    const error = await failure(provider.exchangeAuthCode('code-zhang'));

    expect(error.kind).toBe('vendor');
    expect(error.message).toContain('40089');
  });

  it('reports a vendor that is down as a vendor error', async () => {
    const down = await startFakeDingTalk({ appKey: APP.appKey, appSecret: APP.appSecret });
    await down.close();
    const { provider } = await setup({ baseUrl: down.baseUrl });

    expect((await failure(provider.exchangeAuthCode('code-zhang'))).kind).toBe('vendor');
    expect((await failure(provider.jsapiSignature('https://app.example.com/'))).kind).toBe('vendor');
  });

  it('reports an HTTP error page and a non-JSON answer as vendor errors', async () => {
    const { vendor, provider } = await setup();

    vendor.setOutage('http-500');
    expect(await failure(provider.exchangeAuthCode('code-zhang'))).toMatchObject({
      kind: 'vendor',
      message: expect.stringContaining('HTTP 500'),
    });
    vendor.setOutage('non-json');
    expect(await failure(provider.exchangeAuthCode('code-zhang'))).toMatchObject({
      kind: 'vendor',
      message: expect.stringContaining('not JSON'),
    });
  });

  it('gives up on a vendor that does not answer', async () => {
    const { vendor, provider } = await setup({ timeoutMs: 100 });
    vendor.setOutage('hang');

    expect(await failure(provider.exchangeAuthCode('code-zhang'))).toMatchObject({
      kind: 'vendor',
      message: expect.stringContaining('timed out'),
    });
  });
});

describe('DingTalk provider: jsapi signature', () => {
  it('signs the decoded page URL without its fragment, as DingTalk documents', async () => {
    const { vendor, clock, provider } = await setup();
    const url = 'https://app.example.com/h5/?from=%E5%B7%A5%E4%BD%9C%E5%8F%B0&x=1#/login';

    const signed = await provider.jsapiSignature(url);

    const ticket = vendor.lastTicket;
    const plain = `jsapi_ticket=${ticket}&noncestr=${signed.nonceStr}&timestamp=${signed.timeStamp}&url=https://app.example.com/h5/?from=工作台&x=1`;
    expect(signed).toEqual({
      ticket,
      corpId: APP.corpId,
      agentId: APP.agentId,
      timeStamp: clock.now().getTime(),
      nonceStr: expect.stringMatching(/^[0-9a-f]{16}$/),
      signature: createHash('sha1').update(plain).digest('hex'),
    });
  });

  it('caches the jsapi ticket, with a fresh nonce per signature, until it nears expiry', async () => {
    const { vendor, clock, provider } = await setup();

    const first = await provider.jsapiSignature('https://app.example.com/a');
    const second = await provider.jsapiSignature('https://app.example.com/b');
    await Promise.all([provider.jsapiSignature('https://app.example.com/c'), provider.exchangeAuthCode('code-zhang')]);

    expect(second.ticket).toBe(first.ticket);
    expect(second.nonceStr).not.toBe(first.nonceStr);
    expect(callsTo(vendor, '/get_jsapi_ticket')).toHaveLength(1);
    expect(callsTo(vendor, '/gettoken')).toHaveLength(1);

    clock.advance(TOKEN_LIFETIME_MS - REFRESH_MARGIN_MS);
    const renewed = await provider.jsapiSignature('https://app.example.com/a');

    expect(renewed.ticket).not.toBe(first.ticket);
    expect(callsTo(vendor, '/get_jsapi_ticket')).toHaveLength(2);
  });
});
