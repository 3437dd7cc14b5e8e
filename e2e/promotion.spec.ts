import {
  AUTH_ENDPOINTS,
  GUARD_ROLE,
  PROMOTION_ENDPOINTS,
  urlOf,
  type AdminTransferOverview,
  type RankBoard,
  type SpreadUserCounts,
} from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, storedString, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { DEMO_GUARD, HOME_ORG, settle, tapTo, tokenOf } from './support/warnings.ts';

const QRCODE = '/pages/packageSubGuard/qrcode/qrcode';
const SPREAD_USER = '/pages/packageSubGuard/spread-user/spread-user';
const RANK = '/pages/packageSubGuard/rank-extension/rank-extension';
const REGISTER = '/pages/public/promotion-register';
const TRANSFER_MANAGER = '/pages/packageSubGuard/transfer-manager/transfer-manager';
/** The team admin of the demo guard's community. */
const TEAM_ADMIN = '13800000001';
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
/** A phone of no seeded resident (the demo city registers 177 numbers). */
const RESIDENT = { name: '孙立新', phone: `199${String(Date.now()).slice(-8)}` };
const MASKED = `${RESIDENT.phone.slice(0, 3)}****${RESIDENT.phone.slice(-4)}`;

/** A resident on their own phone (no login) registers through the link of the guard's QR code. */
async function registerOnPhone(journey: Journey, link: string): Promise<Page> {
  const phone = await journey.newPhone();
  await phone.goto(link);
  await waitForRoute(phone, REGISTER);
  await phone.getByTestId('register-intro').waitFor({ timeout: 15_000 });
  await phone.getByTestId('register-name').locator('input').fill(RESIDENT.name);
  await phone.getByTestId('register-phone').locator('input').fill(RESIDENT.phone);
  await phone.getByTestId('register-community').getByText(HOME_ORG.name, { exact: true }).tap();
  await phone.getByTestId('register-submit').tap();
  await phone.getByTestId('register-done').waitFor({ timeout: 15_000 });
  // Nothing the resident typed is shown back.
  const body = (await phone.locator('body').textContent()) ?? '';
  expect(body).not.toContain(RESIDENT.phone);
  expect(body).not.toContain(RESIDENT.name);
  return phone;
}

