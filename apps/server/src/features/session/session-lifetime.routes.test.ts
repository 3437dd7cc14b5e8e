import { AUTH_ENDPOINTS, ERROR_CODES } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cooperationAccount, session } from '../../db/schema.ts';
import { sha256 } from '../../secrets.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { send } from '../../testing/requests.ts';
import { loginCooperation, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import type { SessionLimits } from './session.rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Limits as SESSION_IDLE_MINUTES=30 and SESSION_MAX_HOURS=3 configure them, unlike the 2 h / 12 h defaults. */
const CONFIGURED: SessionLimits = { idleMs: 30 * MINUTE, absoluteMs: 3 * HOUR };
const EXPIRED = { code: 401, success: false, message: '登录过期', data: { errorCode: ERROR_CODES.sessionExpired } };
const REVOKED = { code: 402, success: false, data: { errorCode: ERROR_CODES.sessionRevoked } };

/** Each test moves the clock, so each gets its own app and database. */
async function freshApp(sessionLimits?: SessionLimits) {
  const t = await buildTestApp(sessionLimits ? { sessionLimits } : {});
  onTestFinished(() => t.close());
  return t;
}
type TestApp = Awaited<ReturnType<typeof freshApp>>;

const loginInfo = (t: TestApp, token: string) => send(t.app, AUTH_ENDPOINTS.loginInfo, { as: token });
const rowOf = async (t: TestApp, token: string) =>
  (
    await t.db
      .select()
      .from(session)
      .where(eq(session.tokenHash, sha256(token)))
  )[0]!;

// Each test builds its app and signs in (argon2) several times: allow a busy machine.
describe('configured session lifetime (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS)', { timeout: 90_000 }, () => {
  it('ends a session unused for the idle timeout with 401 登录过期, and keeps a used one', async () => {
    const t = await freshApp(CONFIGURED);
    const token = await loginOa(t.app);
    t.clock.advance(CONFIGURED.idleMs - SECOND);
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    // Used just now: the idle time counts again from here.
    t.clock.advance(CONFIGURED.idleMs - SECOND);
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    t.clock.advance(CONFIGURED.idleMs);
    const idle = await loginInfo(t, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual(EXPIRED);
  });

  it('ends a session at its absolute lifetime even when used all the time, and says when', async () => {
    const t = await freshApp(CONFIGURED);
    const token = await loginOa(t.app);
    const opened = t.clock.now().getTime();
    const first = await loginInfo(t, token);
    expect(new Date(first.json().data.expiresAt).getTime()).toBe(opened + CONFIGURED.absoluteMs);
    for (let used = 20 * MINUTE; used < CONFIGURED.absoluteMs; used += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await loginInfo(t, token)).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    const old = await loginInfo(t, token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(EXPIRED);
  });

  it('defaults to DESIGN §2: 2 hours idle, 12 hours absolute', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app);
    const opened = t.clock.now().getTime();
    expect(new Date((await loginInfo(t, token)).json().data.expiresAt).getTime()).toBe(opened + 12 * HOUR);
    t.clock.advance(2 * HOUR - SECOND);
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    expect((await loginInfo(t, token)).statusCode).toBe(401);
  });

  it('writes last-seen at most once a minute, however many requests', async () => {
    const t = await freshApp(CONFIGURED);
    const token = await loginOa(t.app);
    const opened = (await rowOf(t, token)).lastSeenAt.getTime();
    for (const step of [0, 20 * SECOND, 20 * SECOND, 19 * SECOND]) {
      t.clock.advance(step);
      expect((await loginInfo(t, token)).statusCode).toBe(200);
      expect((await rowOf(t, token)).lastSeenAt.getTime()).toBe(opened);
    }
    t.clock.advance(SECOND);
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    expect((await rowOf(t, token)).lastSeenAt.getTime()).toBe(opened + MINUTE);
  });
});

describe('a disabled account', { timeout: 90_000 }, () => {
  const setDisabled = (t: TestApp, disabled: boolean) =>
    t.db
      .update(cooperationAccount)
      .set({ disabled })
      .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));

  it('has its sessions ended in the database at once: 402, and they stay ended when it is enabled again', async () => {
    const t = await freshApp();
    const [first, second] = [await loginCooperation(t.app), await loginCooperation(t.app)];
    expect((await loginInfo(t, first)).statusCode).toBe(200);
    await setDisabled(t, true);
    // Revoked by the database in the disabling transaction itself, whoever disabled it.
    for (const token of [first, second]) {
      expect(await rowOf(t, token)).toMatchObject({ revokeReason: 'account_disabled' });
      expect((await rowOf(t, token)).revokedAt).not.toBeNull();
    }
    // This app's caches hear nothing of a write made past it on PGlite: read once they have run out.
    t.clock.advance(MINUTE);
    for (const token of [first, second]) {
      const ended = await loginInfo(t, token);
      expect(ended.statusCode).toBe(402);
      expect(ended.json()).toMatchObject(REVOKED);
    }
    await setDisabled(t, false);
    t.clock.advance(MINUTE);
    expect((await loginInfo(t, first)).statusCode).toBe(402);
    expect((await loginInfo(t, await loginCooperation(t.app))).statusCode).toBe(200);
  });

  it('leaves the sessions of other accounts alone', async () => {
    const t = await freshApp();
    const oa = await loginOa(t.app);
    await setDisabled(t, true);
    t.clock.advance(MINUTE);
    expect((await loginInfo(t, oa)).statusCode).toBe(200);
  });
});
