import { EARLY_WARNING_ENDPOINTS, urlOf, type WarningRecord } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginOaByPassword, useJourney, waitForRoute } from './support/browser.ts';
import { DEMO_GUARD, PATH, tokenOf } from './support/warnings.ts';

const OA_HOME = '/pages/index/index';
/** The demo team admin of the guard's community: an organisation admin. */
const DEMO_TEAM_ADMIN = '13800000001';

describe('each user group on its own pages', () => {
  const journey = useJourney();

  it('sends an oa user who opens the guard home to the oa home', async () => {
    const { page } = journey;
    // Not oa_staff: the lockout journey (password-sms-login) leaves that account locked for 15 minutes.
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await journey.open(PATH.guardHome);
    await waitForRoute(page, OA_HOME);
    await page.getByTestId('oa-entry-grid').waitFor();
    expect(await page.getByTestId('guard-tab-bar').count()).toBe(0);
    expect(await page.getByText('暂无辖区信息').count()).toBe(0);
    // Guard-only pages deeper in do the same.
    await journey.open('/pages/packageSubGuard/transfer-manager/transfer-manager');
    await waitForRoute(page, OA_HOME);
  });

  it('opens a fed-back warning to the centre without the guard tab bar, with 驳回 and 预警回访 only', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    const { body } = await journey.api<{ data: { records: WarningRecord[] } }>(
      `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?state=FED_BACK&pageSize=1`,
      { headers: { authorization: await tokenOf(page) } },
    );
    const [fedBack] = body.data.records;
    expect(fedBack, 'a fed-back warning in the demo city').toBeDefined();

    await journey.open(`${PATH.detail}?id=${fedBack?.assignmentId ?? ''}`);
    await expect.poll(() => page.getByTestId('warning-detail').getAttribute('data-state')).toBe('FED_BACK');
    expect(await page.getByTestId('guard-tab-bar').count()).toBe(0);
    await expect.poll(() => page.getByTestId('reject-feedback-button').textContent()).toContain('驳回');
    await expect.poll(() => page.getByTestId('return-visit-button').textContent()).toBe('预警回访');
    // The holder's own work is not offered to the centre: no signing, feedback or liaison report.
    for (const holderOnly of ['sign-button', 'feedback-button', 'liaison-feedback-button'])
      expect(await page.getByTestId(holderOnly).count(), holderOnly).toBe(0);

    // What the detail links to opens for the centre too.
    await page.getByTestId('operate-log-button').tap();
    await waitForRoute(page, PATH.operateLog);
    await page.getByTestId('operate-log').waitFor();
  });

  it('shows the 转让管理员 tile to an organisation admin but not to an ordinary guard', async () => {
    const { page } = journey;
    const tile = () => page.getByTestId('guard-entry-grid').getByRole('button', { name: '转让管理员' });
    await loginGuardBySms(journey, DEMO_GUARD);
    await page.getByTestId('guard-entry-grid').getByRole('button', { name: '预警处置' }).waitFor();
    expect(await tile().count()).toBe(0);

    const adminPhone = await journey.newPhone();
    await loginGuardBySms(journey, DEMO_TEAM_ADMIN, adminPhone);
    await adminPhone.getByTestId('guard-entry-grid').getByRole('button', { name: '转让管理员' }).waitFor();
  });
});
