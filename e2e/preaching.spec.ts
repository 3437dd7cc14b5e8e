import { PREACHING_ENDPOINTS, urlOf, type PreachOverview } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginOaByPassword, storedString, useJourney, waitForRoute } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { DEMO_GUARD, settle, tokenOf } from './support/warnings.ts';

const PATH = {
  list: '/pages/packageGuard/preach-list/preach-detail',
  assignUnit: '/pages/packageGuard/preach-list/preach-assign-group',
  assignGuard: '/pages/packageGuard/preach-list/preach-assign-graud',
  overview: '/pages/packageSubGuard/guard-defend-detail/guard-defend-detail',
  qr: '/pages/packageSubGuard/guard-defend-detail/detail-qr',
  booking: '/pages/preach-booking',
  signIn: '/pages/preach-sign-in',
};
/** The station admin of 湖滨街道 (org-d1-s1), above the demo guard's community. */
const STATION_ADMIN = '13800000004';
const UNIT = `湖滨实验学校${Date.now() % 100_000}`;

const confirm = (page: Page) => page.getByRole('button', { name: '确定' }).tap();
const detailState = (page: Page) => page.getByTestId('preach-detail').getAttribute('data-state');

/** Opens a session's detail on a phone already signed in. */
async function openDetail(page: Page, baseUrl: string, id: string) {
  await page.goto(`${baseUrl}/#${PATH.list}?id=${id}`);
  await page.getByTestId('preach-detail').waitFor();
}

