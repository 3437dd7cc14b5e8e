import { DEFAULT_DEADLINES, TRANSFER_ENDPOINTS, urlOf, type TransferRecord } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import {
  DEMO_GUARD,
  HOME_ORG,
  NEIGHBOUR_ADMIN,
  NEIGHBOUR_ORG,
  PATH,
  assignmentOfWarning,
  chooseOption,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  settle,
  tapTo,
  tokenOf,
  warningCard,
  warningInfo,
} from './support/warnings.ts';

/** The transfers sent to the caller's organisation, through the API. */
async function receivedTransfers(journey: Journey, token: string): Promise<TransferRecord[]> {
  const { body } = await journey.api<{ data: { records: TransferRecord[] } }>(
    `${urlOf(TRANSFER_ENDPOINTS.page)}?direction=received&pageSize=50`,
    { headers: { authorization: token } },
  );
  return body.data.records;
}

/** Seconds left on a '签收剩余 mm:ss' countdown. */
async function signSecondsLeft(page: Page, assignmentId: string): Promise<number> {
  const label = (await warningCard(page, assignmentId).getByTestId('warning-countdown').textContent()) ?? '';
  const match = /^签收剩余 (\d+):(\d{2})$/.exec(label.trim());
  expect(match, `countdown label "${label}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

describe('transferring a warning to another community', () => {
  const journey = useJourney();

  it('is accepted by the receiving admin, lands in their 待签收 with a fresh countdown, and the log shows the hop', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '移交测试', level: 1 });

    // The guard of 湖滨花园社区 opens the warning and transfers it to 湖滨新村社区.
    await loginGuardBySms(journey, DEMO_GUARD);
    const guardToken = await tokenOf(page);
    const original = await warningInfo(journey, guardToken, warning.assignmentId);
    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await tapTo(page, page.getByTestId('transfer-button'), PATH.transfer);
    await page.getByTestId('transfer-submit').waitFor();

    await tapTo(page, formItem(page, '移交单位'), PATH.selectOrg);
    await page.getByTestId(`org-node-org-d1`).tap();
    await page.getByTestId(`org-node-org-d1-s1`).tap();
    await tapTo(page, page.getByTestId(`org-node-${NEIGHBOUR_ORG.id}`), PATH.transfer);
    await expect.poll(() => page.getByTestId('transfer-target').textContent()).toBe(NEIGHBOUR_ORG.name);
    await chooseOption(formItem(page, '移交原因'), '非本辖区');
    await page.getByTestId('transfer-reason-text').locator('textarea').fill('居民已迁至湖滨新村');
    await page.getByTestId('transfer-submit').tap();

    // Back on the detail, the warning waits for the receiver.
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('TRANSFERRING');

    // The admin of 湖滨新村社区, on another phone, accepts it in other-transfer-list (the page the
    // work notice links to).
    const admin = await journey.newPhone();
    await loginGuardBySms(journey, NEIGHBOUR_ADMIN, admin);
    const adminToken = await tokenOf(admin);
    const transfer = (await receivedTransfers(journey, adminToken)).find((t) => t.warningId === warning.warningId);
    expect(transfer).toMatchObject({ status: 'REQUESTED', fromOrgId: HOME_ORG.id, toOrgId: NEIGHBOUR_ORG.id });
    await admin.goto(`${journey.baseUrl}/#${PATH.otherTransferList}`);
    await waitForRoute(admin, PATH.otherTransferList);
    await settle(admin);
    const card = admin.getByTestId(`transfer-card-${transfer!.id}`);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('data-status')).toBe('REQUESTED');
    await card.getByTestId('transfer-accept').tap();
    await admin.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => card.getAttribute('data-status'), { timeout: 10_000 }).toBe('ACCEPTED');
    expect(await card.getByTestId('transfer-accept').count()).toBe(0);

    // The transfer log shows the hop, accepted.
    await tapTo(admin, card.locator('.adm-card-body'), PATH.transferLog);
    const entry = admin.getByTestId('transfer-log-entry');
    await entry.waitFor({ timeout: 10_000 });
    expect(await entry.count()).toBe(1);
    expect(await entry.getAttribute('data-status')).toBe('ACCEPTED');
    const log = (await admin.getByTestId('transfer-log').textContent()) ?? '';
    expect(log).toContain(`第1次 ${HOME_ORG.name} → ${NEIGHBOUR_ORG.name}`);
    expect(log).toContain('非本辖区');

    // The warning is in their 待签收 with a countdown that started again at the acceptance.
    const received = await assignmentOfWarning(journey, adminToken, warning.warningId, 'PENDING_SIGN');
    expect(received).toBeDefined();
    expect(received!.assignmentId).not.toBe(warning.assignmentId);
    const accepted = (await receivedTransfers(journey, adminToken)).find((t) => t.id === transfer!.id)!;
    const signWindowMs = DEFAULT_DEADLINES[1].signMinutes * 60_000;
    expect(Date.parse(received!.signDeadline)).toBeGreaterThan(Date.parse(original.signDeadline));
    expect(Math.abs(Date.parse(received!.signDeadline) - Date.parse(accepted.decidedAt!) - signWindowMs)).toBeLessThan(
      5_000,
    );

    // Back to the list, then back again: opened by link, it leads to the start page (the guard home).
    await tapTo(admin, admin.getByTestId('nav-back'), PATH.otherTransferList);
    await admin.getByTestId('nav-back').tap();
    await waitForRoute(admin, PATH.guardHome);
    await openWarningTab(admin);
    const receivedCard = warningCard(admin, received!.assignmentId);
    await receivedCard.waitFor({ timeout: 15_000 });
    expect(await receivedCard.getAttribute('data-state')).toBe('PENDING_SIGN');
    expect(await receivedCard.getByTestId('warning-countdown').getAttribute('data-overdue')).toBe('false');
    const secondsLeft = await signSecondsLeft(admin, received!.assignmentId);
    const sinceAccepted = (Date.now() - Date.parse(accepted.decidedAt!)) / 1000;
    expect(secondsLeft).toBeLessThanOrEqual(signWindowMs / 1000);
    expect(secondsLeft).toBeGreaterThanOrEqual(signWindowMs / 1000 - sinceAccepted - 2);

    // On the sending side the old assignment has ended as 已移交.
    expect((await warningInfo(journey, guardToken, warning.assignmentId)).state).toBe('TRANSFERRED');
  });
});
