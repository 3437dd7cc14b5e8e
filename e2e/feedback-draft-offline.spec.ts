import { EARLY_WARNING_ENDPOINTS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER, urlOf } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import {
  PATH,
  chooseFacts,
  chooseOption,
  formItem,
  pushWarning,
  tapTo,
  tokenOf,
  warningInfo,
  signWarningAsDemoGuard,
} from './support/warnings.ts';

const FEEDBACK_PATH = urlOf(EARLY_WARNING_ENDPOINTS.feedback);

/** Logs the guard in, signs a fresh warning and opens its feedback form. */
async function openFeedbackForm(journey: Journey) {
  const { page } = journey;
  const warning = await pushWarning(journey, { victimName: '离线反馈', level: 2 });
  await signWarningAsDemoGuard(journey, warning.assignmentId);
  await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
  await page.getByTestId('handle-submit').waitFor();
  return { warning, token: await tokenOf(page) };
}

/** The feedback requests the page sends, with their idempotency keys. */
function watchFeedbacks(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FEEDBACK_PATH)
      keys.push(request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]!);
  });
  return keys;
}

const isChecked = (page: Page, label: string, option: string) =>
  formItem(page, label)
    .locator('.adm-checkbox, .adm-radio')
    .filter({ hasText: option })
    .evaluate((el) => el.classList.contains('adm-checkbox-checked') || el.classList.contains('adm-radio-checked'));

describe('a warning feedback in a dead zone', () => {
  const journey = useJourney();

  it('survives a reload, waits out a lost connection and is sent once: the warning has one feedback', async () => {
    const { page, context } = journey;
    const { warning, token } = await openFeedbackForm(journey);
    const sends = watchFeedbacks(page);

    await formItem(page, '劝阻方式').locator('.adm-checkbox').filter({ hasText: '电话' }).tap();
    await formItem(page, '联系对象').locator('.adm-radio').filter({ hasText: '本人' }).tap();
    const photos = formItem(page, '现场照片');
    await photos
      .locator('input[type=file]')
      .setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect.poll(() => photos.locator('.adm-image-uploader-cell img').count()).toBe(1);
    // Saved as typed (after a short pause), so a reload loses nothing.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByText('已恢复草稿').waitFor();
    expect(await isChecked(page, '劝阻方式', '电话')).toBe(true);
    expect(await isChecked(page, '联系对象', '本人')).toBe(true);
    // The photo comes back too, its preview fetched from the server (the local one died with the page).
    const preview = photos.locator('.adm-image-uploader-cell img');
    await expect.poll(() => preview.getAttribute('src')).toContain('/api/file/downloadOrgFile');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The rest of the facts (劝阻方式 and 联系对象 came back with the draft).
    await chooseOption(formItem(page, '是否接通'), '接通');
    await chooseOption(formItem(page, '劝阻情况'), '及时劝阻');
    await chooseOption(formItem(page, '反馈类型'), '最终反馈');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('handle-submit').tap();
    await page.getByText('网络已断开，恢复后将自动提交').waitFor();
    await page.waitForTimeout(1_000);
    expect(sends).toEqual([]);
    expect((await warningInfo(journey, token, warning.assignmentId)).feedbacks).toEqual([]);

    await context.setOffline(false);
    await page.getByText('反馈成功').waitFor({ timeout: 10_000 });
    await waitForRoute(page, PATH.detail);
    const stored = await warningInfo(journey, token, warning.assignmentId);
    expect(stored.state).toBe('FED_BACK');
    expect(stored.feedbacks).toHaveLength(1);
    expect(stored.feedbacks[0]).toMatchObject({ channels: ['phone'], contactTarget: 'self', defrauded: 'NO' });
    expect(stored.feedbacks[0]?.photos).toHaveLength(1);
    expect(sends).toHaveLength(1);
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('afp.draft:')));
    expect(drafts).toEqual([]);
  });

  it('a double-tapped submit whose answer is lost creates one feedback', async () => {
    const { page } = journey;
    const { warning, token } = await openFeedbackForm(journey);
    const sends = watchFeedbacks(page);
    const replayed: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === FEEDBACK_PATH)
        replayed.push(response.headers()[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] ?? 'false');
    });
    let isFirst = true;
    // The first request reaches the server, but its answer never comes back.
    await page.route(`**${FEEDBACK_PATH}`, async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      await route.fetch();
      await route.abort('internetdisconnected');
    });

    await chooseFacts(page, '及时劝阻');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    await page.getByTestId('handle-submit').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await waitForRoute(page, PATH.detail);

    const stored = await warningInfo(journey, token, warning.assignmentId);
    expect(stored.feedbacks).toHaveLength(1);
    expect(sends).toHaveLength(2);
    expect(new Set(sends).size).toBe(1);
    expect(replayed).toEqual(['true']);
  });
});
