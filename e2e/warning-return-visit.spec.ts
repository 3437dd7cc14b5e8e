import { EARLY_WARNING_ENDPOINTS, urlOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { latestSmsCode, loginOaByPassword, storedString, useJourney, type Journey } from './support/browser.ts';
import { DEMO_GUARD, PATH, pushWarning, warningInfo } from './support/warnings.ts';

/** The holding guard signs and feeds back through the API: this journey is about the centre's part. */
async function fedBackWarning(journey: Journey): Promise<string> {
  const { assignmentId } = await pushWarning(journey);
  await journey.api('/AntiProxy/api/guard/v2/account/ding/sms-code', {
    method: 'POST',
    body: JSON.stringify({ phone: DEMO_GUARD }),
  });
  const smsCode = await latestSmsCode(journey, DEMO_GUARD);
  const login = await journey.api<{ data: { token: string } }>('/AntiProxy/api/guard/v2/account/ding/login', {
    method: 'POST',
    body: JSON.stringify({ phone: DEMO_GUARD, smsCode }),
  });
  const headers = { authorization: login.body.data.token };
  const post = (path: string, body: object) =>
    journey.api(path, { method: 'POST', headers, body: JSON.stringify(body) });
  await post(urlOf(EARLY_WARNING_ENDPOINTS.sign), { assignmentId, version: 0 });
  const feedback = {
    channels: ['phone'],
    contactTarget: 'self',
    connected: true,
    defrauded: 'NO',
    dissuasion: 'DISSUADED',
    isFinal: true,
  };
  const fed = await post(urlOf(EARLY_WARNING_ENDPOINTS.feedback), { assignmentId, version: 1, ...feedback });
  expect(fed.status).toBe(200);
  return assignmentId;
}

describe('the centre closes a fed-back warning with its return visit', () => {
  const journey = useJourney();

  it('shows 回访办结 to the centre, stores an effective visit, and the warning is 已办结', async () => {
    const { page } = journey;
    const assignmentId = await fedBackWarning(journey);
    await loginOaByPassword(journey, 'admin', 'admin_123');

    await journey.open(`${PATH.detail}?id=${assignmentId}`);
    await expect.poll(() => page.getByTestId('warning-detail').getAttribute('data-state')).toBe('FED_BACK');
    await page.getByTestId('return-visit-button').tap();
    await page.getByRole('button', { name: '有效回访' }).tap();
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('CLOSED');
    expect(await page.getByTestId('return-visit-button').count()).toBe(0);

    const token = await storedString(page, 'token');
    const stored = await warningInfo(journey, token, assignmentId);
    expect(stored.steps.at(-1)).toMatchObject({ name: '预警回访', done: true });
    // The verdict tapped is the verdict stored (a blank or wrong one would read differently) …
    expect(stored.returnVisitVerdict).toBe('EFFECTIVE');
    // … and the history page names it on the close entry.
    await journey.open(`${PATH.operateLog}?id=${assignmentId}`);
    const closeEntry = page.getByTestId('operate-log-entry-assignment.close');
    await expect.poll(() => closeEntry.getByText('有效回访', { exact: true }).count()).toBe(1);
  });
});
