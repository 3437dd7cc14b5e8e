import { createHmac, randomInt } from 'node:crypto';
import { chinaIsoString } from '@afp/contract';
import { systemClock, type Clock } from '../../clock.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { asRecord, fetchJson, type FetchFn } from './vendor-http.ts';

export interface ZwdingAppOptions {
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
export const zwdingTimestamp = (now: Date): string => chinaIsoString(now);

export type ZwdingContent = Record<string, unknown> & {
  success: boolean;
  data: Record<string, unknown>;
  message: string;
};

export interface ZwdingGateway {
  clock: Clock;
  /** One signed gateway call; answers the `content` envelope, whose success the caller judges. */
  call: (method: 'GET' | 'POST', path: string, params: Record<string, string>) => Promise<ZwdingContent>;
}

/** The signed 浙政钉 gateway (openplatform.dg-work.cn) as the provider and the work-notice sender call it. */
export function createZwdingGateway(options: ZwdingAppOptions): ZwdingGateway {
  const { appKey, appSecret } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const clock = options.clock ?? systemClock;
  const http = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<ZwdingContent> {
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

  return { clock, call };
}

/** Gateway-level refusals (bad signature, unknown apiKey) are vendor failures; business results sit in `content`. */
function unwrap(label: string, raw: unknown): ZwdingContent {
  const body = asRecord(raw);
  if (body.success !== true) {
    const reason = textOf([body.errorCode, body.errorMsg ?? body.errorMessage]);
    throw new IdentityProviderError(`${label}: gateway refused (${reason || 'no reason given'})`, 'vendor');
  }
  const content = asRecord(body.content);
  const message = textOf([content.responseCode, content.responseMessage]);
  return { ...content, success: content.success === true, data: asRecord(content.data), message };
}

/** Joins the scalar parts of a vendor error for the log; objects are left out. */
const textOf = (parts: unknown[]): string =>
  parts.filter((part) => typeof part === 'string' || typeof part === 'number').join(' ');
