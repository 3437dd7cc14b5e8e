import { EARLY_WARNING_ENDPOINTS, FEEDBACK_REQUIRED } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser.ts';
import { PATH, chooseOption, formItem, pushWarning, tapTo, signWarningAsDemoGuard } from './support/warnings.ts';

/** The facts a guard must choose on the feedback form, by label. */
const REQUIRED_FACTS = {
  劝阻方式: FEEDBACK_REQUIRED.channels,
  联系对象: FEEDBACK_REQUIRED.contactTarget,
  是否接通: FEEDBACK_REQUIRED.connected,
  是否被骗: FEEDBACK_REQUIRED.defrauded,
  反馈类型: FEEDBACK_REQUIRED.isFinal,
};

describe('the warning feedback form', () => {
  const journey = useJourney();

  it('pre-selects no fact, marks and asks for the required ones, shows amounts only after 已被骗, offers the fraud type and the whole deadline', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '表单测试', fraudTypeCode: 'REBATE_TASK' });
    await signWarningAsDemoGuard(journey, warning.assignmentId);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await page.getByTestId('handle-submit').waitFor();

    const feedbackCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(EARLY_WARNING_ENDPOINTS.feedback.path)) feedbackCalls.push(request.method());
    });

    // The notice bar shows the whole deadline: wrapped, nothing clipped or scrolled away.
    const notice = page.getByTestId('feedback-notice');
    expect(await notice.textContent()).toMatch(/反馈时限 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const clipping = await notice.evaluate((bar) => {
      const inner = bar.querySelector('.adm-notice-bar-content-inner') as HTMLElement;
      const content = bar.querySelector('.adm-notice-bar-content') as HTMLElement;
      const shown = content.getBoundingClientRect();
      const text = inner.getBoundingClientRect();
      return {
        overflowsWidth: inner.scrollWidth > content.clientWidth + 1,
        outside: text.left < shown.left - 1 || text.right > shown.right + 1 || text.bottom > shown.bottom + 1,
      };
    });
    expect(clipping).toEqual({ overflowsWidth: false, outside: false });

    // Nothing chosen for the guard; the required facts carry the required mark.
    expect(await page.locator('.adm-checkbox-checked, .adm-radio-checked, .adm-selector-item-active').count()).toBe(0);
    for (const label of Object.keys(REQUIRED_FACTS))
      expect(await formItem(page, label).locator('.adm-form-item-required-asterisk').count(), label).toBe(1);
    // The warning's fraud type is offered.
    expect(await formItem(page, '诈骗类型').textContent()).toContain('网络刷单');

    // Submitting at once shows each required message and sends nothing.
    await page.getByTestId('handle-submit').tap();
    for (const [label, message] of Object.entries(REQUIRED_FACTS))
      await expect
        .poll(() => formItem(page, label).locator('.adm-form-item-feedback-error').textContent(), { timeout: 10_000 })
        .toBe(message);
    await page.waitForTimeout(500);
    expect(feedbackCalls).toEqual([]);

    // Amounts and the fraud time only for a victim who was defrauded.
    expect(await formItem(page, '被骗金额').count()).toBe(0);
    expect(await formItem(page, '被骗时间').count()).toBe(0);
    await chooseOption(formItem(page, '是否被骗'), '已被骗');
    await formItem(page, '被骗金额').waitFor();
    expect(await formItem(page, '被骗时间').locator('.adm-form-item-required-asterisk').count()).toBe(1);
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    await expect.poll(() => formItem(page, '被骗金额').count()).toBe(0);
    expect(feedbackCalls).toEqual([]);
  });
});
