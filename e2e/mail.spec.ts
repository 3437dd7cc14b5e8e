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

/** An oa login on a second phone, through the login page (the district's staff unless named). */
async function loginDistrictStaff(journey: Journey, phone: Page, accountName = 'oa_staff', password = 'staff_123') {
  await phone.goto(`${journey.baseUrl}/#/pages/login/login`);
  await phone.getByTestId('login-tab-oa').tap();
  await phone.getByPlaceholder('请输入账号').fill(accountName);
  await phone.getByPlaceholder('请输入密码').fill(password);
  await phone.getByTestId('login-submit').tap();
  await waitForRoute(phone, PATH.home);
}

/** A deadline as the wheels open it (tomorrow 18:00, China time), to the minute: 确定. */
async function pickDeadline(page: Page, testId: string) {
  await page.getByTestId(testId).tap();
  // Each field has its own picker: the one open now is the visible one.
  const picker = page.locator('.adm-picker:visible');
  await picker.locator('.adm-picker-view-column-item').first().waitFor();
  await settle(page);
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).tap();
  await expect.poll(() => page.getByTestId(testId).textContent()).toMatch(/^\d{4}-\d{2}-\d{2} 18:00$/);
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
    await pickDeadline(page, 'mail-sign-deadline');
    await page.getByTestId('mail-needs-feedback').tap();
    await pickDeadline(page, 'mail-feedback-deadline');
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

    // Revoked, the mail keeps what the units did (it said 已读 0/25, 签收 0/25, 反馈 0/25), the feedback listed.
    await page.getByTestId('mail-revoke-button').tap();
    await page.getByTestId('mail-revoke-reason').locator('textarea').fill('通知内容需调整，另行下发');
    await page.getByTestId('mail-revoke-confirm').tap();
    await expect.poll(() => page.getByTestId('mail-detail').getAttribute('data-state')).toBe('REVOKED');
    const progress = page.getByTestId('mail-progress');
    await expect.poll(() => progress.textContent()).toBe('已读 1/25 · 签收 1/25 · 反馈 1/25');
    expect(await page.getByTestId('mail-open-feedback-list').textContent()).toBe('反馈列表（1）');
    // Who did what, when: the timeline names the unit's signing and the revoke with its reason.
    const timeline = await page.getByTestId('mail-timeline').textContent();
    expect(timeline).toContain('签收');
    expect(timeline).toContain('撤回：通知内容需调整，另行下发');
    await page.screenshot({ path: '/tmp/mail-revoked.png' });
    await journey.open(PATH.outbox);
    await expect
      .poll(() => page.getByTestId('mail-outbox-progress').first().textContent())
      .toBe('已读 1/25 · 签收 1/25 · 反馈 1/25');
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
    // Its own timeline: the sending, its read and its return with the reason, by name.
    await expect
      .poll(() => page.getByTestId('mail-timeline').textContent())
      .toContain('退回：非本社区业务，请核实接收单位');
    expect(await page.getByTestId('mail-timeline').textContent()).toMatch(/阅读.+·/);
  });

  it('公文 as offices send it: drafted for 签发, approved by the leader with its 文号; the station forwards it and sees its community read it; the sender returns the station’s feedback and urges the rest from the sign list', async () => {
    const { page } = journey;
    const title = `关于开展反诈宣传进社区活动的通知 ${Date.now()}`;
    await loginOaByPassword(journey, 'oa_staff', 'staff_123');

    // 刘专员 drafts: 特急, 内部, to 湖滨街道 and 望湖街道, deadlines to the minute, 领导签发.
    await journey.open(PATH.send);
    await page.getByTestId('mail-title').locator('input').fill(title);
    await page.getByTestId('mail-body-input').locator('textarea').fill('请各街道组织社区开展宣传，并反馈开展情况。');
    await page.getByTestId('mail-urgency').getByText('特急', { exact: true }).tap();
    await page.getByTestId('mail-secrecy').getByText('内部', { exact: true }).tap();
    await tapTo(page, page.getByTestId('mail-targets'), PATH.picker);
    await page.getByTestId('org-expand-org-d1').tap();
    await page.getByTestId('org-pick-org-d1-s1').tap();
    await page.getByTestId('org-pick-org-d1-s2').tap();
    await settle(page);
    await tapTo(page, page.getByTestId('org-pick-done'), PATH.send);
    await pickDeadline(page, 'mail-sign-deadline');
    await page.getByTestId('mail-needs-feedback').tap();
    await pickDeadline(page, 'mail-feedback-deadline');
    await page.getByTestId('mail-needs-approval').tap();
    expect(await page.getByTestId('mail-send-submit').textContent()).toContain('提交签发');
    await page.screenshot({ path: '/tmp/mail-office-compose.png' });
    await expectReadableScreen(page, 'mail-office-compose');
    await page.getByTestId('mail-send-submit').tap();
    await page.getByText('已提交领导签发').waitFor();

    const drafterToken = await apiToken(journey, 'oa_staff', 'staff_123');
    const outbox = await journey.api<{ data: { records: { id: string; title: string; state: string }[] } }>(
      urlOf(MAIL_ENDPOINTS.outbox),
      { headers: { authorization: drafterToken } },
    );
    const mail = outbox.body.data.records.find((record) => record.title === title);
    expect(mail?.state).toBe('PENDING');
    const mailId = mail!.id;
    // The drafter waits; nothing went out yet.
    await journey.open(`${PATH.detail}?mailId=${mailId}`);
    await page.getByTestId('mail-pending-hint').waitFor();
    expect(await page.getByTestId('mail-approve-button').count()).toBe(0);

    // 赵局长, the district's leader, signs it off: numbered and sent now.
    const leader = await journey.newPhone();
    await loginDistrictStaff(journey, leader, 'donghu_lead', 'staff_123');
    await leader.goto(`${journey.baseUrl}/#${PATH.detail}?mailId=${mailId}`);
    await leader.getByTestId('mail-approve-button').waitFor();
    expect(await leader.getByTestId('mail-doc-number').textContent()).toContain('签发后编号');
    await leader.screenshot({ path: '/tmp/mail-office-approve.png' });
    await expectReadableScreen(leader, 'mail-office-approve');
    await leader.getByTestId('mail-approve-button').tap();
    await leader.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => leader.getByTestId('mail-detail').getAttribute('data-state')).toBe('SENT');
    const docNumber = (await leader.getByTestId('mail-doc-number').textContent()) ?? '';
    expect(docNumber).toMatch(/东湖反诈〔\d{4}〕\d+号/);

    // The station admin of 湖滨街道 opens it (文号, 特急, 内部) and forwards it to one of its communities.
    const station = await journey.newPhone();
    await loginGuardBySms(journey, '13800000004', station);
    await tapTo(station, station.getByRole('button', { name: '公文收件' }), PATH.inbox);
    const card = station.locator('[data-testid^="mail-inbox-"][data-state]', { hasText: title });
    expect(await card.textContent()).toContain(docNumber.replace('文号', ''));
    await tapTo(station, card.locator('.adm-card-body'), PATH.detail);
    await expect.poll(() => station.getByTestId('mail-receipt').getAttribute('data-state')).toBe('READ');
    expect(await station.getByTestId('mail-secrecy-tag').first().textContent()).toBe('内部');
    await station.getByTestId('mail-forward-org-org-d1-s1-c1').tap();
    await station.getByTestId('mail-forward-note').locator('textarea').fill('请社区组织网格员学习并入户宣传');
    await station.screenshot({ path: '/tmp/mail-office-forward.png' });
    await expectReadableScreen(station, 'mail-office-forward');
    await station.getByTestId('mail-forward-submit').tap();
    await station.getByTestId('mail-forward-org-d1-s1-c1').waitFor();
    await expect.poll(() => station.getByTestId('mail-forward-org-d1-s1-c1').getAttribute('data-state')).toBe('UNREAD');

    // The community's team admin finds it 湖滨街道转发 with the station's note, and reads it.
    const community = await journey.newPhone();
    await loginGuardBySms(journey, '13800000001', community);
    await tapTo(community, community.getByRole('button', { name: '公文收件' }), PATH.inbox);
    const forwarded = community.locator('[data-testid^="mail-inbox-"][data-state]', { hasText: title });
    expect(await forwarded.textContent()).toContain('湖滨街道');
    await tapTo(community, forwarded.locator('.adm-card-body'), PATH.detail);
    await expect.poll(() => community.getByTestId('mail-receipt').getAttribute('data-state')).toBe('READ');
    expect(await community.getByTestId('mail-forward-note-shown').textContent()).toContain('入户宣传');
    await community.getByTestId('mail-receipt-readers').waitFor();

    // The station sees who of the community read it, then signs and feeds back.
    await station.reload();
    await expect.poll(() => station.getByTestId('mail-forward-org-d1-s1-c1').getAttribute('data-state')).toBe('READ');
    expect(await station.getByTestId('mail-forward-readers-org-d1-s1-c1').textContent()).toContain('阅读人');
    await station.getByTestId('mail-sign-button').tap();
    await station.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => station.getByTestId('mail-receipt').getAttribute('data-state')).toBe('SIGNED');
    await station.getByTestId('mail-feedback-content').locator('textarea').fill('已开展宣传。');
    await station.getByTestId('mail-feedback-submit').tap();
    await expect.poll(() => station.getByTestId('mail-receipt').getAttribute('data-state')).toBe('FED_BACK');

    // The drafter's sign list: the station's readers, its feedback returned for a redo, the other station urged.
    await journey.open(`${PATH.signList}?id=${mailId}`);
    await expect.poll(() => page.getByTestId('mail-sign-org-d1-s1').getAttribute('data-state')).toBe('FED_BACK');
    expect(await page.getByTestId('mail-readers-org-d1-s1').textContent()).toContain('阅读人');
    await page.getByTestId('mail-redo-org-d1-s1-button').tap();
    await page.getByTestId('mail-redo-org-d1-s1-reason').locator('textarea').fill('请写明宣传场次和覆盖人数');
    await page.getByTestId('mail-redo-org-d1-s1-confirm').tap();
    await expect.poll(() => page.getByTestId('mail-sign-org-d1-s1').getAttribute('data-state')).toBe('SIGNED');
    await page.getByTestId('mail-urge-button').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await expect
      .poll(async () => (await signList(journey, drafterToken, mailId)).find((e) => e.orgId === 'org-d1-s2')?.urgeCount)
      .toBe(1);
    await page.screenshot({ path: '/tmp/mail-office-sign-list.png' });
    await expectReadableScreen(page, 'mail-office-sign-list');

    // The station is asked again, with the reason.
    await station.reload();
    await expect.poll(() => station.getByTestId('mail-redo-reason').textContent()).toContain('宣传场次');
    expect(await station.getByTestId('mail-receipt').getAttribute('data-state')).toBe('SIGNED');

    // The demo's mail 赵局长 refused: its reason, and writing it again refills the form, targets too.
    await journey.open(`${PATH.detail}?mailId=mail-office-rejected`);
    await page.getByTestId('mail-reject-reason').waitFor();
    expect(await page.getByTestId('mail-reject-reason').textContent()).toContain('请补充报送时限和联系人');
    await tapTo(page, page.getByTestId('mail-rewrite-button'), PATH.send);
    await expect
      .poll(() => page.getByTestId('mail-title').locator('input').inputValue())
      .toBe('关于报送反诈宣传台账的通知');
    expect(await page.getByTestId('mail-targets').textContent()).toContain('湖滨街道');
    expect(await page.getByTestId('mail-send-submit').textContent()).toContain('提交签发');
  });
});
