import type { FakeWorkNotice, FakeWorkplaceApp, LoopbackServer } from './fake-dingtalk.ts';

/**
 * What every workplace-app fake (DingTalk, 浙政钉) keeps alike: auth codes accepted once each, access
 * tokens that can be expired as if their lifetime had passed on the vendor side, the last jsapi
 * ticket, the work notices accepted, and one serial for the ids it mints.
 */
export function fakeVendorState<User>(tokenPrefix: string, users: Record<string, User> = {}) {
  const codes = new Map(Object.entries(users));
  const liveTokens = new Set<string>();
  const expiredTokens = new Set<string>();
  const workNotices: FakeWorkNotice[] = [];
  let serial = 0;
  let lastTicket: string | undefined;
  return {
    workNotices,
    /** The next number of the fake's one serial (tokens, tickets, request ids). */
    nextSerial: () => ++serial,
    issueToken(): string {
      const token = `${tokenPrefix}-token-${++serial}`;
      liveTokens.add(token);
      return token;
    },
    tokenState(token: string | undefined): 'live' | 'expired' | 'unknown' {
      if (token !== undefined && liveTokens.has(token)) return 'live';
      return token !== undefined && expiredTokens.has(token) ? 'expired' : 'unknown';
    },
    issueTicket(): string {
      lastTicket = `${tokenPrefix}-ticket-${++serial}`;
      return lastTicket;
    },
    /** The user of an auth code, once: codes are single-use. */
    takeCode(code: string): User | undefined {
      const user = codes.get(code);
      codes.delete(code);
      return user;
    },
    issueCode: (code: string, user: User): void => {
      codes.set(code, user);
    },
    expireTokens: (): void => {
      for (const token of liveTokens) expiredTokens.add(token);
      liveTokens.clear();
    },
    /** The fake as tests drive it, around its loopback server. */
    appOf(server: LoopbackServer): FakeWorkplaceApp<User> {
      return {
        ...server,
        issueCode: this.issueCode,
        expireTokens: this.expireTokens,
        get lastTicket() {
          return lastTicket;
        },
        workNotices,
      };
    },
  };
}

/** The calls a fake vendor received at one path. */
export function callsTo<Call extends { path: string }>(vendor: { calls: readonly Call[] }, path: string): Call[] {
  return vendor.calls.filter((call) => call.path === path);
}

/** The error a call failed with; fails the test if it succeeded or threw something of another class. */
export async function failureOf<E extends Error>(
  promise: Promise<unknown>,
  errorClass: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof errorClass) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
