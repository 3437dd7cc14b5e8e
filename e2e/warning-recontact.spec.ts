import { describe, expect, it } from 'vitest';
import { useJourney, waitForRoute } from './support/browser.ts';
import {
  PATH,
  chooseOption,
  formItem,
  openWarningFromList,
  pushWarning,
  settle,
  tapTo,
  tokenOf,
  warningCard,
  warningInfo,
  signWarningAsDemoGuard,
} from './support/warnings.ts';

describe('a victim not reached is followed up (暂时找不到)', () => {
  const journey = useJourney();

  it('records 暂时找不到, shows 待再次联系（第 1 次） with its countdown, and keeps 确实找不到 closed before the attempts', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '再联测试' });
    await signWarningAsDemoGuard(journey, warning.assignmentId);

    // The call was not answered: 电话, 本人, 未接通 (关机), 未知, 暂时找不到, 需二次反馈.
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await page.getByTestId('handle-submit').waitFor();
    await formItem(page, '劝阻方式').locator('.adm-checkbox').filter({ hasText: '电话' }).tap();
    await formItem(page, '联系对象').locator('.adm-radio').filter({ hasText: '本人' }).tap();
    await chooseOption(formItem(page, '是否接通'), '未接通');
    await chooseOption(formItem(page, '未接通原因'), '关机');
    await chooseOption(formItem(page, '是否被骗'), '未知');
    await tapTo(page, formItem(page, '处置结果'), PATH.resultChoose);
    // 确实找不到 is not offered before the attempts on record, and says why.
    const notFound = page.getByTestId('result-确实找不到');
    await expect.poll(() => notFound.textContent()).toContain('须先有 3 次暂时找不到的联系记录（已记录 0 次）');
    expect(await notFound.getAttribute('class')).toContain('disabled');
    await tapTo(page, page.getByTestId('result-暂时找不到'), PATH.handle);
    await expect.poll(() => formItem(page, '处置结果').textContent()).toContain('暂时找不到');
    await chooseOption(formItem(page, '反馈类型'), '需二次反馈');
    await page.getByTestId('handle-submit').tap();

    // Back on the detail: still open, waiting for the 1st re-contact, its countdown running.
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('WAITING_SECOND_FEEDBACK');
    const onDetail = page.getByTestId('recontact-countdown');
    await expect.poll(() => onDetail.textContent()).toMatch(/^待再次联系（第 1 次） 还剩 (29:\d\d|30:00)$/);
    // Read again if a busy shared machine makes the server refuse for a moment (503, overload).
    const token = await tokenOf(page);
    let stored: Awaited<ReturnType<typeof warningInfo>> | undefined;
    await expect
      .poll(async () => (stored = await warningInfo(journey, token, warning.assignmentId).catch(() => undefined)), {
        timeout: 15_000,
      })
      .toBeDefined();
    expect(stored).toMatchObject({ contactAttempts: 1, attemptsRequired: 3 });
    expect(stored?.timeline.at(-1)).toMatchObject({ event: 'unreachable' });
    expect(stored?.timeline.at(-1)?.remark).toMatch(/^第 1 次联系暂时找不到（关机），下次联系 /);

    // The list row says it too, under 待二次反馈, and the countdown moves.
    await settle(page);
    await page.goBack();
    await page.getByTestId('warning-list-panel').waitFor();
    await page.getByTestId('warning-tab-WAITING_SECOND_FEEDBACK').tap();
    const inList = warningCard(page, warning.assignmentId).getByTestId('recontact-countdown');
    await inList.waitFor({ timeout: 15_000 });
    const first = await inList.textContent();
    expect(first).toMatch(/^待再次联系（第 1 次） 还剩 \d\d:\d\d$/);
    await expect.poll(() => inList.textContent(), { timeout: 5_000 }).not.toBe(first);

    // The next feedback still cannot close it as 确实找不到: one attempt is on record, three are required.
    await openWarningFromList(page, warning.assignmentId);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await tapTo(page, formItem(page, '处置结果'), PATH.resultChoose);
    await expect
      .poll(() => page.getByTestId('result-确实找不到').textContent())
      .toContain('须先有 3 次暂时找不到的联系记录（已记录 1 次）');
    expect(await page.getByTestId('result-确实找不到').getAttribute('class')).toContain('disabled');
  });
});
