import { randomUUID } from 'node:crypto';
import {
  EARLY_WARNING_ENDPOINTS,
  INTAKE_ENDPOINTS,
  NAVIGATION_THROTTLE_MS,
  urlOf,
  type IntakeBody,
  type WarningDetail,
  type WarningRecord,
} from '@afp/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loginGuardBySms, storedString, waitForRoute, type Journey } from './browser.ts';

/** The demo guard's community, and its neighbour (another community under the same street). */
export const HOME_ORG = { id: 'org-d1-s1-c1', name: '湖滨花园社区' } as const;
export const NEIGHBOUR_ORG = { id: 'org-d1-s1-c2', name: '湖滨新村社区' } as const;
export const DEMO_GUARD = '13800000002';
export const NEIGHBOUR_ADMIN = '13800000003';

export const PATH = {
  guardHome: '/pages/guard/index',
  guardData: '/pages/guard/data/data',
  detail: '/pages/packageSubGuard/early-warning-detail/early-warning-detail',
  handle: '/pages/packageSubGuard/early-warning-handle/early-warning-handle',
  fraudTypeChoose: '/pages/packageSubGuard/fraud-type-choose/fraud-type-choose',
  resultChoose: '/pages/packageSubGuard/early-warning-result-choose/early-warning-result-choose',
  operateLog: '/pages/packageSubGuard/operate-log/operate-log',
  transfer: '/pages/packageSubGuard/transfer-early-warning/transfer-early-warning',
  selectOrg: '/pages/packageSubGuard/select-transfer-org/select-transfer-org',
  otherTransferList: '/pages/packageSubGuard/other-transfer-list/other-transfer-list',
  transferLog: '/pages/packageSubGuard/transfer-log/transfer-log',
} as const;

/**
 * A person does not tap faster than the app's navigation throttle (300 ms), and chooser pages drop
 * taps that come within it of arriving: wait a little longer after each page change.
 */
export const settle = (page: Page) => page.waitForTimeout(NAVIGATION_THROTTLE_MS + 100);

/** Taps, then waits for the app to show the route and lets the throttle pass. */
export async function tapTo(page: Page, target: Locator, route: string): Promise<void> {
  await target.tap();
  await waitForRoute(page, route);
  await settle(page);
}

export interface PushedWarning {
  warningId: string;
  warningNo: string;
  assignmentId: string;
  upstreamNo: string;
}

/** Pushes a fresh warning through the upstream intake (as the provincial platform would). */
export async function pushWarning(journey: Journey, overrides: Partial<IntakeBody> = {}): Promise<PushedWarning> {
  const upstreamNo = `e2e-${randomUUID()}`;
  const body: IntakeBody = {
    upstreamNo,
    source: 'province',
    kind: 'phone',
    level: 1,
    orgId: HOME_ORG.id,
    victimName: '测试居民',
    // A phone of its own, so the warning is nobody else's duplicate.
    victimPhone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    suspectPhone: '01088886666',
    callCount: 3,
    callDurationSeconds: 125,
    ...overrides,
  };
  const { status, body: answer } = await journey.api<{
    data: Omit<PushedWarning, 'upstreamNo'> & { duplicate: boolean };
  }>(urlOf(INTAKE_ENDPOINTS.push), {
    method: 'POST',
    headers: { 'X-Intake-Key': 'dev-intake-key' },
    body: JSON.stringify(body),
  });
  expect(status).toBe(200);
  expect(answer.data.duplicate).toBe(false);
  expect(answer.data.assignmentId).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
  return { ...answer.data, upstreamNo };
}

/** The session token the app holds on a phone (for verification calls as that person). */
export const tokenOf = (page: Page) => storedString(page, 'token');

