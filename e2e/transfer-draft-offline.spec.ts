import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  TRANSFER_ENDPOINTS,
  urlOf,
  type TransferRecord,
} from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import {
  DEMO_GUARD,
  NEIGHBOUR_ORG,
  PATH,
  chooseOption,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  tapTo,
  tokenOf,
} from './support/warnings.ts';

const CREATE_PATH = urlOf(TRANSFER_ENDPOINTS.create);

/** The transfers the guard's organisation sent for one warning, through the API (another device's view). */
async function sentTransfersOf(journey: Journey, token: string, warningId: string): Promise<TransferRecord[]> {
  const { body } = await journey.api<{ data: { records: TransferRecord[] } }>(
    `${urlOf(TRANSFER_ENDPOINTS.page)}?direction=sent&pageSize=50`,
    { headers: { authorization: token } },
  );
  return body.data.records.filter((transfer) => transfer.warningId === warningId);
}

/** Logs the guard in and opens the transfer form of a fresh warning; returns the warning and the token. */
async function openTransferForm(journey: Journey) {
  const { page } = journey;
  const warning = await pushWarning(journey, { victimName: '草稿测试', level: 2 });
  await loginGuardBySms(journey, DEMO_GUARD);
  await openWarningTab(page);
  await openWarningFromList(page, warning.assignmentId);
  await tapTo(page, page.getByTestId('transfer-button'), PATH.transfer);
  await page.getByTestId('transfer-submit').waitFor();
  return { warning, token: await tokenOf(page) };
}

async function chooseNeighbour(page: Page): Promise<void> {
  await tapTo(page, formItem(page, '移交单位'), PATH.selectOrg);
  await page.getByTestId('org-node-org-d1').tap();
  await page.getByTestId('org-node-org-d1-s1').tap();
  await tapTo(page, page.getByTestId(`org-node-${NEIGHBOUR_ORG.id}`), PATH.transfer);
  await expect.poll(() => page.getByTestId('transfer-target').textContent()).toBe(NEIGHBOUR_ORG.name);
}

const reasonText = (page: Page) => page.getByTestId('transfer-reason-text').locator('textarea');

/** The transfer create requests the page sends, with their idempotency keys. */
function watchCreates(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CREATE_PATH)
      keys.push(request.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()]!);
  });
  return keys;
}

describe('a transfer form in a dead zone', () => {
  const journey = useJourney();

  it('keeps a half-filled form over a reload, waits offline, and is sent once when the network returns', async () => {
    const { page, context } = journey;
    const { warning, token } = await openTransferForm(journey);
    const creates = watchCreates(page);

    await chooseNeighbour(page);
    await chooseOption(formItem(page, '移交原因'), '非本辖区');
    await reasonText(page).fill('居民已迁至');
    // Saved as typed (after a short pause), so a reload loses nothing.
    await page.waitForTimeout(600);
    await page.reload();
    await page.getByText('已恢复草稿').waitFor();
    expect(await page.getByTestId('transfer-target').textContent()).toBe(NEIGHBOUR_ORG.name);
    expect(await reasonText(page).inputValue()).toBe('居民已迁至');
    await reasonText(page).fill('居民已迁至湖滨新村');

    // The network drops: every page says so, and the submission waits instead of failing.
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('transfer-submit').tap();
    await page.getByText('网络已断开，恢复后将自动提交').waitFor();
    await page.waitForTimeout(1_000);
    expect(creates).toEqual([]);
    expect(await sentTransfersOf(journey, token, warning.warningId)).toEqual([]);

    // Back online: sent by itself, once.
    await context.setOffline(false);
    await page.getByText('移交申请已提交').waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('offline-banner').count()).toBe(0);
    const sent = await sentTransfersOf(journey, token, warning.warningId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'REQUESTED', toOrgId: NEIGHBOUR_ORG.id, reasonText: '居民已迁至湖滨新村' });
    expect(creates).toHaveLength(1);
    // The draft is gone with the submission.
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('afp.draft:')));
    expect(drafts).toEqual([]);
  });

  it('a double tap whose answer is lost creates one transfer: the retry reuses the key and gets the first answer', async () => {
    const { page } = journey;
    const { warning, token } = await openTransferForm(journey);
    const creates = watchCreates(page);
    const replayed: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === CREATE_PATH)
        replayed.push(response.headers()[IDEMPOTENT_REPLAY_HEADER.toLowerCase()] ?? 'false');
    });
    let isFirst = true;
    // The first request reaches the server, but its answer never comes back (a dead zone).
    await page.route(`**${CREATE_PATH}`, async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      await route.fetch();
      await route.abort('internetdisconnected');
    });

    await chooseNeighbour(page);
    await chooseOption(formItem(page, '移交原因'), '非本辖区');
    await page.getByTestId('transfer-submit').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.getByText('网络已断开，恢复后将自动提交').waitFor();
    await waitForRoute(page, PATH.detail);

    expect(await sentTransfersOf(journey, token, warning.warningId)).toHaveLength(1);
    expect(creates).toHaveLength(2);
    expect(new Set(creates).size).toBe(1);
    expect(replayed).toEqual(['true']);
  });
});
