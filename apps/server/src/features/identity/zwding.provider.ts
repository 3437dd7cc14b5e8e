import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { systemClock, type Clock } from '../../clock.ts';
import { IdentityProviderError, type IdentityProvider, type WorkplaceUser } from './identity-provider.ts';
import {
  asRecord,
  createCachedToken,
  fetchJson,
  RejectedTokenError,
  withToken,
  type FetchFn,
  type IssuedToken,
} from './vendor-http.ts';

export interface ZwdingProviderOptions {
  appKey: string;
  appSecret: string;
  tenantId: string;
  agentId: string;
  /** https://openplatform.dg-work.cn in production; a local fake in tests. */
  baseUrl: string;
  fetch?: FetchFn;
  clock?: Clock;
  timeoutMs?: number;
  /** Reported in X-Hmac-Auth-IP / X-Hmac-Auth-MAC; the gateway records them, it does not route by them. */
  hostIp?: string;
  hostMac?: string;
}

/** The signed-request inputs of the 浙政钉 gateway. */
export interface ZwdingSignInput {
  method: string;
  timestamp: string;
  nonce: string;
  path: string;
  /** All request parameters, query and form alike. */
  params: Record<string, string>;
}

/**
 * The 浙政钉 gateway signature: base64 HMAC-SHA256 with the app secret over method, timestamp,
 * nonce, path and the parameters sorted by name as raw `k=v` pairs joined by `&` (not
 * URL-encoded: the gateway signs the decoded values).
 */
export function zwdingSignature(appSecret: string, input: ZwdingSignInput): string {
  const params = Object.keys(input.params)
    .sort()
    .map((key) => `${key}=${input.params[key] ?? ''}`)
    .join('&');
  const plain = `${input.method}\n${input.timestamp}\n${input.nonce}\n${input.path}\n${params}`;
  return createHmac('sha256', appSecret).update(plain, 'utf8').digest('base64');
}

/** The gateway wants China Standard Time with milliseconds: 2026-01-05T09:00:00.000+08:00. */
export function zwdingTimestamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().replace('Z', '+08:00');
}

type Content = Record<string, unknown> & { success: boolean; data: Record<string, unknown>; message: string };

/** 浙政钉 / 专有钉钉 OpenAPI (openplatform.dg-work.cn): in-app login and the gdt authConfig ticket. */
export function createZwdingProvider(options: ZwdingProviderOptions): IdentityProvider {
  const { appKey, appSecret, tenantId, agentId } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const http = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };

  /** One signed gateway call; answers the `content` envelope, whose success the caller judges. */
  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<Content> {
    const now = clock.now();
    const timestamp = zwdingTimestamp(now);
    const nonce = `${now.getTime()}${randomInt(1000, 10000)}`;
    const headers: Record<string, string> = {
      'X-Hmac-Auth-Timestamp': timestamp,
      'X-Hmac-Auth-Version': '1.0',
      'X-Hmac-Auth-Nonce': nonce,
      apiKey: appKey,
      'X-Hmac-Auth-Signature': zwdingSignature(appSecret, { method, timestamp, nonce, path, params }),
      'X-Hmac-Auth-IP': options.hostIp ?? '127.0.0.1',
      'X-Hmac-Auth-MAC': options.hostMac ?? '00:00:00:00:00:00',
    };
    const form = new URLSearchParams(params).toString();
    const label = `zwding ${path}`;
    const raw =
      method === 'GET'
        ? await fetchJson(`${baseUrl}${path}?${form}`, { method, headers }, { ...http, label })
        : await fetchJson(
            `${baseUrl}${path}`,
            { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form },
            { ...http, label },
          );
    return unwrap(label, raw);
  }

  async function fetchAccessToken(): Promise<IssuedToken> {
    // GET, as the vendor documents it and its SDK signs it; the app credentials travel in the query.
    const content = await call('GET', '/gettoken.json', { appkey: appKey, appsecret: appSecret });
    if (!content.success) throw new IdentityProviderError(`zwding gettoken: ${content.message}`, 'vendor');
    return issued('gettoken', content.data);
  }

  const accessToken = createCachedToken(fetchAccessToken, clock);

  // The gdt authConfig is configured with this "jsapi token" as its ticket.
  const jsapiTicket = createCachedToken(
    () =>
      withToken(accessToken, 'zwding get_jsapi_token', async (token) => {
        const content = rejectStaleToken(await call('POST', '/get_jsapi_token.json', { accessToken: token }));
        if (!content.success) throw new IdentityProviderError(`zwding get_jsapi_token: ${content.message}`, 'vendor');
        return issued('get_jsapi_token', content.data);
      }),
    clock,
  );

  async function exchangeAuthCode(authCode: string): Promise<WorkplaceUser> {
    return withToken(accessToken, 'zwding dingtalk_app_user', async (token) => {
      const content = rejectStaleToken(
        await call('POST', '/rpc/oauth2/dingtalk_app_user.json', { access_token: token, auth_code: authCode }),
      );
      // Any other refusal is about the code (unknown, used, expired, from another app).
      if (!content.success) throw new IdentityProviderError(`无效的授权码 (${content.message})`, 'invalid_code');
      return toUser(content.data);
    });
  }

  return {
    name: 'zwding',
    appKey,
    exchangeAuthCode,
    async jsapiSignature() {
      const ticket = await jsapiTicket.get();
      // gdt.authConfig needs only the ticket; the other fields keep the shared shape.
      return {
        ticket,
        corpId: tenantId,
        agentId,
        timeStamp: clock.now().getTime(),
        nonceStr: randomBytes(8).toString('hex'),
        signature: '',
      };
    },
  };
}

/** Gateway-level refusals (bad signature, unknown apiKey) are vendor failures; business results sit in `content`. */
function unwrap(label: string, raw: unknown): Content {
  const body = asRecord(raw);
  if (body.success !== true) {
    const reason = textOf([body.errorCode, body.errorMsg ?? body.errorMessage]);
    throw new IdentityProviderError(`${label}: gateway refused (${reason || 'no reason given'})`, 'vendor');
  }
  const content = asRecord(body.content);
  const message = textOf([content.responseCode, content.responseMessage]);
  return { ...content, success: content.success === true, data: asRecord(content.data), message };
}

/**
 * The vendor does not document distinct codes for an expired access token; its messages name
 * the token, which is what distinguishes that refusal from a bad auth code.
 */
function rejectStaleToken(content: Content): Content {
  if (!content.success && /access_?token/i.test(content.message)) throw new RejectedTokenError(content.message);
  return content;
}

function issued(label: string, data: Record<string, unknown>): IssuedToken {
  if (typeof data.accessToken !== 'string' || data.accessToken === '') {
    throw new IdentityProviderError(`zwding ${label}: no token in response`, 'vendor');
  }
  const seconds = Number(data.expiresIn);
  return { value: data.accessToken, expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 7200 };
}

function toUser(data: Record<string, unknown>): WorkplaceUser {
  const accountId = data.accountId;
  if ((typeof accountId !== 'number' && typeof accountId !== 'string') || accountId === '') {
    throw new IdentityProviderError('zwding dingtalk_app_user: no accountId in response', 'vendor');
  }
  const name = [data.lastName, data.nickNameCn].find((part) => typeof part === 'string' && part !== '');
  return { vendorUserId: String(accountId), name: typeof name === 'string' ? name : '' };
}

/** Joins the scalar parts of a vendor error for the log; objects are left out. */
const textOf = (parts: unknown[]): string =>
  parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
