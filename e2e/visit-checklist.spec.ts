import { EARLY_WARNING_ENDPOINTS, VISIT_CHECK_ITEMS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, storedString, useJourney, waitForRoute } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import {
  PATH,
  chooseOption,
  formItem,
  pushWarning,
  tapTo,
  warningInfo,
  signWarningAsDemoGuard,
} from './support/warnings.ts';

const CHECKLIST = '上门核查（四查看、三询问、一保护）';

describe('the door-step checklist 上门核查 of a visit', () => {
  const journey = useJourney();

  it('a guard fills it on a visit feedback, one item not done with its reason, and the centre sees it on the detail and the timeline', async () => {
    const warning = await pushWarning(journey, { victimName: '上门核查' });
    // The guard on their phone: a visit that met the victim.
    const phone = await journey.newPhone();
    await signWarningAsDemoGuard(journey, warning.assignmentId, phone);
    await tapTo(phone, phone.getByTestId('feedback-button'), PATH.handle);
    await phone.getByTestId('handle-submit').waitFor();
    const feedbackCalls: string[] = [];
    phone.on('request', (request) => {
      if (request.url().includes(EARLY_WARNING_ENDPOINTS.feedback.path)) feedbackCalls.push(request.method());
    });

    // No checklist for a call; it appears once the visit met someone.
    await formItem(phone, '劝阻方式').locator('.adm-checkbox').filter({ hasText: '见面走访' }).tap();
    await formItem(phone, '联系对象').locator('.adm-radio').filter({ hasText: '本人' }).tap();
    expect(await formItem(phone, CHECKLIST).count()).toBe(0);
    await chooseOption(formItem(phone, '是否接通'), '接通');
    await formItem(phone, CHECKLIST).waitFor();
    await chooseOption(formItem(phone, '劝阻情况'), '及时劝阻');
    await chooseOption(formItem(phone, '是否被骗'), '未被骗');
    await chooseOption(formItem(phone, '反馈类型'), '最终反馈');

    // Unanswered items are asked for, and nothing is sent.
    await phone.getByTestId('handle-submit').tap();
    await expect
      .poll(() => formItem(phone, CHECKLIST).locator('.adm-form-item-feedback-error').textContent(), {
        timeout: 10_000,
      })
      .toBe('请完成上门核查：还有8项未填写');
    // 全部完成, then one item was not possible: its reason is asked for before sending.
    await phone.getByTestId('visit-checklist-all-done').tap();
    await chooseOption(phone.getByTestId('visit-check-installedApps'), '未能查看');
    await expect
      .poll(() => formItem(phone, CHECKLIST).locator('.adm-form-item-feedback-error').textContent())
      .toBe('请填写未能查看已安装的应用的原因');
    await phone.getByTestId('visit-check-installedApps-reason').locator('input').fill('当事人拒绝出示手机');
    await expect.poll(() => formItem(phone, CHECKLIST).locator('.adm-form-item-feedback-error').count()).toBe(0);
    expect(feedbackCalls).toEqual([]);
    await expectReadableScreen(phone, 'visit-checklist-form');
    await phone.getByTestId('handle-submit').tap();
    await waitForRoute(phone, PATH.detail);
    await expect
      .poll(() => phone.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('FED_BACK');

    // Stored as answered: seven done, one not done with its reason.
    const stored = await warningInfo(journey, await storedString(phone, 'token'), warning.assignmentId);
    expect(stored.feedbacks[0]?.visitChecklist).toEqual(
      VISIT_CHECK_ITEMS.map((item) =>
        item === 'installedApps' ? { item, done: false, reason: '当事人拒绝出示手机' } : { item, done: true },
      ),
    );

    // The centre opens the warning: the checklist on the feedback, its line on the timeline and in the history.
    await loginOaByPassword(journey, 'admin', 'admin_123');
    const { page } = journey;
    await journey.open(`${PATH.detail}?id=${warning.assignmentId}`);
    const view = page.getByTestId('visit-checklist-view');
    await view.waitFor({ timeout: 15_000 });
    expect(await view.textContent()).toContain('上门核查：完成7项，共8项');
    expect(await view.textContent()).toContain('已安装的应用（未能查看：当事人拒绝出示手机）');
    const timeline = page.getByTestId('warning-timeline');
    await expect
      .poll(() => timeline.textContent())
      .toContain('上门核查完成7项，共8项；未能查看已安装的应用（当事人拒绝出示手机）');
    expect(await page.getByTestId('timeline-visitChecklist').textContent()).toBe('上门核查');
    await expectReadableScreen(page, 'visit-checklist-detail');
    await journey.open(`${PATH.operateLog}?id=${warning.assignmentId}`);
    await page.getByTestId('operate-log-entry-feedback.visitChecklist').waitFor();
  });
});
