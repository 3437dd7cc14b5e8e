import { ACCOUNT_ENDPOINTS, AUTH_ENDPOINTS, AUTO_LOGIN_CODES, OPENID_MAX_IDLE_MS, urlOf } from '@afp/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

/** Each test moves the clock or rotates the demo openids, so each gets its own app and database. */
async function freshApp() {
  const t = await buildTestApp();
  onTestFinished(() => t.close());
  const exchange = async (authCode: string) =>
    (await t.app.inject({ method: 'GET', url: `${urlOf(AUTH_ENDPOINTS.autoOpenId)}?authCode=${authCode}` })).json()
      .data as { openid: string; loginTypes: string[] };
  const autoLogin = async (loginType: 'oa' | 'guard', openId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `${urlOf(ACCOUNT_ENDPOINTS[loginType].autoLogin)}?openId=${openId}` })
    ).json<{ code: number; success: boolean; data: { token?: string } | null }>();
  const oaLogin = async (openid: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
        payload: { ...DEMO_LOGINS.oaStaff, openid },
      })
    ).json().data.token as string;
  const logout = (token: string, openid: string) =>
    t.app.inject({
      method: 'GET',
      url: `${urlOf(ACCOUNT_ENDPOINTS.oa.logout)}?openid=${openid}`,
      headers: { authorization: token },
    });
  return { ...t, exchange, autoLogin, oaLogin, logout };
}

const DAY = 24 * 60 * 60_000;

describe('the openid as a credential', () => {
  it('is revoked by a logout with unbinding: it logs in and binds no more, and the next auth code issues a new one', async () => {
    const t = await freshApp();
    const { openid } = await t.exchange('dev-new-1.first');
    const token = await t.oaLogin(openid);
    expect((await t.autoLogin('oa', openid)).code).toBe(200);

    await t.logout(token, openid);
    expect((await t.autoLogin('oa', openid)).code).toBe(AUTO_LOGIN_CODES.notBound);
    // Whoever saw the old openid in a URL cannot bind it again.
    await t.oaLogin(openid);
    expect((await t.autoLogin('oa', openid)).code).toBe(AUTO_LOGIN_CODES.notBound);

    const next = await t.exchange('dev-new-1.second');
    expect(next.openid).not.toBe(openid);
    expect(next.loginTypes).toEqual([]);
    await t.oaLogin(next.openid);
    expect((await t.autoLogin('oa', next.openid)).code).toBe(200);
  });

  it("keeps the user's other login types bound under the new openid", async () => {
    const t = await freshApp();
    const { openid } = await t.exchange('dev-guard-1.first');
    await t.oaLogin(openid);
    expect((await t.exchange('dev-guard-1.both')).loginTypes.sort()).toEqual(['guard', 'oa']);
    const token = await t.oaLogin(openid);
    await t.logout(token, openid);

    expect((await t.autoLogin('guard', openid)).code).toBe(AUTO_LOGIN_CODES.notBound);
    const next = await t.exchange('dev-guard-1.after');
    expect(next.openid).not.toBe(openid);
    expect(next.loginTypes).toEqual(['guard']);
    expect((await t.autoLogin('guard', next.openid)).code).toBe(200);
  });

  it('expires after 30 days without use; each use keeps it for another 30 days', async () => {
    const t = await freshApp();
    expect(OPENID_MAX_IDLE_MS).toBe(30 * DAY);
    const { openid } = await t.exchange('dev-guard-1.first');
    t.clock.advance(OPENID_MAX_IDLE_MS - DAY);
    expect((await t.autoLogin('guard', openid)).code).toBe(200);
    t.clock.advance(OPENID_MAX_IDLE_MS - DAY);
    expect((await t.autoLogin('guard', openid)).code).toBe(200);

    t.clock.advance(OPENID_MAX_IDLE_MS + 1000);
    expect((await t.autoLogin('guard', openid)).code).toBe(AUTO_LOGIN_CODES.notBound);
    await loginGuard(t.app, DEMO_LOGINS.guard, openid);
    expect((await t.autoLogin('guard', openid)).code).toBe(AUTO_LOGIN_CODES.notBound);

    // The workplace app proves the user again: a new openid, still bound.
    const next = await t.exchange('dev-guard-1.later');
    expect(next.openid).not.toBe(openid);
    expect(next.loginTypes).toEqual(['guard']);
    expect((await t.autoLogin('guard', next.openid)).code).toBe(200);
  });
});
