import {
  PEOPLE_CONTROL_ENDPOINTS,
  VERIFICATION_ENDPOINTS,
  urlOf,
  type ControlledPerson,
  type ControlledPersonDetail,
  type VerificationStatus,
} from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { DEMO_GUARD, settle, tapTo, tokenOf } from './support/warnings.ts';

const PATH = {
  oaHome: '/pages/index/index',
  controlForm: '/pages/packageSubGuard/people-control/control-feedback/control-feedback',
  controlDetail: '/pages/packageSubGuard/people-control/feedback-detail/feedback-detail',
  verify: { index: '/pages/verify/index', detail: '/pages/verify/detail', form: '/pages/verify/form' },
  review: {
    index: '/pages/review/index',
    detail: '/pages/review/detail',
    form: '/pages/review/form',
    refuse: '/pages/review/refuse',
  },
};
const REASON = '走访照片未体现本人，请补充见面照片';

async function api<T>(journey: Journey, path: string, token: string): Promise<T> {
  const { body } = await journey.api<{ data: T }>(path, { headers: { authorization: token } });
  return body.data;
}

/** The demo guard's overdue person, and the verification item of its visit once submitted. */
async function overduePerson(journey: Journey, token: string): Promise<ControlledPerson> {
  const page = await api<{ records: ControlledPerson[] }>(
    journey,
    `${urlOf(PEOPLE_CONTROL_ENDPOINTS.page)}?filter=OVERDUE&pageSize=5`,
    token,
  );
  expect(page.records.length, 'the demo community has an overdue person').toBeGreaterThan(0);
  return page.records.at(-1)!;
}
const currentTaskOf = async (journey: Journey, token: string, personId: string): Promise<string> =>
  (await api<ControlledPersonDetail>(journey, `${urlOf(PEOPLE_CONTROL_ENDPOINTS.info)}?id=${personId}`, token))
    .currentTask!.id;
/** The verification status of a visit task (subject of kind control_feedback), null before its first submission. */
const statusOf = (journey: Journey, token: string, taskId: string) =>
  api<VerificationStatus | null>(
    journey,
    `${urlOf(VERIFICATION_ENDPOINTS.status)}?kind=control_feedback&subjectId=${taskId}`,
    token,
  );

/** The guard's visit form, as in the people-control journey (typed address, no photos). */
async function recordVisit(page: Page, content: string) {
  await page.getByTestId('control-feedback-submit').waitFor();
  await page.getByTestId('control-method').getByRole('option', { name: '见面', exact: true }).tap();
  await page.getByTestId('control-result').getByRole('option', { name: '见到本人', exact: true }).tap();
  await page.getByTestId('control-manual-address').locator('input').fill('湖滨花园社区3幢2单元');
  await page.getByTestId('control-content').locator('textarea').fill(content);
  await page.getByTestId('control-feedback-submit').tap();
}

async function loginOa(journey: Journey, phone: Page, accountName: string, password: string) {
  await phone.goto(`${journey.baseUrl}/#/pages/login/login`);
  await phone.getByTestId('login-tab-oa').tap();
  await phone.getByPlaceholder('请输入账号').fill(accountName);
  await phone.getByPlaceholder('请输入密码').fill(password);
  await phone.getByTestId('login-submit').tap();
  await waitForRoute(phone, PATH.oaHome);
}

/** From the oa home's tile to the item in the stage's queue (default group), then its detail. */
async function openFromQueue(phone: Page, stage: 'verify' | 'review', tile: string, itemId: string) {
  await phone.goto(phone.url().replace(/#.*$/, `#${PATH.oaHome}`));
  await settle(phone);
  await tapTo(phone, phone.getByRole('button', { name: tile }), PATH[stage].index);
  const card = phone.getByTestId(`verification-item-${itemId}`);
  await card.waitFor({ timeout: 15_000 });
  await settle(phone);
  await card.locator('.adm-card-body').tap();
  await waitForRoute(phone, PATH[stage].detail);
  await phone.getByTestId('verification-detail').waitFor();
}

/** 通过 at the stage from the item's detail: the form, an optional note, back to the queue. */
async function pass(phone: Page, stage: 'verify' | 'review', itemId: string, tile: string, note = '') {
  await openFromQueue(phone, stage, tile, itemId);
  await settle(phone);
  await tapTo(phone, phone.getByTestId('verification-pass-button'), PATH[stage].form);
  if (note) await phone.getByTestId('verification-note').locator('textarea').fill(note);
  await phone.getByTestId('verification-pass-submit').tap();
  await waitForRoute(phone, PATH[stage].index);
}

describe('verification 核查 / 复核 (issue 12 journey 2)', () => {
  const journey = useJourney();

  it('a guard visit is verified, refused at review with a reason, fixed, verified and reviewed', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, DEMO_GUARD);
    const guardToken = await tokenOf(page);
    const person = await overduePerson(journey, guardToken);
    const taskId = await currentTaskOf(journey, guardToken, person.id);

    await journey.open(`${PATH.controlForm}?id=${person.id}`);
    await recordVisit(page, '本人在家，已开展反诈教育。');
    await expect.poll(async () => (await statusOf(journey, guardToken, taskId))?.state).toBe('PENDING_VERIFY');
    const itemId = (await statusOf(journey, guardToken, taskId))!.id;

    // 刘专员 (东湖区核查组) verifies it from the 核查 queue.
    const staff = await journey.newPhone();
    await loginOa(journey, staff, 'oa_staff', 'staff_123');
    await pass(staff, 'verify', itemId, '核查', '走访记录完整');

    // 王管理 (市级复核组) refuses it at 复核 with a reason, after a confirmation.
    const admin = await journey.newPhone();
    await loginOa(journey, admin, 'admin', 'admin_123');
    await openFromQueue(admin, 'review', '复核', itemId);
    await expect.poll(() => admin.getByTestId('verification-history').textContent()).toContain('走访记录完整');
    await settle(admin);
    await tapTo(admin, admin.getByTestId('verification-refuse-button'), PATH.review.refuse);
    await admin.getByTestId('verification-reason').locator('textarea').fill(REASON);
    await admin.getByTestId('verification-refuse-submit').tap();
    await admin.getByRole('button', { name: '确定' }).tap();
    await waitForRoute(admin, PATH.review.index);

    // The guard sees why on the person's page, fixes the visit and resubmits.
    await journey.open(`${PATH.controlDetail}?id=${person.id}`);
    await page.reload();
    await expect.poll(() => page.getByTestId('verification-status-reason').textContent()).toContain(REASON);
    await settle(page);
    await tapTo(page, page.getByTestId('control-visit-footer'), PATH.controlForm);
    await expect.poll(() => page.getByTestId('control-return-reason').textContent()).toContain(REASON);
    await recordVisit(page, '再次见面走访，已补充本人见面情况。');
    await expect.poll(async () => (await statusOf(journey, guardToken, taskId))?.round).toBe(2);

    // Verified and reviewed: the visit is approved and the person's next period begins.
    await pass(staff, 'verify', itemId, '核查');
    await pass(admin, 'review', itemId, '复核', '复核无误');
    expect(await statusOf(journey, guardToken, taskId)).toMatchObject({ state: 'REVIEWED', round: 2 });
    await journey.open(`${PATH.controlDetail}?id=${person.id}`);
    await page.reload();
    await expect
      .poll(async () => (await page.getByTestId('control-feedback-state').allTextContents()).slice(0, 2))
      .toEqual(['已通过', '已退回']);
  });
});
