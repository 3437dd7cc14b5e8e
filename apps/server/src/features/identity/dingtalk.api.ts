import { systemClock, type Clock } from '../../clock.ts';
import { IdentityProviderError } from './identity-provider.ts';
import {
  asRecord,
  createCachedToken,
  fetchJson,
  RejectedTokenError,
  type CachedToken,
  type FetchFn,
  type IssuedToken,
} from './vendor-http.ts';

export interface DingTalkAppOptions {
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

export type DingTalkBody = Record<string, unknown> & { errcode: number; errmsg: string };

export interface DingTalkApi {
  clock: Clock;
  /** One call; answers the body with its errcode, which the caller judges. */
  call: (label: string, path: string, query: Record<string, string>, init?: RequestInit) => Promise<DingTalkBody>;
  /** The app's access token (cached until shortly before it expires). */
  accessToken: CachedToken;
  /** Rejected tokens become RejectedTokenError so withToken can retry; other errcodes stay with the caller. */
  checkToken: (body: DingTalkBody) => DingTalkBody;
}

/** The public DingTalk OpenAPI (oapi.dingtalk.com) as the provider and the work-notice sender call it. */
export function createDingTalkApi(options: DingTalkAppOptions): DingTalkApi {
  const { appKey, appSecret } = options;
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

  async function fetchAccessToken(): Promise<IssuedToken> {
    const body = await call('gettoken', '/gettoken', { appkey: appKey, appsecret: appSecret });
    if (body.errcode !== 0) throw dingTalkError('gettoken', body);
    return dingTalkIssued('gettoken', body.access_token, body.expires_in);
  }

  return {
    clock,
    call,
    accessToken: createCachedToken(fetchAccessToken, clock),
    checkToken(body) {
      if (TOKEN_ERRCODES.has(body.errcode)) throw new RejectedTokenError(`${body.errcode} ${body.errmsg}`);
      return body;
    },
  };
}

export function dingTalkError(label: string, body: DingTalkBody): IdentityProviderError {
  return new IdentityProviderError(`dingtalk ${label}: ${body.errcode} ${body.errmsg}`, 'vendor');
}

export function dingTalkIssued(label: string, value: unknown, expiresIn: unknown): IssuedToken {
  if (typeof value !== 'string' || value === '') {
    throw new IdentityProviderError(`dingtalk ${label}: no token in response`, 'vendor');
  }
  const seconds = Number(expiresIn);
  return { value, expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 7200 };
}
