import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_ENDPOINTS,
  CARD_OPENING_INTAKE_ENDPOINTS,
  PARTNER_CARD_FEEDBACK_ENDPOINTS,
  urlOf,
  type CardOpeningPushBody,
  type PartnerCardRecord,
} from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  loginGuardBySms,
  loginPartnerByPassword,
  storedString,
  useJourney,
  waitForRoute,
  type Journey,
} from './support/browser.ts';
import { DEMO_GUARD, settle, tapTo } from './support/warnings.ts';

const STATION_ADMIN = '13800000004';
const PARTNER = { phone: '13900000001', password: 'coop_123' };
const ROOT = '/pages/packageSubGuard/guard-card-feedback';
const PATH = {
  list: `${ROOT}/guard-card-feedback`,
  detail: `${ROOT}/card-info-detail/card-info-detail`,
  assign: `${ROOT}/assign-tasks/assign-tasks`,
  handle: `${ROOT}/feedback-handle/feedback-handle`,
};

/** A check (red unless overridden) from the demo partner's (工商银行) outlet in 湖滨街道, the customer waiting. */
async function pushCheck(journey: Journey, overrides: Partial<CardOpeningPushBody> = {}): Promise<string> {
  const body: CardOpeningPushBody = {
    recordNo: `e2e-${randomUUID()}`,
    partnerOrgId: 'org-p01',
    outletName: '工商银行湖滨支行',
    orgId: 'org-d1-s1',
    cardType: 'BANK',
    institution: '工商银行',
    applicantName: '吴开卡',
    applicantIdNumber: '330102195501011232',
    applicantPhone: '13977778888',
    riskResult: 'RED',
    hitReasons: ['ELDERLY_INDUCED'],
    riskSigns: ['ACCOMPANIED', 'ON_THE_PHONE'],
    customerWaiting: true,
    amountAtStake: '80000',
    ...overrides,
  };
  const { status, body: answer } = await journey.api<{ data: { recordId: string; state: string } }>(
    urlOf(CARD_OPENING_INTAKE_ENDPOINTS.push),
    { method: 'POST', headers: { 'X-Intake-Key': 'dev-intake-key' }, body: JSON.stringify(body) },
  );
  expect(status).toBe(200);
  expect(answer.data.state).toBe(body.riskResult === 'GREEN' ? 'CLOSED' : 'PENDING_ASSIGN');
  return answer.data.recordId;
}

/** The partner's own read of the record, through the cooperation API. */
async function partnerRead(journey: Journey, recordId: string): Promise<PartnerCardRecord> {
  const login = await journey.api<{ data: { token: string } }>(urlOf(ACCOUNT_ENDPOINTS.cooperation.login), {
    method: 'POST',
    body: JSON.stringify(PARTNER),
  });
  const { status, body } = await journey.api<{ data: PartnerCardRecord }>(
    `${urlOf(PARTNER_CARD_FEEDBACK_ENDPOINTS.info)}?id=${recordId}`,
    { headers: { authorization: login.body.data.token } },
  );
  expect(status).toBe(200);
  return body.data;
}

async function openFromList(page: Page, scope: 'mine' | 'org', recordId: string) {
  await page.goto(`${new URL(page.url()).origin}/#${PATH.list}`);
  await waitForRoute(page, PATH.list);
  await page.getByTestId(`card-scope-${scope}`).tap();
  await settle(page);
  // The total line keeps the page's margin (共 168 条 sat flush against the screen's edge).
  const total = await page.getByTestId('card-total').boundingBox();
  expect(total!.x).toBeGreaterThanOrEqual(8);
  await page.screenshot({ path: '/tmp/card-list-total.png' });
  await tapTo(page, page.getByTestId(`card-record-${recordId}`).locator('.adm-card-body'), PATH.detail);
}

