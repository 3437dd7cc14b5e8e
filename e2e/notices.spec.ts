import { NOTICE_ENDPOINTS, urlOf, type NoticeUnread } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { DEMO_GUARD, PATH, pushWarning, settle, tapTo, tokenOf } from './support/warnings.ts';

const NOTICE_LIST = '/pages/notice/list';

/** What the server counts as unread for the signed-in guard. */
async function unreadOnServer(journey: Journey, token: string): Promise<number> {
  const { status, body } = await journey.api<{ data: NoticeUnread }>(urlOf(NOTICE_ENDPOINTS.unreadCount), {
    headers: { authorization: token },
  });
  expect(status).toBe(200);
  return body.data.unread;
}

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

describe('notices of the organisation', () => {
  const journey = useJourney();

  it('shows the unread count on the guard home; opening a notice opens its warning and the count drops', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '通知测试' });
    await loginGuardBySms(journey, DEMO_GUARD);
    const token = await tokenOf(page);

    // The home's entry carries what the server counts as unread for this guard.
    const unread = await unreadOnServer(journey, token);
    expect(unread).toBeGreaterThan(0);
    const badge = page.getByTestId('notice-unread');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(badgeText(unread));

    // The list shows the new warning's notice, unread.
    await settle(page);
    await tapTo(page, page.getByTestId('notice-entry'), NOTICE_LIST);
    const notice = page.getByTestId('notice-list').locator('button', { hasText: warning.warningNo });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.getAttribute('data-read')).toBe('false');

    // Tapping it opens the warning it is about and marks it read.
    await notice.tap();
    await waitForRoute(page, PATH.detail);
    await page.getByTestId('warning-detail').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => location.hash)).toContain(encodeURIComponent(warning.assignmentId));
    await expect.poll(() => unreadOnServer(journey, token), { timeout: 10_000 }).toBe(unread - 1);

    // Back on the list the notice reads as read; on the home the count has dropped.
    await page.goBack();
    await waitForRoute(page, NOTICE_LIST);
    await expect.poll(() => notice.getAttribute('data-read'), { timeout: 10_000 }).toBe('true');
    await settle(page);
    await page.goBack();
    await waitForRoute(page, PATH.guardHome);
    await expect
      .poll(async () => ((await badge.count()) === 0 ? '' : await badge.textContent()), { timeout: 10_000 })
      .toBe(unread - 1 === 0 ? '' : badgeText(unread - 1));
  });

  it('marks every notice read with 全部已读, leaving an empty badge', async () => {
    const { page } = journey;
    await pushWarning(journey, { victimName: '全部已读' });
    await loginGuardBySms(journey, DEMO_GUARD);
    const token = await tokenOf(page);
    await settle(page);
    await tapTo(page, page.getByTestId('notice-entry'), NOTICE_LIST);
    await page.getByTestId('notice-list').locator('button[data-read="false"]').first().waitFor({ timeout: 15_000 });

    await page.getByTestId('notice-read-all').tap();

    await expect.poll(() => unreadOnServer(journey, token), { timeout: 10_000 }).toBe(0);
    await expect
      .poll(() => page.getByTestId('notice-list').locator('button[data-read="false"]').count(), { timeout: 10_000 })
      .toBe(0);
    await settle(page);
    await page.goBack();
    await waitForRoute(page, PATH.guardHome);
    await expect.poll(() => page.getByTestId('notice-unread').count(), { timeout: 10_000 }).toBe(0);
  });

  it("lists the pre-deadline reminders 即将到期提醒: one warning's opens it, a digest names how many are due", async () => {
    const { page } = journey;
    await loginGuardBySms(journey, DEMO_GUARD);
    await settle(page);
    await tapTo(page, page.getByTestId('notice-entry'), NOTICE_LIST);
    // The demo's reminders are older than what the running server noticed since (new warnings, its own
    // reminders): scroll the infinite list until they are loaded.
    const digest = page.getByTestId('notice-notice-reminder-digest');
    const one = page.getByTestId('notice-notice-reminder-one');
    await page.getByTestId('notice-list').locator('button').first().waitFor({ timeout: 15_000 });
    for (let scrolls = 0; scrolls < 20 && ((await digest.count()) === 0 || (await one.count()) === 0); scrolls++) {
      await page.getByTestId('notice-list').locator('button').last().scrollIntoViewIfNeeded();
      await settle(page);
    }
    await digest.waitFor({ timeout: 15_000 });
    expect(await digest.textContent()).toMatch(/即将到期提醒.*即将到期 \d+ 件：预警/);

    expect(await one.textContent()).toMatch(/即将到期：预警待(签收|反馈)（\d级）.*前完成（已过时限的 50%）/);
    await one.tap();
    await waitForRoute(page, PATH.detail);
    await page.getByTestId('warning-detail').waitFor({ timeout: 15_000 });
  });
});
