import { ACCOUNT_ENDPOINTS, urlOf } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  loginGuardBySms,
  loginOaByPassword,
  loginPartnerByPassword,
  sessionValue,
  storedString,
  useJourney,
  waitForRoute,
  type Journey,
} from './support/browser.ts';

/**
 * Waits for a toast: the login answers after the lazily loaded login steps, an argon2 check and the
 * lazily loaded toast itself — on CI's loaded two cores well over expect.poll's 1 s default. The
 * page watches for it itself, so a toast shown for its 1.5 s is not missed between two polls.
 */
const toastShown = (page: Page, text: string) => page.getByText(text).first().waitFor({ timeout: 15_000 });

/** Password logins of the seed no other journey uses: partners coop-004…006 (seed.ts), wanghu_oa (report.seed.ts). */
type SpareLogin = { loginType: 'oa' | 'cooperation'; name: string; password: string };
const SPARE_PARTNERS = ['13910314187', '13910418916', '13910523645'].map((phone): SpareLogin => ({
  loginType: 'cooperation',
  name: phone,
  password: 'coop_123',
}));

/** Whether the right password logs in now; a login also forgets the identifier's earlier failures. */
async function logsIn(journey: Journey, login: SpareLogin): Promise<boolean> {
  const body =
    login.loginType === 'oa'
      ? { accountName: login.name, password: login.password }
      : { phone: login.name, password: login.password };
  const { body: answer } = await journey.api<{ code: number }>(urlOf(ACCOUNT_ENDPOINTS[login.loginType].login), {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return answer.code === 200;
}

/**
 * The first of `logins` that still logs in with its seeded password. A journey that changes a
 * password or locks an account leaves it so for the rest of the run (the lock for 15 minutes): its
 * retry, after a try that got that far, takes the next login instead of failing on the first step.
 */
async function freshLogin(journey: Journey, logins: readonly SpareLogin[]): Promise<SpareLogin> {
  for (const login of logins) if (await logsIn(journey, login)) return login;
  throw new Error(`none of ${logins.map((login) => login.name).join(', ')} logs in with its seeded password`);
}

describe('logging in on the login page', () => {
  const journey = useJourney();

  it('logs a guard in with an SMS code', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, '13800000001');
    expect(await sessionValue(page, 'roleType')).toBe('2');
    await expect.poll(async () => (await page.getByTestId('guard-area').textContent()) ?? '').toContain('湖滨街道');
  });

  it('shows field errors from the spec validators and sends nothing', async () => {
    const { page } = journey;
    await journey.open('/pages/login/login');
    await page.getByTestId('login-tab-guard').tap();
    await page.getByPlaceholder('请输入手机号').fill('2380000');
    await page.getByPlaceholder('请输入验证码').fill('12');
    await page.getByTestId('login-submit').tap();
    await expect.poll(() => page.getByText('请输入正确的手机号码').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('请输入6位数字验证码').count()).toBeGreaterThan(0);
    expect(await sessionValue(page, 'token')).toBeNull();
  });

  it('logs oa staff in with a password and fetches the verify groups', async () => {
    const { page } = journey;
    const groupCalls: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/proxy/api/oa/org/group/v2/list')) groupCalls.push(response.url());
    });
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await expect.poll(() => page.getByTestId('oa-account-name').textContent()).toContain('admin');
    await expect.poll(() => groupCalls.length).toBeGreaterThan(0);
    // admin is a member of the seeded verify groups.
    await expect.poll(() => page.getByTestId('oa-verify-status').textContent()).toBe('有核查权限');
    expect(await sessionValue(page, 'loginType')).toBe('oa');
  });

  it('logs a partner in with a password', async () => {
    const { page } = journey;
    await journey.open('/pages/login/login');
    await page.getByTestId('login-tab-cooperation').tap();
    await page.getByPlaceholder('请输入手机号').fill('13900000001');
    await page.getByPlaceholder('请输入密码').fill('coop_123');
    await page.getByTestId('login-submit').tap();
    await waitForRoute(page, '/pages/cooperation/index');
    await expect.poll(() => page.getByTestId('cooperation-name').textContent()).toContain('赵合作');
    expect(await sessionValue(page, 'accountId')).toBe('coop-001');
  });

  it('lets a partner change the password on its page, ending the session, and log in again with the new one', async () => {
    const { page } = journey;
    // A partner no other journey logs in with: its password stays changed for the rest of the run.
    const spare = await freshLogin(journey, SPARE_PARTNERS.slice(0, 2));
    const partner = { phone: spare.name, password: spare.password };
    const newPassword = 'Partner_2026';
    await loginPartnerByPassword(journey, partner);
    const endedToken = await storedString(page, 'token');
    await page.getByTestId('password-change-entry').tap();
    await waitForRoute(page, '/pages/account/password');
    const problemUnder = (placeholder: string) =>
      page.locator('.adm-list-item', { has: page.getByPlaceholder(placeholder) }).locator('.adm-list-item-description');
    const newField = '8-18位，含大写字母、小写字母、数字、下划线中的至少两种';
    await page.getByPlaceholder('请输入原密码').fill(partner.password);
    await page.getByPlaceholder(newField).fill('abcdefgh');
    await page.getByPlaceholder('请再次输入新密码').fill('abcdefgh');
    await page.getByTestId('password-submit').tap();
    await expect
      .poll(() => problemUnder(newField).textContent())
      .toBe('新密码须包含大写字母、小写字母、数字、下划线中的至少两种');
    // Fixed: the message goes as it is typed; the repeat now differs and says so.
    await page.getByPlaceholder(newField).fill(newPassword);
    await expect.poll(async () => (await problemUnder(newField).allTextContents()).join('')).toBe('');
    await expect.poll(() => problemUnder('请再次输入新密码').textContent()).toBe('两次输入的新密码不一致');
    await page.getByPlaceholder('请再次输入新密码').fill(newPassword);
    await expect.poll(async () => (await problemUnder('请再次输入新密码').allTextContents()).join('')).toBe('');
    await page.getByTestId('password-submit').tap();
    await waitForRoute(page, '/pages/login/login');
    await expect.poll(() => page.getByText('密码已修改，请重新登录').count()).toBeGreaterThan(0);
    expect(await sessionValue(page, 'token')).toBeNull();
    // The session of before is over on the server too.
    const ended = await journey.api('/proxy/api/auth/loginInfo', { headers: { authorization: endedToken } });
    expect(ended.status).toBe(402);

    await page.getByTestId('login-tab-cooperation').tap();
    await page.getByPlaceholder('请输入手机号').fill(partner.phone);
    await page.getByPlaceholder('请输入密码').fill(partner.password);
    await page.getByTestId('login-submit').tap();
    await toastShown(page, '账号或密码错误');
    await page.getByPlaceholder('请输入密码').fill(newPassword);
    await page.getByTestId('login-submit').tap();
    await waitForRoute(page, '/pages/cooperation/index');
    expect(await sessionValue(page, 'loginType')).toBe('cooperation');
  });

  it('locks an account after five wrong passwords', async () => {
    const { page } = journey;
    // An account no other journey logs in with: the lock holds for 15 minutes of the run. The check
    // before logs it in once, so no failure of an earlier try counts towards these five.
    const account = await freshLogin(journey, [
      { loginType: 'oa', name: 'wanghu_oa', password: 'station_123' },
      SPARE_PARTNERS[2]!,
    ]);
    await journey.open('/pages/login/login');
    await page.getByTestId(`login-tab-${account.loginType}`).tap();
    await page.getByPlaceholder(account.loginType === 'oa' ? '请输入账号' : '请输入手机号').fill(account.name);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await page.getByPlaceholder('请输入密码').fill(`wrong_${attempt}x`);
      await page.getByTestId('login-submit').tap();
      await toastShown(page, '账号或密码错误');
      await expect.poll(() => page.getByText('账号或密码错误').count(), { timeout: 5000 }).toBe(0);
    }
    await page.getByPlaceholder('请输入密码').fill('wrong_5x');
    await page.getByTestId('login-submit').tap();
    await toastShown(page, '账号已锁定，请15分钟后再试');
    await expect.poll(() => page.getByText('账号已锁定，请15分钟后再试').count(), { timeout: 5000 }).toBe(0);
    // Even the right password is refused while locked.
    await page.getByPlaceholder('请输入密码').fill(account.password);
    await page.getByTestId('login-submit').tap();
    await toastShown(page, '账号已锁定，请15分钟后再试');
    expect(await sessionValue(page, 'token')).toBeNull();
  });
});
