import { createHash, randomBytes } from 'node:crypto';
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

export interface DingTalkProviderOptions {
  appKey: string;
  appSecret: string;
  corpId: string;
  agentId: string;
  /** https://oapi.dingtalk.com in production; a local fake in tests. */
  baseUrl: string;
  fetch?: FetchFn;
  clock?: Clock;
  timeoutMs?: number;
}

/**
 * errcodes meaning the access token itself was refused (40014 invalid, 42001 expired,
 * 88 the token-check failure of the topapi endpoints): drop it and retry once.
 */
const TOKEN_ERRCODES = new Set([40014, 42001, 88]);

type DingTalkBody = Record<string, unknown> & { errcode: number; errmsg: string };

/** Public DingTalk OpenAPI (oapi.dingtalk.com): in-app login and dd.config signatures. */
export function createDingTalkProvider(options: DingTalkProviderOptions): IdentityProvider {
  const { appKey, appSecret, corpId, agentId } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const http = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };

  async function call(label: string, path: string, query: Record<string, string>, init: RequestInit = {}) {
    const url = `${baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    const body = asRecord(await fetchJson(url, init, { ...http, label: `dingtalk ${label}` }));
    const errcode = typeof body.errcode === 'number' ? body.errcode : Number(body.errcode ?? NaN);
    if (Number.isNaN(errcode)) throw new IdentityProviderError(`dingtalk ${label}: no errcode in response`, 'vendor');
    return { ...body, errcode, errmsg: typeof body.errmsg === 'string' ? body.errmsg : '' } as DingTalkBody;
  }

  /** Rejected tokens become RejectedTokenError so withToken can retry; other errcodes stay with the caller. */
  function checkToken(body: DingTalkBody): DingTalkBody {
    if (TOKEN_ERRCODES.has(body.errcode)) throw new RejectedTokenError(`${body.errcode} ${body.errmsg}`);
    return body;
  }

  async function fetchAccessToken(): Promise<IssuedToken> {
    const body = await call('gettoken', '/gettoken', { appkey: appKey, appsecret: appSecret });
    if (body.errcode !== 0) throw vendorError('gettoken', body);
    return issued('gettoken', body.access_token, body.expires_in);
  }

  const accessToken = createCachedToken(fetchAccessToken, clock);

  const jsapiTicket = createCachedToken(
    () =>
      withToken(accessToken, 'dingtalk get_jsapi_ticket', async (token) => {
        const body = checkToken(await call('get_jsapi_ticket', '/get_jsapi_ticket', { access_token: token }));
        if (body.errcode !== 0) throw vendorError('get_jsapi_ticket', body);
        return issued('get_jsapi_ticket', body.ticket, body.expires_in);
      }),
    clock,
  );

  async function getUserInfo(authCode: string): Promise<WorkplaceUser> {
    return withToken(accessToken, 'dingtalk getuserinfo', async (token) => {
      const body = checkToken(
        await call(
          'getuserinfo',
          '/topapi/v2/user/getuserinfo',
          { access_token: token },
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: authCode }) },
        ),
      );
      // Any other refusal is about the code (unknown, used, expired, from another app).
      if (body.errcode !== 0)
        throw new IdentityProviderError(`无效的授权码 (${body.errcode} ${body.errmsg})`, 'invalid_code');
      const result = asRecord(body.result);
      if (typeof result.userid !== 'string' || result.userid === '') {
        throw new IdentityProviderError('dingtalk getuserinfo: no userid in result', 'vendor');
      }
      return { vendorUserId: result.userid, name: typeof result.name === 'string' ? result.name : '' };
    });
  }

  return {
    name: 'dingtalk',
    appKey,
    exchangeAuthCode: getUserInfo,
    async jsapiSignature(url) {
      const ticket = await jsapiTicket.get();
      const timeStamp = clock.now().getTime();
      const nonceStr = randomBytes(8).toString('hex');
      const signature = dingTalkJsapiSignature({ ticket, nonceStr, timeStamp, url });
      return { ticket, corpId, agentId, timeStamp, nonceStr, signature };
    },
  };
}

/**
 * DingTalk's documented dd.config signature: sha1 hex over the fixed-order string, with the
 * page URL decoded and without its fragment (the client signs what location.href shows).
 */
export function dingTalkJsapiSignature(input: {
  ticket: string;
  nonceStr: string;
  timeStamp: number;
  url: string;
}): string {
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timeStamp}&url=${decodeUrl(input.url)}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

function decodeUrl(url: string): string {
  const withoutHash = url.split('#')[0] ?? '';
  try {
    return decodeURIComponent(withoutHash);
  } catch {
    // A malformed escape cannot be decoded; sign it as given rather than failing the page.
    return withoutHash;
  }
}

function vendorError(label: string, body: DingTalkBody): IdentityProviderError {
  return new IdentityProviderError(`dingtalk ${label}: ${body.errcode} ${body.errmsg}`, 'vendor');
}

function issued(label: string, value: unknown, expiresIn: unknown): IssuedToken {
  if (typeof value !== 'string' || value === '') {
    throw new IdentityProviderError(`dingtalk ${label}: no token in response`, 'vendor');
  }
  const seconds = Number(expiresIn);
  return { value, expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 7200 };
}
