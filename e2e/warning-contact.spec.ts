import {
  EARLY_WARNING_ENDPOINTS,
  TRANSFER_ENDPOINTS,
  urlOf,
  type OperationLogEntry,
  type TransferRecord,
} from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, type Journey } from './support/browser.ts';
import {
  DEMO_GUARD,
  NEIGHBOUR_ADMIN,
  NEIGHBOUR_ORG,
  PATH,
  assignmentOfWarning,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  signOpenWarning,
  tapTo,
  tokenOf,
} from './support/warnings.ts';

/** Chromium cannot open tel:/sms: — taps on them reach the app's handlers, then go nowhere. */
async function stayOnPageForDialler(page: Page): Promise<void> {
  await page.evaluate(() =>
    addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link && /^(tel|sms):/.test(link.getAttribute('href') ?? '')) event.preventDefault();
    }),
  );
}

async function operateLog(journey: Journey, token: string, assignmentId: string): Promise<OperationLogEntry[]> {
  const { body } = await journey.api<{ data: OperationLogEntry[] }>(
    `${urlOf(EARLY_WARNING_ENDPOINTS.operateLog)}?id=${encodeURIComponent(assignmentId)}`,
    { headers: { authorization: token } },
  );
  return body.data;
}

const contactEntries = async (journey: Journey, token: string, assignmentId: string) =>
  (await operateLog(journey, token, assignmentId)).filter((entry) => entry.action.startsWith('contact.'));

async function post<T>(journey: Journey, token: string, path: string, payload: object): Promise<T> {
  const { status, body } = await journey.api<{ data: T }>(path, {
    method: 'POST',
    headers: { authorization: token },
    body: JSON.stringify(payload),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('one-tap contact on the warning detail', () => {
  const journey = useJourney();

  it('lets the holder guard call the victim: whole number, logged tap, 劝阻方式 电话 on the feedback form', async () => {
    const { page } = journey;
    const victimPhone = '13955501234';
    const warning = await pushWarning(journey, { victimName: '联系测试', victimPhone: victimPhone });

    await loginGuardBySms(journey, DEMO_GUARD);
    const token = await tokenOf(page);
    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await signOpenWarning(page);

    const callLink = page.getByTestId('contact-call');
    expect(await callLink.getAttribute('href')).toBe(`tel:${victimPhone}`);
    expect(await page.getByTestId('contact-sms').getAttribute('href')).toBe(`sms:${victimPhone}`);
    expect(await contactEntries(journey, token, warning.assignmentId)).toEqual([]);

    await stayOnPageForDialler(page);
    await callLink.tap();
    await expect
      .poll(async () => (await contactEntries(journey, token, warning.assignmentId)).map((e) => e.actionName))
      .toEqual(['电话联系']);
    await expect.poll(() => page.getByTestId('timeline-contactedByPhone').count()).toBe(1);

    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await page.getByTestId('handle-submit').waitFor();
    const channels = formItem(page, '劝阻方式');
    expect(await channels.locator('.adm-checkbox-checked').allTextContents()).toEqual(['电话']);
  });

  it('shows no contact links to a community that no longer holds the warning, and moves them to the holder', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, { victimName: '移交联系' });
    await loginGuardBySms(journey, DEMO_GUARD);
    const guardToken = await tokenOf(page);
    const admin = await journey.newPhone();
    await loginGuardBySms(journey, NEIGHBOUR_ADMIN, admin);
    const adminToken = await tokenOf(admin);

    const transfer = await post<TransferRecord>(journey, guardToken, urlOf(TRANSFER_ENDPOINTS.create), {
      assignmentId: warning.assignmentId,
      version: 0,
      toOrgId: NEIGHBOUR_ORG.id,
      reason: 'NOT_JURISDICTION',
    });
    await post(journey, adminToken, urlOf(TRANSFER_ENDPOINTS.accept), { transferId: transfer.id });

    await journey.open(`${PATH.detail}?id=${warning.assignmentId}`);
    await page.getByTestId('victim-section').waitFor();
    expect(await page.getByTestId('warning-detail').getAttribute('data-state')).toBe('TRANSFERRED');
    expect(await page.getByTestId('victim-section').textContent()).toContain('已脱敏');
    expect(await page.locator('a[href^="tel:"], a[href^="sms:"]').count()).toBe(0);

    const received = await assignmentOfWarning(journey, adminToken, warning.warningId, 'PENDING_SIGN');
    await admin.goto(`${journey.baseUrl}/#${PATH.detail}?id=${received!.assignmentId}`);
    await admin.getByTestId('contact-call').waitFor();
    expect(await admin.getByTestId('contact-call').getAttribute('href')).toMatch(/^tel:139\d{8}$/);
  });
});
