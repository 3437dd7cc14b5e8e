import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, useJourney, waitForRoute } from './support/browser.ts';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  index: '/pages/report/index',
  detail: '/pages/report/detail',
  fill: '/pages/report/report',
};
/** 湖滨街道's oa login (apps/server/src/seed/report.seed.ts, README): its weekly reports of the last weeks are missing. */
const STATION = { accountName: 'hubin_oa', password: 'station_123', orgId: 'org-d1-s1', name: '湖滨街道' };
const WEEKLY = 'rt-weekly';

describe('reports 报表 (issue 13, journey 1)', () => {
  const journey = useJourney();

  it('a station submits its weekly report late; it shows as overdue, then late in the centre’s summary and Excel export', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, STATION.accountName, STATION.password);
    await tapTo(page, page.getByRole('button', { name: '报表', exact: true }), PATH.index);

    // 待填报: the missing week is flagged 逾期未报.
    await page.getByTestId('report-todo').waitFor();
    const overdue = page
      .locator(`[data-testid^="report-todo-${WEEKLY}-"][data-testid$="-timeliness"]`, { hasText: '逾期未报' })
      .first();
    await overdue.waitFor();
    const periodKey = ((await overdue.getAttribute('data-testid')) ?? '').slice(
      `report-todo-${WEEKLY}-`.length,
      -'-timeliness'.length,
    );
    expect(periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const card = page.getByTestId(`report-todo-${WEEKLY}-${periodKey}`);
    expect(await card.getByTestId(`report-todo-${WEEKLY}-${periodKey}-standing`).textContent()).toBe('未填报');

    // The fill-in form: a required field left empty is named, then the report is handed in.
    await settle(page);
    await tapTo(page, card.locator('.adm-card-body'), PATH.fill);
    await page.getByTestId('report-fill').waitFor();
    expect(await page.getByTestId('report-fill-timeliness').textContent()).toBe('逾期未报');
    // A number that is not one, or a fraction of a person, is named as it is typed — before any tap.
    await page.getByTestId('report-field-sessions').locator('input').fill('abc');
    await page.getByTestId('report-field-reached').locator('input').fill('1.5');
    await expect.poll(() => page.getByText('宣传场次须为数字').count()).toBe(1);
    await expect.poll(() => page.getByText('覆盖人数须为整数').count()).toBe(1);
    await page.screenshot({ path: '/tmp/report-typed-problems.png' });
    await page.getByTestId('report-field-sessions').locator('input').fill('5');
    await page.getByTestId('report-field-reached').locator('input').fill('612');
    await expect.poll(() => page.getByText(/须为数字|须为整数/).count()).toBe(0);
    await page.getByTestId('report-submit').tap();
    await expect.poll(() => page.getByText('请填写劝阻人数').count()).toBeGreaterThan(0);
    await page.getByTestId('report-field-dissuaded').locator('input').fill('9');
    await page.getByTestId('report-field-progress').getByText('已完成').tap();
    await page.getByTestId('report-field-highlight').locator('textarea').fill('联合辖区银行网点开展集中宣传');
    await page.getByTestId('report-submit').tap();
    await waitForRoute(page, PATH.detail);
    await expect.poll(() => page.getByTestId('report-submission-state').textContent()).toBe('已上报');
    expect(await page.getByTestId('report-submission-timeliness').textContent()).toBe('逾期上报');
    // The history says what was done, not the report's title again.
    expect(await page.getByText('提交上报：逾期上报').count()).toBe(1);

    // Back in 待填报 it is gone: handed in, it is listed under 已上报 only.
    await journey.open(PATH.index);
    await page.getByTestId('report-todo').waitFor();
    await expect.poll(() => page.getByTestId(`report-todo-${WEEKLY}-${periodKey}`).count()).toBe(0);
    expect(await page.locator('[data-testid$="-standing"]', { hasText: /已上报|已核定/ }).count()).toBe(0);

    // The centre's summary of that week: the station's row is late, counted, and exported.
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await tapTo(page, page.getByRole('button', { name: '报表', exact: true }), PATH.index);
    await settle(page);
    await tapTo(page, page.getByTestId(`report-template-${WEEKLY}`).locator('.adm-card-body'), PATH.detail);
    await page.getByTestId(`report-period-${periodKey}`).tap();
    const row = page.getByTestId(`report-summary-row-${STATION.orgId}`);
    await expect
      .poll(() => row.getByTestId(`report-summary-row-${STATION.orgId}-timeliness`).textContent())
      .toBe('逾期上报');
    expect(Number(await page.getByTestId('report-summary-late').textContent())).toBeGreaterThan(0);
    const chart = page.getByTestId('report-summary-chart');
    await chart.waitFor();
    await chart.scrollIntoViewIfNeeded();
    await settle(page);
    await page.screenshot({ path: '/tmp/report-summary-chart.png' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').tap()]);
    expect(download.suggestedFilename()).toBe(`反诈宣传工作周报_${periodKey}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const lines: string[][] = [];
    workbook.worksheets[0]!.eachRow((line) =>
      lines.push((line.values as unknown[]).slice(1).map((cell) => String((cell as string | number | null) ?? ''))),
    );
    const stationLine = lines.find((line) => line[0] === STATION.name);
    // Every field, the choice and the text too.
    expect(stationLine).toEqual(
      expect.arrayContaining(['已上报', '逾期上报', '5', '612', '9', '已完成', '联合辖区银行网点开展集中宣传']),
    );
  });
});
