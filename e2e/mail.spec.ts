import { ACCOUNT_ENDPOINTS, MAIL_ENDPOINTS, urlOf, type MailInboxRecord, type MailSignEntry } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginOaByPassword, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  home: '/pages/index/index',
  inbox: '/pages/email/inbox',
  send: '/pages/email/email-send/index',
  picker: '/pages/email/email-send/sel-target-org',
  detail: '/pages/email/detail',
  signList: '/pages/email/sign-list',
  outbox: '/pages/email/outbox',
};
const TITLE = `关于开展“断卡”专项宣传的通知 ${Date.now()}`;
// A minimal PDF: the server recognises a document by its bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function apiToken(journey: Journey, accountName: string, password: string): Promise<string> {
  const { body } = await journey.api<{ data: { token: string } }>(urlOf(ACCOUNT_ENDPOINTS.oa.login), {
    method: 'POST',
    body: JSON.stringify({ accountName, password }),
  });
  return body.data.token;
}

const signList = async (journey: Journey, token: string, mailId: string) =>
  (
    await journey.api<{ data: MailSignEntry[] }>(`${urlOf(MAIL_ENDPOINTS.signList)}?id=${mailId}`, {
      headers: { authorization: token },
    })
  ).body.data;

/** Pixels from the bottom of `above` (a selector) to the top of the text of the element `testId`. */
const textGapBelow = (page: Page, above: string, testId: string) =>
  page.getByTestId(testId).evaluate((line, selector) => {
    const range = document.createRange();
    range.selectNodeContents(line);
    return range.getBoundingClientRect().top - document.querySelector(selector)!.getBoundingClientRect().bottom;
  }, above);

/** The district's oa staff on a second phone, through the login page. */
async function loginDistrictStaff(journey: Journey, phone: Page) {
  await phone.goto(`${journey.baseUrl}/#/pages/login/login`);
  await phone.getByTestId('login-tab-oa').tap();
  await phone.getByPlaceholder('请输入账号').fill('oa_staff');
  await phone.getByPlaceholder('请输入密码').fill('staff_123');
  await phone.getByTestId('login-submit').tap();
  await waitForRoute(phone, PATH.home);
}

