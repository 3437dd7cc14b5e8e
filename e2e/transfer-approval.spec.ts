import { TRANSFER_ENDPOINTS, urlOf, type TransferRecord } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginOaByPassword, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import {
  DEMO_GUARD,
  PATH,
  chooseOption,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  settle,
  tapTo,
  tokenOf,
} from './support/warnings.ts';

/** 西山花园社区 in 西山区 (org-d2), its team admin, and 西山区's oa who approves transfers into the district. */
const WEST_ORG = { id: 'org-d2-s1-c1' } as const;
const WEST_ADMIN = '13800000005';
const WEST_OA = { accountName: 'xishan_oa', password: 'staff_123' } as const;
const APPROVAL_PATH = '/pages/transfer/approval';

async function receivedTransfers(journey: Journey, token: string): Promise<TransferRecord[]> {
  const { body } = await journey.api<{ data: { records: TransferRecord[] } }>(
    `${urlOf(TRANSFER_ENDPOINTS.page)}?direction=received&pageSize=50`,
    { headers: { authorization: token } },
  );
  return body.data.records;
}

describe('a transfer to another district 移交审核', () => {
  const journey = useJourney();

  it('waits for the receiving district’s oa; the receiving community sees it only once approved', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '跨区移交', level: 3 });

    // The guard of 湖滨花园社区 (东湖区) transfers the warning to 西山花园社区 (西山区).
    await loginGuardBySms(journey, DEMO_GUARD);
    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await tapTo(page, page.getByTestId('transfer-button'), PATH.transfer);
    await page.getByTestId('transfer-submit').waitFor();
    await tapTo(page, formItem(page, '移交单位'), PATH.selectOrg);
    await page.getByTestId('org-node-org-d2').tap();
    await page.getByTestId('org-node-org-d2-s1').tap();
    await tapTo(page, page.getByTestId(`org-node-${WEST_ORG.id}`), PATH.transfer);
    await chooseOption(formItem(page, '移交原因'), '户籍地与居住地不符');
    await page.getByTestId('transfer-submit').tap();
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('TRANSFERRING');

    // The receiving community's admin, on another phone, does not see it yet.
    const receiver = await journey.newPhone();
    await loginGuardBySms(journey, WEST_ADMIN, receiver);
    const receiverToken = await tokenOf(receiver);
    expect((await receivedTransfers(journey, receiverToken)).map((t) => t.warningId)).not.toContain(warning.warningId);
    await receiver.goto(`${journey.baseUrl}/#${PATH.otherTransferList}`);
    await waitForRoute(receiver, PATH.otherTransferList);
    await receiver.getByTestId('transfer-received').waitFor({ timeout: 15_000 });
    expect(await receiver.getByText(warning.warningNo).count()).toBe(0);

    // 西山区's oa finds it under 移交审核 (the tile's badge counts it) and approves it.
    await loginOaByPassword(journey, WEST_OA.accountName, WEST_OA.password);
    const badge = page.getByTestId('transfer-approval-badge');
    await expect.poll(() => badge.getAttribute('data-waiting'), { timeout: 15_000 }).not.toBe('0');
    await tapTo(page, page.getByText('移交审核', { exact: true }), APPROVAL_PATH);
    await settle(page);
    const card = page.locator('[data-testid^="transfer-card-"]', { hasText: warning.warningNo });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('data-status')).toBe('PENDING_APPROVAL');
    expect(await card.getByTestId('transfer-approval-deadline').textContent()).toBeTruthy();
    await card.getByTestId('transfer-approve').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('transfer-approval-tab-decided').tap();
    const decided = page.locator('[data-testid^="transfer-card-"]', { hasText: warning.warningNo });
    await decided.waitFor({ timeout: 15_000 });
    expect(await decided.getAttribute('data-status')).toBe('REQUESTED');
    expect(await decided.textContent()).toContain('审核通过');

    // Now the receiving community sees it and accepts it.
    await receiver.reload();
    const received = receiver.locator('[data-testid^="transfer-card-"]', { hasText: warning.warningNo });
    await received.waitFor({ timeout: 15_000 });
    expect(await received.getAttribute('data-status')).toBe('REQUESTED');
    await received.getByTestId('transfer-accept').tap();
    await receiver.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => received.getAttribute('data-status'), { timeout: 10_000 }).toBe('ACCEPTED');
  });
});
