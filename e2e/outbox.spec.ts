import { EARLY_WARNING_ENDPOINTS, IDEMPOTENCY_KEY_HEADER, urlOf } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute } from './support/browser.ts';
import {
  DEMO_GUARD,
  PATH,
  chooseFacts,
  chooseOption,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  settle,
  signOpenWarning,
  tapTo,
  tokenOf,
  warningInfo,
} from './support/warnings.ts';

const MINE = '/pages/guard/user/user';
const OUTBOX = '/pages/outbox/outbox';
const FEEDBACK_PATH = urlOf(EARLY_WARNING_ENDPOINTS.feedback);

/** The idempotency keys of the feedback requests the page sends. */
function watchFeedbacks(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FEEDBACK_PATH)
      keys.push(request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]!);
  });
  return keys;
}

/** The idempotency key stored with the warning's feedback draft. */
const storedKey = (page: Page, assignmentId: string) =>
  page.evaluate((id) => {
    const name = Object.keys(localStorage).find((key) => key.endsWith(`:feedback:${id}`));
    return (JSON.parse(localStorage.getItem(name ?? '') ?? '{}') as { pendingSend?: { key: string } }).pendingSend?.key;
  }, assignmentId);

describe('待发送: a feedback submitted in a dead zone', () => {
  const journey = useJourney();

  it('waits on 待发送 with 无网络 and a badge on 我的; back online, 重试 sends it once and it goes', async () => {
    const { page, context } = journey;
    const warning = await pushWarning(journey, { victimName: '待发送反馈', level: 2 });
    await loginGuardBySms(journey, DEMO_GUARD);

    // Nothing waits yet (this also brings the 我的 and 待发送 pages' code, which offline could not come).
    await settle(page);
    await tapTo(page, page.getByTestId('tab-bar-item-3'), MINE);
    await tapTo(page, page.getByTestId('outbox-entry'), OUTBOX);
    await page.getByTestId('outbox-empty').waitFor();
    await page.goBack();
    await waitForRoute(page, MINE);

    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await signOpenWarning(page);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    const token = await tokenOf(page);
    await chooseFacts(page, '及时劝阻');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    const sends = watchFeedbacks(page);

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('handle-submit').tap();
    await page.getByText('网络已断开，恢复后将自动提交').waitFor();
    const key = await storedKey(page, warning.assignmentId);
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    // The guard leaves the form: the submission waits on 待发送, counted on 我的.
    await page.goBack();
    await waitForRoute(page, PATH.detail);
    await page.goBack();
    await waitForRoute(page, PATH.guardData);
    await settle(page);
    await tapTo(page, page.getByTestId('tab-bar-item-3'), MINE);
    // The tab is named by what it shows (badge, label) and then what the count means (issue 28: label in name).
    await page.getByRole('tab', { name: /我的\s*，1 条待发送/ }).waitFor();
    await expect.poll(() => page.getByTestId('outbox-count').textContent()).toBe('1');
    await tapTo(page, page.getByTestId('outbox-entry'), OUTBOX);
    const card = page.getByTestId('outbox-item');
    await expect.poll(() => card.getAttribute('data-state')).toBe('offline');
    expect(await card.getByTestId('outbox-reason-tag').textContent()).toBe('无网络');
    expect(await card.textContent()).toContain('预警反馈');
    expect(await card.textContent()).toContain(`预警编号 ${warning.warningNo}`);
    await page.waitForTimeout(500);
    expect(sends).toEqual([]);

    // Still offline, 重试 says so and sends nothing.
    await card.getByTestId('outbox-retry').tap();
    await page.getByText('当前无网络，请恢复网络后重试').waitFor();
    expect(sends).toEqual([]);

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await card.getByTestId('outbox-retry').tap();
    await page.getByText('预警反馈已发送').waitFor({ timeout: 10_000 });
    await page.getByTestId('outbox-empty').waitFor();

    // The server has it exactly once, under the key the offline submit took.
    expect(sends).toEqual([key]);
    const stored = await warningInfo(journey, token, warning.assignmentId);
    expect(stored.state).toBe('FED_BACK');
    expect(stored.feedbacks).toHaveLength(1);
    expect(stored.feedbacks[0]).toMatchObject({ channels: ['phone'], contactTarget: 'self', defrauded: 'NO' });
    await page.goBack();
    await waitForRoute(page, MINE);
    await page.getByRole('tab', { name: '我的' }).waitFor();
    expect(await page.getByTestId('outbox-count').count()).toBe(0);
  });
});