describe('promotion 推广 (issue 11 journey 3)', () => {
  const journey = useJourney();

  it('a resident registers through a guard’s code; the spread users and the leaderboard show it; a repeat is not counted', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, DEMO_GUARD);
    const token = await tokenOf(page);
    const ask = async <T>(path: string) =>
      (await journey.api<{ data: T }>(path, { headers: { authorization: token } })).body.data;
    const dayBoard = () =>
      ask<RankBoard>(`${urlOf(PROMOTION_ENDPOINTS.rank)}?by=guard&period=day&metric=spread&mode=count`);
    const counts = () => ask<SpreadUserCounts>(urlOf(PROMOTION_ENDPOINTS.spreadCounts));
    const before = { board: await dayBoard(), counts: await counts() };

    // 我的 → 推广二维码: the code links to the public registration page.
    await settle(page);
    // The 我的 tab first, waiting out the navigation throttle before the next tap.
    await tapTo(page, page.getByTestId('tab-bar-item-3'), '/pages/guard/user/user');
    await page.getByTestId('mine-promotion-qr').waitFor();
    await expectReadableScreen(page, 'guard-mine-promotion');
    await page.getByTestId('mine-promotion-qr').tap();
    await waitForRoute(page, QRCODE);
    const qr = page.getByTestId('promotion-qr');
    await qr.locator('svg').waitFor({ timeout: 15_000 });
    const link = (await qr.getAttribute('data-link')) ?? '';
    expect(link).toContain(`#${REGISTER}?code=`);
    await expectReadableScreen(page, 'promotion-qrcode');

    const phone = await registerOnPhone(journey, link);
    await phone.close();

    // The guard's spread users: the resident, masked and counted.
    await page.getByTestId('promotion-open-spread').tap();
    await waitForRoute(page, SPREAD_USER);
    const first = page.getByTestId('spread-user-item').first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain(MASKED);
    expect(await first.getAttribute('data-counted')).toBe('true');
    expect(await page.getByTestId('spread-user-list').innerHTML()).not.toContain(RESIDENT.phone);
    await expectReadableScreen(page, 'promotion-spread-users');

    // The leaderboard of the day counts it.
    const after = await dayBoard();
    expect(after.mine?.points).toBe((before.board.mine?.points ?? 0) + 1);
    await journey.open(RANK);
    await page.getByTestId('rank-period').getByText('日', { exact: true }).tap();
    const mine = page.locator('[data-testid="rank-row"][data-mine="true"]');
    await expect
      .poll(() => mine.getByTestId('rank-value').textContent(), { timeout: 15_000 })
      .toBe(`${after.mine?.points} 分`);
    await expectReadableScreen(page, 'promotion-rank');
    // 按单位 ranks the communities of the guard's street; 按比率 says what its share is of.
    await page.getByText('按单位', { exact: true }).tap();
    await page.getByTestId('rank-mode').getByText('按比率', { exact: true }).tap();
    await page.getByTestId('rank-rate-meaning').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('rank-row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/promotion-rank-units-rate.png' });

    // The same phone registers again: kept, shown as already registered, not counted.
    await (await registerOnPhone(journey, link)).close();
    await journey.open(SPREAD_USER);
    const repeat = page.getByTestId('spread-user-item').first();
    await expect.poll(() => repeat.getAttribute('data-counted'), { timeout: 15_000 }).toBe('false');
    expect(await repeat.textContent()).toContain('已登记过');
    const final = { board: await dayBoard(), counts: await counts() };
    expect(final.board.mine?.points).toBe(after.mine?.points);
    expect(final.counts.counted).toBe(before.counts.counted + 1);
    expect(final.counts.total).toBe(before.counts.total + 2);
  });

  it('转让管理员: the admin picks a member by tapping the row; on accepting, both sessions carry the swapped roles at once', async () => {
    const { page: admin } = journey;
    await loginGuardBySms(journey, TEAM_ADMIN);
    await journey.open(TRANSFER_MANAGER);
    // The row's phone line, away from the radio, picks the member: the offer asks to confirm him.
    await admin.getByText(masked(DEMO_GUARD), { exact: true }).tap();
    await admin.screenshot({ path: '/tmp/transfer-manager-chosen.png' });
    await admin.getByTestId('admin-transfer-submit').tap();
    await admin.getByText('确认将队伍管理员转让给').waitFor({ timeout: 5_000 });
    await admin.getByRole('button', { name: '确定' }).tap();
    await admin.locator('[data-testid="admin-transfer-offer"][data-state="PENDING"]').waitFor({ timeout: 15_000 });

    const member = await journey.newPhone();
    await loginGuardBySms(journey, DEMO_GUARD, member);
    await member.goto(`${journey.baseUrl}/#${TRANSFER_MANAGER}`);
    await member.getByTestId('admin-transfer-accept').tap();
    await member.getByRole('button', { name: '确定' }).tap();
    // Right away, no reload: the new admin may hand the role on, and his session says so.
    await member.getByTestId('admin-transfer-member').first().waitFor({ timeout: 15_000 });
    expect(await member.getByTestId('admin-transfer-none').count()).toBe(0);
    await expect.poll(() => storedString(member, 'roleType')).toBe(String(GUARD_ROLE.teamAdmin));
    await member.screenshot({ path: '/tmp/transfer-manager-accepted.png' });
    // The former admin's 我的 no longer offers 转让管理员.
    await journey.open('/pages/guard/user/user');
    await admin.getByTestId('mine-promotion-qr').waitFor({ timeout: 15_000 });
    await expect.poll(() => storedString(admin, 'roleType')).toBe(String(GUARD_ROLE.guard));
    expect(await admin.getByTestId('mine-transfer-manager').count()).toBe(0);

    // The demo's roles back for the journeys after this one: the role handed back by the API.
    const as = (token: string) => ({ headers: { authorization: token } });
    const [adminToken, memberToken] = [await tokenOf(admin), await tokenOf(member)];
    const mine = await journey.api<{ data: { accountId: string } }>(urlOf(AUTH_ENDPOINTS.loginInfo), as(adminToken));
    const back = await journey.api<{ data: { id: string; version: number } }>(
      urlOf(PROMOTION_ENDPOINTS.adminTransferOffer),
      { method: 'POST', body: JSON.stringify({ toGuardId: mine.body.data.accountId }), ...as(memberToken) },
    );
    const accepted = await journey.api(urlOf(PROMOTION_ENDPOINTS.adminTransferAccept), {
      method: 'POST',
      body: JSON.stringify({ id: back.body.data.id, version: back.body.data.version }),
      ...as(adminToken),
    });
    expect(accepted.status).toBe(200);
    const restored = await journey.api<{ data: AdminTransferOverview }>(
      urlOf(PROMOTION_ENDPOINTS.adminTransfer),
      as(adminToken),
    );
    expect(restored.body.data.canOffer).toBe(true);
  });
});