describe('preaching 宣讲 (issue 11, journey 1)', () => {
  const journey = useJourney();

  it('a unit books by QR code, the centre and the station assign it, the guard completes it, an attendee signs in, the overview counts it', async () => {
    const { page: centre, baseUrl } = journey;

    // The guard, on his phone: who he is and what his overview says before.
    const guard = await journey.newPhone();
    await loginGuardBySms(journey, DEMO_GUARD, guard);
    const guardId = await storedString(guard, 'uid');
    const overviewOf = async () =>
      (
        await journey.api<{ data: PreachOverview }>(urlOf(PREACHING_ENDPOINTS.overview), {
          headers: { authorization: await tokenOf(guard) },
        })
      ).body.data;
    const before = await overviewOf();

    // The centre's staff shows the city's booking QR code.
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await journey.open(PATH.list);
    await centre.getByTestId('preach-unit-code').tap();
    const bookingLink = (await centre.getByTestId('preach-qr').getAttribute('data-link'))!;
    expect(bookingLink).toContain(`#${PATH.booking}?code=`);
    await centre.locator('.adm-mask').tap({ position: { x: 20, y: 20 } });
    await centre.locator('.adm-popup .adm-mask').waitFor({ state: 'hidden' });

    // A school scans it (no login) and requests a session.
    const school = await journey.newPhone();
    await school.goto(bookingLink);
    await school.getByTestId('preach-book-submit').waitFor();
    await school.getByTestId('preach-unit').locator('input').fill(UNIT);
    await school.getByTestId('preach-contact').locator('input').fill('张老师');
    await school.getByTestId('preach-phone').locator('input').fill('13912345678');
    await school.getByTestId('preach-address').locator('input').fill('湖滨路1号报告厅');
    await school.getByTestId('preach-time').tap();
    // The picker opens on the earliest time allowed (an hour ahead); its columns mount, then 确定.
    await school.locator('.adm-picker-view-column-item').first().waitFor();
    await settle(school);
    await school.locator('.adm-picker-header-button', { hasText: '确定' }).tap();
    await school.getByTestId('preach-expected').locator('input').fill('300');
    await school.getByTestId('preach-audience-type').getByRole('option', { name: '学生', exact: true }).tap();
    await school.getByTestId('preach-topics').getByRole('option', { name: '校园诈骗与两卡', exact: true }).tap();
    expect(await school.getByTestId('preach-time').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await school.getByTestId('preach-book-submit').tap();
    await school
      .getByTestId('preach-booked')
      .waitFor()
      .catch(async (error: unknown) => {
        await school.screenshot({ path: '/tmp/preach-booking-failure.png' });
        throw error;
      });
    expect(await school.content()).not.toContain('13912345678');

    // The centre finds it among 待分配 and assigns it to 湖滨街道.
    await centre.getByTestId('preach-filter-PENDING').tap();
    const card = centre.locator('[data-testid^="preach-"][data-state="SUBMITTED"]', { hasText: UNIT });
    await card.waitFor();
    expect(await card.textContent()).toContain('139****5678');
    await settle(centre);
    await card.locator('.adm-card-body').tap();
    await centre.getByTestId('preach-detail').waitFor();
    const id = new URL(centre.url().replace('#', '')).searchParams.get('id')!;
    await settle(centre);
    await centre.getByTestId('preach-action-assignUnit').tap();
    await waitForRoute(centre, PATH.assignUnit);
    await centre.getByTestId('preach-unit-org-d1-s1').tap();
    await confirm(centre);
    await waitForRoute(centre, PATH.list);
    await expect.poll(() => detailState(centre)).toBe('ASSIGNED_TO_UNIT');

    // The station admin assigns it to the demo guard.
    const station = await journey.newPhone();
    await loginGuardBySms(journey, STATION_ADMIN, station);
    await openDetail(station, baseUrl, id);
    await station.getByTestId('preach-action-assignGuard').tap();
    await waitForRoute(station, PATH.assignGuard);
    await station.getByTestId(`preach-guard-${guardId}`).tap();
    await confirm(station);
    await waitForRoute(station, PATH.list);
    await expect.poll(() => detailState(station)).toBe('ASSIGNED_TO_GUARD');

    // The guard accepts, delivers it and completes it with a photo.
    await openDetail(guard, baseUrl, id);
    expect(await guard.getByTestId('preach-contact-phone').textContent()).toBe('13912345678');
    await guard.getByTestId('preach-action-accept').tap();
    await confirm(guard);
    await expect.poll(() => detailState(guard)).toBe('ACCEPTED');
    await guard.getByTestId('preach-action-complete').tap();
    await guard
      .getByTestId('preach-complete-overview')
      .locator('textarea')
      .fill('讲解校园诈骗与两卡风险，现场互动答疑。');
    await guard.getByTestId('preach-complete-audience').locator('input').fill('280');
    await guard
      .getByTestId('preach-complete-photos')
      .locator('input[type=file]')
      .setInputFiles({ name: '现场.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await guard.getByTestId('preach-complete-photos').locator('.adm-image-uploader-cell-image').waitFor();
    await expect.poll(() => guard.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await guard.getByTestId('preach-complete-submit').tap();
    await expect.poll(() => detailState(guard)).toBe('COMPLETED');
    expect(await guard.getByTestId('preach-audience').textContent()).toBe('280人');

    // An attendee scans the guard's code and signs in with a rating.
    await guard.goto(`${baseUrl}/#${PATH.qr}`);
    const signInLink = (await guard.getByTestId('preach-qr').getAttribute('data-link'))!;
    expect(signInLink).toContain(`#${PATH.signIn}?code=`);
    const attendee = await journey.newPhone();
    await attendee.goto(signInLink);
    await attendee.getByTestId('sign-in-submit').waitFor();
    await attendee.getByTestId('sign-in-session').getByRole('option').filter({ hasText: UNIT }).tap();
    await attendee.getByTestId('sign-in-phone').locator('input').fill('13700001111');
    await attendee.getByTestId('sign-in-submit').tap();
    await attendee.getByTestId('preach-signed-in').waitFor();

    // The guard's overview counts the session, its audience and the sign-in.
    await guard.goto(`${baseUrl}/#${PATH.overview}`);
    await expect.poll(() => guard.getByTestId('overview-sessions').textContent()).toBe(String(before.sessions + 1));
    expect(await guard.getByTestId('overview-audience').textContent()).toBe(String(before.audienceTotal + 280));
    expect(await guard.getByTestId('overview-sign-ins').textContent()).toBe(String(before.signIns + 1));
  });
});