describe('a flagged card-opening check', () => {
  const journey = useJourney();

  it('is assigned by the station admin, answered 不建议开卡 by the guard, and the outlet partner reads the advice', async () => {
    const recordId = await pushCheck(journey);
    // Two more for the partner's list: one nobody has answered yet, one green the code cleared.
    const waitingId = await pushCheck(journey, { applicantName: '郑等候' });
    const greenId = await pushCheck(journey, { applicantName: '钱绿码', riskResult: 'GREEN', hitReasons: [] });

    // The guard logs in on their own phone (their id is what the admin picks).
    const guardPhone = await journey.newPhone();
    await loginGuardBySms(journey, DEMO_GUARD, guardPhone);
    const guardId = await storedString(guardPhone, 'uid');

    // The station admin of 湖滨街道 sees the check of the organisation with its countdown and assigns it.
    const { page } = journey;
    await loginGuardBySms(journey, STATION_ADMIN);
    await openFromList(page, 'org', recordId);
    await expect.poll(() => page.getByTestId('card-detail').getAttribute('data-state')).toBe('PENDING_ASSIGN');
    await expect.poll(() => page.getByTestId('card-applicant-phone').textContent()).toBe('139****8888');
    await expect.poll(() => page.getByTestId('card-deadline').textContent()).toMatch(/^剩余 00:(2\d|30):\d{2}$/);
    await tapTo(page, page.getByTestId('card-assign-button'), PATH.assign);
    await page.getByTestId(`card-assignee-${guardId}`).tap();
    await page.getByTestId('card-assign-submit').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await waitForRoute(page, PATH.detail);
    await expect.poll(() => page.getByTestId('card-detail').getAttribute('data-state')).toBe('ASSIGNED');

    // The guard finds it under 指派给我, sees the applicant whole, and answers the outlet.
    await openFromList(guardPhone, 'mine', recordId);
    await expect.poll(() => guardPhone.getByTestId('card-applicant-phone').textContent()).toBe('13977778888');
    await tapTo(guardPhone, guardPhone.getByTestId('card-handle-button'), PATH.handle);
    for (const [field, option] of [
      ['method', '网点面谈'],
      ['conclusion', '被诱导受骗'],
      ['advice', '不建议开卡'],
      ['outcome', '已拒绝开卡'],
    ] as const) {
      await guardPhone.getByTestId(`card-${field}`).getByText(option, { exact: true }).tap();
    }
    await guardPhone.getByTestId('card-content').locator('textarea').fill('老人被冒充公检法诱导开卡，已当面劝阻');
    await guardPhone.getByTestId('card-amount-protected').locator('input').fill('80000');
    await guardPhone.getByTestId('card-feedback-submit').tap();
    await waitForRoute(guardPhone, PATH.detail);
    await expect.poll(() => guardPhone.getByTestId('card-detail').getAttribute('data-state')).toBe('FED_BACK');
    // Answered, the check still shows the deadline that applied (30 min for a waiting customer), in time.
    await expect
      .poll(() => guardPhone.getByTestId('card-deadline-at').textContent())
      .toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}（按时反馈）$/);
    await guardPhone.screenshot({ path: '/tmp/card-feedback-deadline.png', fullPage: true });

    // The partner of that outlet reads the guard's advice: through its API, and on its 警企协作 page.
    const read = await partnerRead(journey, recordId);
    expect(read).toMatchObject({ state: 'FED_BACK', advice: 'DISCOURAGE', outcome: 'REFUSED', applicantName: '吴*卡' });
    const partnerPhone = await journey.newPhone();
    await loginPartnerByPassword(journey, PARTNER, partnerPhone);
    await partnerPhone.getByTestId('cooperation-segment-cards').tap();
    // 待核查 first: the unanswered check says 核查中 with the guard's time left, nothing else.
    const answerOf = (id: string) =>
      partnerPhone.getByTestId(`partner-card-record-${id}`).getByTestId('partner-card-answer');
    await expect.poll(() => answerOf(waitingId).textContent()).toMatch(/^核查中剩余 00:(2\d|30):\d{2}$/);
    expect(await answerOf(recordId).count()).toBe(0);
    await partnerPhone.screenshot({ path: '/tmp/partner-card-pending.png' });
    // 已核查: the guard's advice, and the green code's own clearance.
    await partnerPhone.getByTestId('partner-card-filter-DONE').tap();
    await expect.poll(() => answerOf(recordId).textContent()).toBe('不建议开卡');
    await expect.poll(() => answerOf(greenId).textContent()).toBe('可开卡');
    expect(await answerOf(waitingId).count()).toBe(0);
    expect(await partnerPhone.getByTestId(`partner-card-record-${recordId}`).textContent()).toContain('吴*卡');
    await partnerPhone.screenshot({ path: '/tmp/partner-card-done.png' });
  });
});
