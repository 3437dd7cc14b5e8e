import type { SmsSender } from './sms-sender.ts';

/**
 * Production SMS: POSTs `{phone, text}` as JSON to the operator's gateway (SMS_GATEWAY_URL),
 * with an optional bearer token. A non-2xx answer fails the send, so the caller sees an error.
 */
export function createHttpSmsSender({ url, token }: { url: string; token?: string }): SmsSender {
  return {
    async send(phone, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