describe('official mail 公文通知', () => {
  const journey = useJourney();

  it('the centre sends to a district subtree; the district reads, signs and feeds back; the centre sees it and urges the rest', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');

    // From the home tile to the inbox, then compose.
    await tapTo(page, page.getByRole('button', { name: '公文通知' }), PATH.inbox);
    await tapTo(page, page.getByTestId('mail-compose'), PATH.send);
    await page.getByTestId('mail-title').locator('input').fill(TITLE);
    await page.getByTestId('mail-body-input').locator('textarea').fill('请各单位组织开展专项宣传，并反馈落实情况。');

    // Targets: 东湖区分局 with everything below it.
    await tapTo(page, page.getByTestId('mail-targets'), PATH.picker);
    await page.getByTestId('org-subtree-org-d1').tap();
    await expect.poll(() => page.getByTestId('org-picked-summary').textContent()).toContain('共 25 个单位');
    await settle(page);
    await tapTo(page, page.getByTestId('org-pick-done'), PATH.send);
    await expect.poll(() => page.getByTestId('mail-targets').textContent()).toContain('东湖区分局及下级');

    // An attachment with upload progress, a sign deadline and a feedback deadline.
    await page
      .getByTestId('mail-attachments-field-input')
      .setInputFiles({ name: '专项宣传方案.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByTestId('mail-attachments-field-item').count()).toBe(1);
    await page.getByTestId('mail-sign-days').getByText('2天', { exact: true }).tap();
    await page.getByTestId('mail-needs-feedback').tap();
    await page.getByTestId('mail-feedback-days').getByText('5天', { exact: true }).tap();
    await expectReadableScreen(page, 'mail-send');
    await page.getByTestId('mail-send-submit').tap();
    await waitForRoute(page, PATH.inbox);
    await page.getByTestId('mail-inbox-list').waitFor();
    // 共 N 件 keeps its distance from the tabs above it.
    expect(await textGapBelow(page, '.adm-tabs', 'mail-total')).toBeGreaterThanOrEqual(6);
    await page.screenshot({ path: '/tmp/mail-inbox.png' });
    await expectReadableScreen(page, 'mail-inbox');

    const centreToken = await apiToken(journey, 'admin', 'admin_123');
    const outbox = await journey.api<{ data: { records: { id: string; title: string }[] } }>(
      urlOf(MAIL_ENDPOINTS.outbox),
      { headers: { authorization: centreToken } },
    );
    const mailId = outbox.body.data.records.find((record) => record.title === TITLE)?.id ?? '';
    expect(mailId).not.toBe('');
    expect((await signList(journey, centreToken, mailId)).length).toBe(25);

    // The district's staff: the mail in the inbox, opened (read), signed and answered.
    const district = await journey.newPhone();
    await loginDistrictStaff(journey, district);
    const staffToken = await apiToken(journey, 'oa_staff', 'staff_123');
    const inbox = await journey.api<{ data: { records: MailInboxRecord[] } }>(urlOf(MAIL_ENDPOINTS.inbox), {
      headers: { authorization: staffToken },
    });
    const receiptId = inbox.body.data.records.find((record) => record.mailId === mailId)?.id ?? '';
    await tapTo(district, district.getByRole('button', { name: '公文通知' }), PATH.inbox);
    await tapTo(district, district.getByTestId(`mail-inbox-${receiptId}`).locator('.adm-card-body'), PATH.detail);
    await expect.poll(() => district.getByTestId('mail-receipt').getAttribute('data-state')).toBe('READ');
    await expect.poll(() => district.getByTestId('mail-attachments-item').count()).toBe(1);
    await district.getByTestId('mail-sign-button').tap();
    await district.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => district.getByTestId('mail-receipt').getAttribute('data-state')).toBe('SIGNED');
    await district.getByTestId('mail-feedback-content').locator('textarea').fill('已组织辖区派出所开展专项宣传3场。');
    await district.getByTestId('mail-feedback-submit').tap();
    await expect.poll(() => district.getByTestId('mail-receipt').getAttribute('data-state')).toBe('FED_BACK');

    // The centre's sign list shows the district's read, sign and feedback.
    await journey.open(`${PATH.signList}?id=${mailId}`);
    await expect.poll(() => page.getByTestId('mail-sign-org-d1').getAttribute('data-state')).toBe('FED_BACK');
    await expect.poll(() => page.getByTestId('mail-sign-org-d1-s1').getAttribute('data-state')).toBe('UNREAD');
    await page.screenshot({ path: '/tmp/mail-sign-list.png' });
    await expectReadableScreen(page, 'mail-sign-list');

    // 一键催办 reaches every station and community still owing, not the district that answered.
    await journey.open(`${PATH.detail}?mailId=${mailId}`);
    await page.getByTestId('mail-urge-button').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await expect
      .poll(async () => (await signList(journey, centreToken, mailId)).find((e) => e.orgId === 'org-d1-s1')?.urgeCount)
      .toBe(1);
    const entries = await signList(journey, centreToken, mailId);
    expect(entries.find((e) => e.orgId === 'org-d1')?.urgeCount).toBe(0);
    expect(entries.filter((e) => e.urgeCount === 1)).toHaveLength(24);

    // Revoked, the mail keeps what the units did (it said 已读 0, 签收 0, 反馈 0), the feedback listed.
    await page.getByTestId('mail-revoke-button').tap();
    await page.getByTestId('mail-revoke-reason').locator('textarea').fill('通知内容需调整，另行下发');
    await page.getByTestId('mail-revoke-confirm').tap();
    await expect.poll(() => page.getByTestId('mail-detail').getAttribute('data-state')).toBe('REVOKED');
    const progress = page.getByTestId('mail-progress');
    await expect.poll(() => progress.textContent()).toBe('单位 25已读 1签收 1反馈 1');
    expect(await page.getByTestId('mail-open-feedback-list').textContent()).toBe('反馈列表（1）');
    await page.screenshot({ path: '/tmp/mail-revoked.png' });
    await journey.open(PATH.outbox);
    await expect
      .poll(() => page.getByTestId('mail-outbox-progress').first().textContent())
      .toBe('单位 25已读 1签收 1反馈 1');
    // All four filters fit the screen without scrolling (已办结 faded out at its edge).
    const strip = page.locator('.adm-capsule-tabs-tab-list');
    expect(await strip.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/mail-outbox.png' });
    await expectReadableScreen(page, 'mail-outbox');
  });

  it('a community team admin opens the inbox from the guard home and returns a mail that is not theirs', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, '13800000001');
    await tapTo(page, page.getByRole('button', { name: '公文收件' }), PATH.inbox);
    await page.getByTestId('mail-tab-toSign').tap();
    const first = page
      .locator('[data-testid^="mail-inbox-"][data-state="UNREAD"], [data-testid^="mail-inbox-"][data-state="READ"]')
      .first();
    await tapTo(page, first.locator('.adm-card-body'), PATH.detail);
    await expect.poll(() => page.getByTestId('mail-receipt').getAttribute('data-state')).toBe('READ');
    await page.getByTestId('mail-return-button').tap();
    await page.getByTestId('mail-return-reason').locator('textarea').fill('非本社区业务，请核实接收单位');
    await page.getByTestId('mail-return-confirm').tap();
    await expect.poll(() => page.getByTestId('mail-receipt').getAttribute('data-state')).toBe('RETURNED');
  });
});
