import { EARLY_WARNING_ENDPOINTS, urlOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
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
  warningCard,
  warningInfo,
} from './support/warnings.ts';

describe('a guard handling a warning', () => {
  const journey = useJourney();

  it('signs a 待签收 warning, gives a final phone feedback, and finds it 已反馈 with both steps logged', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '处置测试' });
    await loginGuardBySms(journey, DEMO_GUARD);

    // 反诈预警 tab → 待签收 → the warning.
    await openWarningTab(page);
    const card = warningCard(page, warning.assignmentId);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('data-state')).toBe('PENDING_SIGN');
    expect(await card.getByTestId('warning-countdown').getAttribute('data-overdue')).toBe('false');
    await openWarningFromList(page, warning.assignmentId);
    expect(await page.getByTestId('warning-detail').getAttribute('data-state')).toBe('PENDING_SIGN');
    await expect.poll(() => page.getByTestId('warning-state').textContent()).toBe('待签收');

    // Sign.
    await signOpenWarning(page);
    await expect.poll(() => page.getByTestId('warning-state').textContent()).toBe('处置中');

    // Feedback: by phone, to the person, connected, not defrauded, 及时劝阻, a fraud type, final —
    // every fact chosen by the guard (the form pre-selects none).
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await chooseFacts(page, '及时劝阻');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');

    await tapTo(page, formItem(page, '诈骗类型'), PATH.fraudTypeChoose);
    await tapTo(page, page.getByTestId('fraud-type-REBATE_TASK'), PATH.handle);
    await expect.poll(() => formItem(page, '诈骗类型').textContent()).toContain('网络刷单');
    await tapTo(page, formItem(page, '处置结果'), PATH.resultChoose);
    await tapTo(page, page.getByTestId('result-成功劝阻'), PATH.handle);
    await expect.poll(() => formItem(page, '处置结果').textContent()).toContain('成功劝阻');
    // The choices made before the choosers survived the round trips.
    await expect
      .poll(() => formItem(page, '劝阻情况').locator('.adm-selector-item-active').textContent())
      .toBe('及时劝阻');
    // A photo from the scene uploads at once; its thumbnail appears when it is stored.
    await formItem(page, '现场照片').locator('input[type=file]').setInputFiles({
      name: 'scene.png',
      mimeType: 'image/png',
      buffer: ONE_PIXEL_PNG,
    });
    await expect.poll(() => formItem(page, '现场照片').locator('.adm-image-uploader-cell img').count()).toBe(1);
    await expect.poll(() => page.getByTestId('photo-upload-progress').count()).toBe(0);
    await page.getByTestId('handle-submit').tap();

    // Back on the detail: 已反馈, with the feedback and its photo shown.
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('FED_BACK');
    await expect.poll(() => page.getByTestId('warning-state').textContent()).toBe('已反馈');

    const token = await tokenOf(page);
    const stored = await warningInfo(journey, token, warning.assignmentId);
    expect(stored.state).toBe('FED_BACK');
    expect(stored.feedbacks).toHaveLength(1);
    expect(stored.feedbacks[0]).toMatchObject({
      channels: ['phone'],
      contactTarget: 'self',
      connected: true,
      defrauded: 'NO',
      dissuasion: 'DISSUADED',
      fraudTypeCode: 'REBATE_TASK',
      result: '成功劝阻',
      isFinal: true,
    });
    expect(stored.feedbacks[0]?.photos).toEqual([expect.stringMatching(/^uploads\/\d{4}\/\d{2}\/.+\.png$/)]);
    await expect.poll(() => page.getByTestId('feedback-photos').locator('img').count()).toBe(1);

    // The operation log shows both steps.
    await settle(page);
    await tapTo(page, page.getByTestId('operate-log-button'), PATH.operateLog);
    await page.getByTestId('operate-log').waitFor();
    await page.getByTestId('operate-log-entry-assignment.sign').waitFor();
    await page.getByTestId('operate-log-entry-assignment.feedback').waitFor();
    const actions = await page
      .locator('[data-testid^="operate-log-entry-"]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-testid')));
    expect(actions.indexOf('operate-log-entry-assignment.sign')).toBeLessThan(
      actions.indexOf('operate-log-entry-assignment.feedback'),
    );

    // Back to the list: the warning is under 已反馈, no longer under 待签收.
    await page.goBack();
    await waitForRoute(page, PATH.detail);
    await settle(page);
    await page.goBack();
    await waitForRoute(page, PATH.guardData);
    await settle(page);
    await page.getByTestId('warning-list-panel').waitFor();
    await expect.poll(() => warningCard(page, warning.assignmentId).count()).toBe(0);
    await page.getByTestId('warning-tab-FED_BACK').tap();
    const fedBack = warningCard(page, warning.assignmentId);
    await fedBack.waitFor({ timeout: 15_000 });
    expect(await fedBack.getAttribute('data-state')).toBe('FED_BACK');
  });

  it('keeps 已被骗 without a fraud time from being stored, showing the field error', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '校验测试' });
    await loginGuardBySms(journey, DEMO_GUARD);
    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await signOpenWarning(page);

    const feedbackCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(EARLY_WARNING_ENDPOINTS.feedback.path)) feedbackCalls.push(request.method());
    });

    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await chooseFacts(page, '劝阻无效');
    await chooseOption(formItem(page, '是否被骗'), '已被骗');
    await formItem(page, '被骗金额').locator('input').fill('5000');
    await page.getByTestId('handle-submit').tap();

    // The error sits under 被骗时间; the form stays open.
    const fraudTime = formItem(page, '被骗时间');
    await expect
      .poll(() => fraudTime.locator('.adm-form-item-feedback-error').textContent(), { timeout: 10_000 })
      .toBe('已被骗时须填写被骗时间');
    expect(await page.locator('.adm-form-item-feedback-error').count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0])).toBe(PATH.handle);
    expect(feedbackCalls).toEqual([]);

    // The guard opens 被骗时间 to fill it in: each column says what its numbers are.
    await fraudTime.tap();
    const chosen = page.locator('.adm-picker-view-column-item[aria-label="active"]');
    await chosen.first().waitFor();
    expect(await chosen.allTextContents()).toEqual([
      expect.stringMatching(/^\d{4}年$/),
      expect.stringMatching(/^\d{1,2}月$/),
      expect.stringMatching(/^\d{1,2}日$/),
      expect.stringMatching(/^\d{2}时$/),
      expect.stringMatching(/^\d{2}分$/),
    ]);
    await expectReadableScreen(page, 'fraud-time-picker');

    // Nothing was stored: no feedback, still 处置中 at the version signing left it.
    const token = await tokenOf(page);
    const stored = await warningInfo(journey, token, warning.assignmentId);
    expect(stored.state).toBe('HANDLING');
    expect(stored.feedbacks).toEqual([]);

    // The server refuses the same body too (another client cannot store it either).
    const refused = await journey.api<{ data: { field?: string } }>(urlOf(EARLY_WARNING_ENDPOINTS.feedback), {
      method: 'POST',
      headers: { authorization: token },
      body: JSON.stringify({
        assignmentId: warning.assignmentId,
        version: stored.version,
        channels: ['phone'],
        contactTarget: 'self',
        connected: true,
        dissuasion: 'FAILED',
        defrauded: 'YES',
        amountLost: '5000',
        isFinal: true,
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('fraudTime');
    const after = await warningInfo(journey, token, warning.assignmentId);
    expect(after).toMatchObject({ state: 'HANDLING', version: stored.version, feedbacks: [] });
  });
});
