/** The session values of spec §3, with the exact storage keys the spec names. */
export const SESSION_KEYS = [
  'token',
  'loginType',
  'ddName',
  'phone',
  'accountId',
  'hasAuth',
  'uid',
  'user',
  'annual',
  'orgLevel',
  'roleType',
  'guardUser',
  'guardArea',
  'guardStreet',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** The one persistent (local) value: it outlives the browser session so auto-login works. */
export const OPENID_KEY = 'openid';

// Storage can throw (private mode, disabled cookies); the app then runs from memory only.
const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action();
  } catch {
    return fallback;
  }
};

export const readSession = (key: SessionKey): string | null => safely(() => window.sessionStorage.getItem(key), null);

export const writeSession = (key: SessionKey, value: string | number | boolean | object | null): void =>
  safely(() => {
    if (value === null || value === '') window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }, undefined);

/**
 * Ends what this tab holds of a session (issue 24): every sessionStorage value but the named ones
 * goes — the spec keys and anything a page kept for the session (a chosen location …).
 */
export const clearTabStorage = (keep: readonly string[]): void =>
  safely(() => {
    const names = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.key(index));
    for (const name of names) if (name !== null && !keep.includes(name)) window.sessionStorage.removeItem(name);
  }, undefined);

export const readOpenid = (): string => safely(() => window.localStorage.getItem(OPENID_KEY) ?? '', '');

export const writeOpenid = (openid: string): void =>
  safely(() => {
    if (openid) window.localStorage.setItem(OPENID_KEY, openid);
    else window.localStorage.removeItem(OPENID_KEY);
  }, undefined);

export const readNumber = (key: SessionKey): number | null => {
  const raw = readSession(key);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
};

export function readJson<T>(key: SessionKey, fallback: T): T {
  const raw = readSession(key);
  if (!raw) return fallback;
  return safely(() => JSON.parse(raw) as T, fallback);
}
