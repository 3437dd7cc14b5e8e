import { describe, expect, it } from 'vitest';
import { loginOaByPassword, useJourney, waitForRoute } from './support/browser.ts';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  index: '/pages/report/index',
  create: '/pages/report/template-create',
  detail: '/pages/report/detail',
};
const NAME = '反诈劝阻情况周报（演练）';

describe('report templates 报表模板 (issue 13)', () => {
  const journey = useJourney();

  it('the centre writes a weekly template with one number field and finds it in the list', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await tapTo(page, page.getByRole('button', { name: '报表', exact: true }), PATH.index);
    await tapTo(page, page.getByTestId('report-template-create-entry'), PATH.create);

    // Sent empty: the contract's checks are named at their fields.
    await page.getByTestId('template-submit').tap();
    await expect.poll(() => page.getByText('请填写报表名称').count()).toBeGreaterThan(0);
    expect(await page.getByText('请选择报表类型').count()).toBeGreaterThan(0);
    expect(await page.getByText('请填写字段名称').count()).toBeGreaterThan(0);

    await page.getByTestId('template-kind').getByText('周报').tap();
    await page.getByTestId('template-name').locator('input').fill(NAME);

    // A second row is added, then removed after confirming.
    await page.getByTestId('template-field-add').tap();
    await page.getByTestId('template-field-f2').waitFor();
    await page.getByTestId('template-field-f2-remove').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await page.getByTestId('template-field-f2').waitFor({ state: 'detached' });

    await page.getByTestId('template-field-f1-label').locator('input').fill('劝阻人数');
    await page.getByTestId('template-field-f1-unit').locator('input').fill('人');
    await page.getByTestId('template-submit').tap();
    await waitForRoute(page, PATH.detail);

    await journey.open(PATH.index);
    await settle(page);
    await page.getByTestId('report-templates').getByText(NAME).first().waitFor();
  });
});
