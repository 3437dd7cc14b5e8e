import {
  BULLETIN_ENDPOINTS,
  MAIL_ENDPOINTS,
  urlOf,
  type BulletinDetail,
  type BulletinRecord,
  type Page,
} from '@afp/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, useJourney, type Journey } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { settle, tapTo, tokenOf } from './support/warnings.ts';

const PATH = { index: '/pages/bulletin/index', detail: '/pages/bulletin/detail' };

async function api<T>(journey: Journey, path: string, token: string): Promise<T> {
  const { body } = await journey.api<{ data: T }>(path, { headers: { authorization: token } });
  return body.data;
}

describe('the weekly case bulletin 发案通报 (issue 26 item 3)', () => {
  const journey = useJourney();

  it('the centre opens the list, a bulletin and exports it; a district reads the same bulletin and its 公文', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    const token = await tokenOf(page);
    const list = await api<Page<BulletinRecord>>(journey, urlOf(BULLETIN_ENDPOINTS.page), token);
    // The demo's last weeks, newest first.
    expect(list.records.length).toBeGreaterThanOrEqual(3);
    const latest = list.records[0]!;
    const detail = await api<BulletinDetail>(
      journey,
      `${urlOf(BULLETIN_ENDPOINTS.info)}?id=${encodeURIComponent(latest.id)}`,
      token,
    );

    await tapTo(page, page.getByRole('button', { name: '发案通报' }), PATH.index);
    const card = page.getByTestId(`bulletin-card-${latest.weekKey}`);
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain(`发案 ${latest.cases} 起`);
    await expectReadableScreen(page, 'bulletin-list');
    await settle(page);
    await tapTo(page, card.locator('.adm-card-body'), PATH.detail);
    await page.getByTestId('bulletin-summary').waitFor();
    expect(await page.getByTestId('bulletin-cases').textContent()).toBe(`发案 ${latest.cases} 起`);
    const top = detail.figures.byCommunity[0];
    if (top) {
      const row = page.getByTestId(`bulletin-community-${top.key}`);
      await row.waitFor();
      expect(await row.textContent()).toContain(top.name);
      await page.getByTestId('bulletin-chart').waitFor({ timeout: 20_000 });
    }
    await expectReadableScreen(page, 'bulletin-detail');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('bulletin-export').tap()]);
    expect(download.suggestedFilename()).toBe(`发案通报_${latest.bulletinNo}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => names.push(row.getCell(3).text));
    for (const line of detail.figures.byCommunity) expect(names).toContain(line.name);

    // 东湖区分局's oa: the same bulletin on its list, and the 公文 it came as in its inbox.
    await loginOaByPassword(journey, 'oa_staff', 'staff_123');
    await journey.open(PATH.index);
    await page.getByTestId(`bulletin-card-${latest.weekKey}`).waitFor({ timeout: 20_000 });
    const inbox = await api<Page<{ title: string }>>(
      journey,
      `${urlOf(MAIL_ENDPOINTS.inbox)}?pageSize=100`,
      await tokenOf(page),
    );
    expect(inbox.records.map((mail) => mail.title)).toContain(`发案通报（${latest.bulletinNo}）`);
  });
});
