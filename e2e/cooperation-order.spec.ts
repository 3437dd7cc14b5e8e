import { ACCOUNT_ENDPOINTS, COOPERATION_ORDER_ENDPOINTS as C, urlOf, type OrderDetail } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, storedString, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  oaHome: '/pages/index/index',
  orders: '/pages/cooperation/order/index',
  create: '/pages/cooperation/order/create',
  detail: '/pages/cooperation/order/detail',
  index: '/pages/cooperation/index',
  taskDetail: '/pages/cooperation/detail',
  taskHandle: '/pages/cooperation/handle',
  figures: '/pages/cooperation/figures/index',
};
/** A 1×1 PNG: the photo of the operator's shutdown receipt. */
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Three operators and their demo logins (apps/server/src/seed/cooperation-order.seed.ts, README). */
const OPERATORS = [
  { orgId: 'org-p17', name: '中国移动江澜分公司', phone: '13900000002' },
  { orgId: 'org-p18', name: '中国联通江澜分公司', phone: '13911780393' },
  { orgId: 'org-p19', name: '中国电信江澜分公司', phone: '13911885122' },
] as const;
const PASSWORD = 'coop_123';

/** The partner password login through the login page, on the given phone. */
async function loginPartner(journey: Journey, page: Page, phone: string) {
  await page.goto(`${journey.baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-tab-cooperation').tap();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByTestId('login-submit').tap();
  await waitForRoute(page, PATH.index);
}

/** The centre writes a 加急 号码关停 order to the three operators on the create page. */
async function issueOrder(page: Page, title: string) {
  await tapTo(page, page.getByRole('button', { name: '协作工单' }), PATH.orders);
  await settle(page);
  await tapTo(page, page.getByTestId('order-create-entry'), PATH.create);
  await page.getByTestId('order-title').locator('input').fill(title);
  await page.getByTestId('order-type').getByText('号码关停').tap();
  await page
    .getByTestId('order-content')
    .locator('textarea')
    .fill('以下号码冒充公检法拨打诈骗电话，请立即关停：170****0001');
  await page.getByTestId('order-urgency-URGENT').tap();
  await page.getByTestId('order-targets-open').tap();
  for (const operator of OPERATORS) await page.getByText(operator.name, { exact: true }).tap();
  await page.getByTestId('order-targets-done').tap();
  await expect.poll(() => page.getByTestId('order-targets-open').textContent()).toContain('已选 3 家');
  await page.getByTestId('order-submit').tap();
  await waitForRoute(page, PATH.detail);
}

describe('an OA order 工单 to three operators', () => {
  const journey = useJourney();

  it('fans out into one task per operator; each operator sees only its own, and the centre sees it received', async () => {
    const { page } = journey;
    const title = `号码关停-${Date.now()}`;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await issueOrder(page, title);
    for (const operator of OPERATORS)
      await expect
        .poll(() => page.getByTestId(`order-target-state-${operator.orgId}`).getAttribute('data-state'))
        .toBe('ISSUED');
    const orderId = new URL(page.url().replace('#', '')).searchParams.get('id') ?? '';
    const centreToken = await storedString(page, 'token');
    const readOrder = async () =>
      (
        await journey.api<{ data: OrderDetail }>(`${urlOf(C.info)}?id=${orderId}`, {
          headers: { authorization: centreToken },
        })
      ).body.data;
    const order = await readOrder();
    const taskOf = (orgId: string) => order.targets.find((target) => target.partnerOrgId === orgId)!.taskId;

    for (const [index, operator] of OPERATORS.entries()) {
      const phone = await journey.newPhone();
      await loginPartner(journey, phone, operator.phone);
      // The cooperation index's 工单 segment shows the order tasks of the operator's own organisation.
      await phone.getByTestId('cooperation-segment-orders').tap();
      await phone.getByTestId('order-task-section').waitFor();
      const own = phone.getByTestId(`order-task-${taskOf(operator.orgId)}`);
      await own.waitFor();
      await expect.poll(() => own.getAttribute('data-urgency')).toBe('URGENT');
      await expect.poll(() => own.getByTestId('order-deadline').textContent()).toMatch(/剩余 00:(29|30):\d\d/);
      for (const other of OPERATORS.filter((candidate) => candidate.orgId !== operator.orgId))
        expect(await phone.getByTestId(`order-task-${taskOf(other.orgId)}`).count()).toBe(0);

      if (index === 0) {
        // The first operator opens its task and receives it.
        await settle(phone);
        await tapTo(phone, own.locator('.adm-card-body'), PATH.taskDetail);
        await phone.getByTestId('order-task-detail').waitFor();
        await phone.getByTestId('order-task-receive').tap();
        await expect.poll(() => phone.getByTestId('order-task-state').getAttribute('data-state')).toBe('RECEIVED');
      }
    }

    const after = await readOrder();
    expect(after.targets.find((target) => target.partnerOrgId === 'org-p17')!.state).toBe('RECEIVED');
    expect(after.targets.filter((target) => target.state === 'ISSUED')).toHaveLength(2);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-target-state-org-p17').getAttribute('data-state')).toBe('RECEIVED');

    // 撤回 of an unreceived task says why (the operator is told it in 消息通知): no reason, no withdrawal.
    await page.getByTestId('order-withdraw-org-p19').tap();
    await page.getByTestId('order-withdraw-confirm').tap();
    await expect.poll(() => page.getByTestId('order-withdraw-dialog').textContent()).toContain('请填写撤回原因');
    await page.getByTestId('order-withdraw-reason').locator('textarea').fill('号码已由省公司统一关停');
    await page.screenshot({ path: '/tmp/order-withdraw-reason.png' });
    await page.getByTestId('order-withdraw-confirm').tap();
    await expect
      .poll(() => page.getByTestId('order-target-state-org-p19').getAttribute('data-state'))
      .toBe('WITHDRAWN');
  });

  it('is fed back with a photo, returned for redo, answered again and closed; the centre exports the figures', async () => {
    const { page } = journey;
    const operator = OPERATORS[0];
    const { body: login } = await journey.api<{ data: { token: string } }>(urlOf(ACCOUNT_ENDPOINTS.oa.login), {
      method: 'POST',
      body: JSON.stringify({ accountName: 'admin', password: 'admin_123' }),
    });
    const { body: created } = await journey.api<{ data: OrderDetail }>(urlOf(C.create), {
      method: 'POST',
      headers: { authorization: login.data.token },
      body: JSON.stringify({
        title: `号码关停-${Date.now()}`,
        type: 'NUMBER_SHUTDOWN',
        content: '请关停 170****0002',
        urgency: 'URGENT',
        deadlineMinutes: 30,
        targetOrgIds: [operator.orgId],
      }),
    });
    const taskId = created.data.targets[0]!.taskId;

    // The operator receives, starts and feeds back on its own phone.
    const phone = await journey.newPhone();
    await loginPartner(journey, phone, operator.phone);
    await phone.goto(`${journey.baseUrl}/#${PATH.taskDetail}?orderTaskId=${taskId}`);
    await phone.getByTestId('order-task-receive').tap();
    await phone.getByTestId('order-task-start').tap();
    await tapTo(phone, phone.getByTestId('order-task-go-handle'), PATH.taskHandle);
    const feedBack = async (answer: string) => {
      await phone.getByTestId('order-task-answer').locator('textarea').fill(answer);
      const doneAt = await phone.evaluate(() => {
        const at = new Date(Date.now() - 5 * 60_000);
        const two = (n: number) => String(n).padStart(2, '0');
        return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
      });
      await phone.getByTestId('order-task-done-at').locator('input').fill(doneAt);
      await phone.getByTestId('order-task-submit').tap();
      await waitForRoute(phone, PATH.taskDetail);
      await expect.poll(() => phone.getByTestId('order-task-state').getAttribute('data-state')).toBe('FED_BACK');
    };
    await phone
      .getByTestId('order-task-attachments')
      .locator('input[type=file]')
      .setInputFiles({ name: '关停回执.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await phone.getByTestId('order-task-attachments').locator('.adm-image-uploader-cell-image').waitFor();
    await expect.poll(() => phone.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await feedBack('号码已关停');
    await expect.poll(() => phone.getByTestId('order-feedback-files').locator('button').count()).toBe(1);

    // The centre returns it for redo with a reason.
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await journey.open(`${PATH.detail}?id=${created.data.id}`);
    await page.getByTestId(`order-return-${operator.orgId}`).tap();
    await page.getByTestId('order-return-reason').locator('textarea').fill('请补充关停时间及机主核验情况');
    await page.getByTestId('order-return-confirm').tap();
    await expect
      .poll(() => page.getByTestId(`order-target-state-${operator.orgId}`).getAttribute('data-state'))
      .toBe('RETURNED');

    // The operator sees why and answers again.
    await phone.reload();
    await phone.getByTestId('order-task-return-reason').waitFor();
    await tapTo(phone, phone.getByTestId('order-task-go-handle'), PATH.taskHandle);
    await feedBack('号码已于今日关停，机主已二次核验');

    // The centre closes it.
    await page.reload();
    await page.getByTestId(`order-close-${operator.orgId}`).tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await expect
      .poll(() => page.getByTestId(`order-target-state-${operator.orgId}`).getAttribute('data-state'))
      .toBe('CLOSED');

    // Response-time figures: the chart and the Excel export.
    await journey.open(PATH.figures);
    await page.getByTestId('figures-overall').waitFor();
    await page.getByTestId('figures-chart').waitFor();
    expect(Number(await page.getByTestId('figures-total').textContent())).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('figures-export').tap()]);
    expect(download.suggestedFilename()).toMatch(/^响应时效_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