/** Reads an assignment's detail through the API, as the given person. */
export async function warningInfo(journey: Journey, token: string, assignmentId: string): Promise<WarningDetail> {
  const { status, body } = await journey.api<{ data: WarningDetail }>(
    `${urlOf(EARLY_WARNING_ENDPOINTS.info)}?id=${encodeURIComponent(assignmentId)}`,
    { headers: { authorization: token } },
  );
  expect(status).toBe(200);
  return body.data;
}

/** The caller's open assignment of a warning in one list state (through the API). */
export async function assignmentOfWarning(
  journey: Journey,
  token: string,
  warningId: string,
  state: WarningRecord['state'],
): Promise<WarningRecord | undefined> {
  const { body } = await journey.api<{ data: { records: WarningRecord[] } }>(
    `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?state=${state}&pageSize=50`,
    { headers: { authorization: token } },
  );
  return body.data.records.find((record) => record.warningId === warningId);
}

/** From the guard home, taps the 反诈预警 tab and waits for the warning lists. */
export async function openWarningTab(page: Page): Promise<void> {
  await settle(page);
  await tapTo(page, page.getByTestId('tab-bar-item-1'), PATH.guardData);
  await page.getByTestId('warning-list-panel').waitFor();
}

/** The card of one assignment in the open warning list. */
export const warningCard = (page: Page, assignmentId: string) => page.getByTestId(`warning-card-${assignmentId}`);

/** Opens a warning's detail from its card in the list. */
export async function openWarningFromList(page: Page, assignmentId: string): Promise<void> {
  const card = warningCard(page, assignmentId);
  await card.waitFor({ timeout: 15_000 });
  await tapTo(page, card, PATH.detail);
  await page.getByTestId('warning-detail').waitFor();
}

/** A form row found by its label text (antd-mobile Form.Item). */
export const formItem = (page: Page, label: string) =>
  page.locator('.adm-form-item').filter({ has: page.locator('.adm-form-item-label', { hasText: label }) });

/** Chooses a Selector option unless it is already chosen (a second tap would clear it). */
export async function chooseOption(item: Locator, text: string): Promise<void> {
  // Exactly the text: 接通 must not also find 未接通.
  const option = item.locator('.adm-selector-item').filter({ hasText: new RegExp(`^${text}$`) });
  if (!(await option.evaluate((el) => el.classList.contains('adm-selector-item-active')))) await option.tap();
  await expect.poll(() => option.evaluate((el) => el.classList.contains('adm-selector-item-active'))).toBe(true);
}

/**
 * On the feedback form, chooses the facts of a final phone call that reached the person (the form
 * pre-selects nothing): 电话, 本人, 接通, the given 劝阻情况, 最终反馈.
 */
export async function chooseFacts(page: Page, dissuasion: string): Promise<void> {
  await page.getByTestId('handle-submit').waitFor();
  await formItem(page, '劝阻方式').locator('.adm-checkbox').filter({ hasText: '电话' }).tap();
  await formItem(page, '联系对象').locator('.adm-radio').filter({ hasText: '本人' }).tap();
  await chooseOption(formItem(page, '是否接通'), '接通');
  await chooseOption(formItem(page, '劝阻情况'), dissuasion);
  await chooseOption(formItem(page, '反馈类型'), '最终反馈');
}

/** Signs the open warning on its detail page, confirming the dialog. */
export async function signOpenWarning(page: Page): Promise<void> {
  await page.getByTestId('sign-button').tap();
  await page.getByRole('button', { name: '确定' }).tap();
  await expect
    .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('HANDLING');
  await page.getByTestId('feedback-button').waitFor();
}

/**
 * The demo guard logs in on `page` (the journey's phone by default), opens the pushed warning from
 * the 反诈预警 tab and signs it: the start of every journey that then feeds it back.
 */
export async function signWarningAsDemoGuard(
  journey: Journey,
  assignmentId: string,
  page: Page = journey.page,
): Promise<void> {
  await loginGuardBySms(journey, DEMO_GUARD, page);
  await openWarningTab(page);
  await openWarningFromList(page, assignmentId);
  await signOpenWarning(page);
}
