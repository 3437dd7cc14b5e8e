import type { Clock } from '../../clock.ts';
import { IdentityProviderError } from './identity-provider.ts';

/** The slice of the global fetch the vendor clients use; injectable so tests can replace it. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** A vendor that does not answer within this is treated as down, so a login never hangs. */
export const VENDOR_TIMEOUT_MS = 10_000;

/**
 * Tokens are renewed this long before the vendor says they expire, so a token never dies
 * between being read from the cache and reaching the vendor.
 */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export interface FetchJsonOptions {
  fetch: FetchFn;
  /** Names the vendor and the call in error messages (never includes secrets). */
  label: string;
  timeoutMs?: number;
}

/**
 * Calls a vendor endpoint and parses its JSON body. Every failure on the way (network, timeout,
 * HTTP status, non-JSON) becomes a 'vendor' IdentityProviderError; the caller judges the body.
 */
export async function fetchJson(url: string, init: RequestInit, options: FetchJsonOptions): Promise<unknown> {
  const { label, timeoutMs = VENDOR_TIMEOUT_MS } = options;
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new IdentityProviderError(`${label}: request failed (${describe(error)})`, 'vendor');
  }
  if (!response.ok) throw new IdentityProviderError(`${label}: HTTP ${response.status}`, 'vendor');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new IdentityProviderError(`${label}: response is not JSON`, 'vendor');
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    // fetch wraps the socket error (ECONNREFUSED...) in `cause`; that is the useful part.
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return error.name === 'TimeoutError' ? 'timed out' : `${error.message}${cause}`;
  }
  return String(error);
}

/** Narrows an unknown JSON value to an object whose fields can be read. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A token as the vendor hands it out. */
export interface IssuedToken {
  value: string;
  expiresInSeconds: number;
}

export interface CachedToken {
  /** The cached token, or a fresh one; concurrent callers share one vendor request. */
  get(): Promise<string>;
  /**
   * Drops `stale` after the vendor rejected it. A token fetched meanwhile by another caller
   * is kept, so a burst of rejections causes one refetch, not one per caller.
   */
  invalidate(stale: string): void;
}

/**
 * Caches a vendor token until shortly before it expires. Failures are not cached: the next
 * caller tries again.
 */
export function createCachedToken(
  fetchToken: () => Promise<IssuedToken>,
  clock: Clock,
  refreshMarginMs = TOKEN_REFRESH_MARGIN_MS,
): CachedToken {
  let cached: { value: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function refresh(): Promise<string> {
    const issued = await fetchToken();
    const lifetimeMs = issued.expiresInSeconds * 1000;
    // A lifetime shorter than the margin would never be reused; keep such a token for half of it.
    const keepMs = lifetimeMs > refreshMarginMs * 2 ? lifetimeMs - refreshMarginMs : lifetimeMs / 2;
    cached = { value: issued.value, renewAt: clock.now().getTime() + keepMs };
    return issued.value;
  }

  return {
    get() {
      if (cached && clock.now().getTime() < cached.renewAt) return Promise.resolve(cached.value);
      inFlight ??= refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    invalidate(stale) {
      if (cached?.value === stale) cached = undefined;
    },
  };
}

/** Thrown by a vendor call when the vendor refused the access token itself (expired, revoked). */
export class RejectedTokenError extends Error {}

/**
 * Runs `call` with a cached token. If the vendor rejects the token (the call throws
 * RejectedTokenError), the token is dropped and the call retried once with a fresh one; a
 * second rejection means something else is wrong, so it is reported as a vendor failure.
 */
export async function withToken<T>(token: CachedToken, label: string, call: (value: string) => Promise<T>): Promise<T> {
  const first = await token.get();
  try {
    return await call(first);
  } catch (error) {
    if (!(error instanceof RejectedTokenError)) throw error;
    token.invalidate(first);
  }
  const second = await token.get();
  try {
    return await call(second);
  } catch (error) {
    if (!(error instanceof RejectedTokenError)) throw error;
    token.invalidate(second);
    throw new IdentityProviderError(`${label}: access token rejected twice (${error.message})`, 'vendor');
  }
}
