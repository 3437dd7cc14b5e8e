import { CARRIER_ASSIST_ENDPOINTS, EARLY_WARNING_ENDPOINTS, urlOf, type CarrierAssistOfWarning } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginPartnerByPassword, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { DEMO_GUARD, PATH, pushWarning, tokenOf } from './support/warnings.ts';

/** 中国移动江澜分公司's demo login: the carrier of every 139 number. */
const MOBILE = { phone: '13900000002', password: 'coop_123' };

async function post<T>(journey: Journey, token: string, path: string, payload: object): Promise<T> {
  const { status, body } = await journey.api<{ data: T }>(path, {
    method: 'POST',
    headers: { authorization: token },
    body: JSON.stringify(payload),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function sectionOf(journey: Journey, token: string, assignmentId: string): Promise<CarrierAssistOfWarning> {
  const { body } = await journey.api<{ data: CarrierAssistOfWarning }>(
    `${urlOf(CARRIER_ASSIST_ENDPOINTS.ofWarning)}?assignmentId=${encodeURIComponent(assignmentId)}`,
    { headers: { authorization: token } },
  );
  return body.data;
}

describe('运营商协助 (issue 25 item 2)', () => {
  const journey = useJourney();

  it('the guard asks 中国移动 to call an unreachable victim; the operator answers in 警企协作; the guard sees the answer', async () => {
    const { page } = journey;
    const victimPhone = `1395${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const warning = await pushWarning(journey, { victimName: '协助测试', victimPhone });
    await loginGuardBySms(journey, DEMO_GUARD);
    const guard = await tokenOf(page);
    // The call did not get through (a first feedback, so the warning stays open): as on the first attempt.
    await post(journey, guard, urlOf(EARLY_WARNING_ENDPOINTS.sign), { assignmentId: warning.assignmentId, version: 0 });
    await post(journey, guard, urlOf(EARLY_WARNING_ENDPOINTS.feedback), {
      assignmentId: warning.assignmentId,
      version: 1,
      channels: ['phone'],
      contactTarget: 'self',
      connected: false,
      notConnectedReason: '无人接听',
      defrauded: 'UNKNOWN',
      isFinal: false,
    });

    await journey.open(`${PATH.detail}?id=${warning.assignmentId}`);
    const section = page.getByTestId('carrier-assist');
    await expect.poll(() => section.textContent()).toContain('中国移动江澜分公司');
    await page.getByTestId('carrier-assist-ask').tap();
    await page.getByTestId('carrier-assist-help').getByRole('option', { name: '外呼劝阻', exact: true }).tap();
    await page.getByTestId('carrier-assist-submit').tap();
    await page.getByTestId('carrier-assist-request').waitFor();
    expect(await page.getByTestId('carrier-assist-request').getAttribute('data-state')).toBe('ISSUED');
    await page.getByTestId('timeline-carrierAssistAsked').waitFor();
    const [request] = (await sectionOf(journey, guard, warning.assignmentId)).requests;

    // The operator, on its own phone: the request is in its 待办, the number whole to act on.
    const operator = await journey.newPhone();
    await loginPartnerByPassword(journey, MOBILE, operator);
    await operator.locator(`[data-testid="cooperation-task-${request!.id}"]`).waitFor();
    await operator.locator(`[data-testid="cooperation-task-${request!.id}"]`).tap();
    await operator.getByTestId('cooperation-receive').tap();
    await expect.poll(() => operator.getByTestId('cooperation-assist-phone').textContent()).toContain(victimPhone);
    // 开始处理 opens the feedback form.
    await operator.getByTestId('cooperation-start').tap();
    await waitForRoute(operator, '/pages/cooperation/handle');
    await operator.getByTestId('cooperation-assist-outcome').getByRole('option', { name: '已协助', exact: true }).tap();
    await operator
      .getByTestId('cooperation-content-input')
      .locator('textarea')
      .fill('已外呼，机主称正准备转账，已劝阻');
    await operator.getByTestId('cooperation-handle-submit').tap();
    await expect
      .poll(async () => (await sectionOf(journey, guard, warning.assignmentId)).requests[0]?.outcome)
      .toBe('DONE');

    // The guard, back on the warning: the answer in the section and on the timeline.
    await page.reload();
    await expect.poll(() => page.getByTestId('carrier-assist-answer').textContent()).toContain('机主称正准备转账');
    await page.getByTestId('timeline-carrierAssistAnswered').waitFor();
    expect(await page.getByTestId('carrier-assist-request').getAttribute('data-state')).toBe('FED_BACK');
  });
});
