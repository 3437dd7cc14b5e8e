import { PREACHING_ENDPOINTS, urlOf, VALIDATION_MESSAGES, type PreachOverview } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, loginOaByPassword, storedString, useJourney, waitForRoute } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { expectProblemGoesWhenFixed } from './support/forms.ts';
import { DEMO_GUARD, settle, tokenOf } from './support/warnings.ts';

const PATH = {
  list: '/pages/packageGuard/preach-list/preach-detail',
  assignUnit: '/pages/packageGuard/preach-list/preach-assign-group',
  assignGuard: '/pages/packageGuard/preach-list/preach-assign-graud',
  overview: '/pages/packageSubGuard/guard-defend-detail/guard-defend-detail',
  qr: '/pages/packageSubGuard/guard-defend-detail/detail-qr',
  booking: '/pages/preach-booking',
  bookingStatus: '/pages/preach-booking-status',
  signIn: '/pages/preach-sign-in',
  speechClass: '/pages/packageSubGuard/speech-class/speech-class',
  speechDetail: '/pages/packageSubGuard/speech-detail/speech-detail',
};
/** The station admin of 湖滨街道 (org-d1-s1), above the demo guard's community. */
const STATION_ADMIN = '13800000004';
const UNIT = `湖滨实验学校${Date.now() % 100_000}`;
/** The session the guard completes: one he arranged himself that began three hours ago (more than ±2 h from the booked one). */
const UNDER_WAY = `湖滨社区老年大学${Date.now() % 100_000}`;
const HOUR_MS = 3_600_000;

const confirm = (page: Page) => page.getByRole('button', { name: '确定' }).tap();
const detailState = (page: Page) => page.getByTestId('preach-detail').getAttribute('data-state');

/** Fills the booking page as a school does, the time left at the earliest the picker offers (an hour ahead). */
async function fillBooking(school: Page) {
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
}

/** Opens a session's detail on a phone already signed in. */
async function openDetail(page: Page, baseUrl: string, id: string) {
  await page.goto(`${baseUrl}/#${PATH.list}?id=${id}`);
  await page.getByTestId('preach-detail').waitFor();
}

describe('preaching 宣讲 (issue 11, journey 1)', () => {
  const journey = useJourney();

  it('a unit books by QR code (once, however often sent) and looks it up by its reference, the centre and the station assign it, the guard accepts it and completes a session under way, an attendee signs in, the overview counts it', async () => {
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
    // Sent empty, the booking asks for a right phone number; typed in, the message goes at once (issue 20).
    await expectProblemGoesWhenFixed(school, {
      submit: school.getByTestId('preach-book-submit'),
      problem: VALIDATION_MESSAGES.mobile,
      input: school.getByTestId('preach-phone').locator('input'),
      value: '13912345678',
      screenshot: 'preach-booking-problem-fixed',
    });
    await fillBooking(school);
    await school
      .getByTestId('preach-booked')
      .waitFor()
      .catch(async (error: unknown) => {
        await school.screenshot({ path: '/tmp/preach-booking-failure.png' });
        throw error;
      });
    expect(await school.content()).not.toContain('13912345678');
    // The school is given the booking's reference 预约编号 to look it up later.
    const reference = (await school.getByTestId('preach-booked-reference').textContent())!;
    expect(reference).toMatch(/^YY\d{10}$/);
    // Unsure it went through, the school sends it again: told so, and still one request (the centre's list below).
    await school.reload();
    await fillBooking(school);
    await school.locator('[data-testid="preach-booked"][data-repeat="true"]').waitFor();
    expect(await school.getByTestId('preach-booked-reference').textContent()).toBe(reference);
    await school.screenshot({ path: '/tmp/preach-booking-repeat.png' });

    // The centre finds it among 待分配 and assigns it to 湖滨街道.
    await centre.getByTestId('preach-filter-PENDING').tap();
    const card = centre.locator('[data-testid^="preach-"][data-state="SUBMITTED"]', { hasText: UNIT });
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('139****5678');
    await settle(centre);
    // The unit's name in the card's title opens it, as the rest of the card does.
    await card.locator('.adm-card-header').tap();
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

    // The guard accepts it; an hour before it starts, 完成宣讲 is offered but not yet possible, and says why.
    await openDetail(guard, baseUrl, id);
    expect(await guard.getByTestId('preach-contact-phone').textContent()).toBe('13912345678');
    await guard.getByTestId('preach-action-accept').tap();
    await confirm(guard);
    await expect.poll(() => detailState(guard)).toBe('ACCEPTED');
    // The school looks its booking up by reference and phone: a wrong phone finds nothing, the right one 已安排宣讲员.
    await school.getByTestId('preach-booked-status').tap();
    await waitForRoute(school, PATH.bookingStatus);
    expect(await school.getByTestId('booking-status-reference').locator('input').inputValue()).toBe(reference);
    await school.getByTestId('booking-status-phone').locator('input').fill('13912345670');
    await school.getByTestId('booking-status-submit').tap();
    await expect
      .poll(() => school.getByTestId('booking-status-problem').textContent())
      .toBe('未查询到该预约，请核对预约编号和联系电话');
    await school.getByTestId('booking-status-phone').locator('input').fill('13912345678');
    await school.getByTestId('booking-status-submit').tap();
    const bookingStatus = school.getByTestId('preach-booking-status');
    await expect.poll(() => bookingStatus.getAttribute('data-state'), { timeout: 15_000 }).toBe('ACCEPTED');
    expect(await bookingStatus.textContent()).toContain('已安排宣讲员');
    expect(await bookingStatus.textContent()).toContain(reference);
    await school.screenshot({ path: '/tmp/preach-booking-status.png' });
    expect(await guard.getByTestId('preach-action-complete').isDisabled()).toBe(true);
    expect(await guard.getByTestId('preach-complete-hint').textContent()).toMatch(
      /^宣讲开始后（\d{4}-\d{2}-\d{2} \d{2}:\d{2}）才能完成宣讲$/,
    );
    await guard.getByTestId('preach-complete-hint').scrollIntoViewIfNeeded();
    await guard.screenshot({ path: '/tmp/preach-complete-early.png' });

    // A session he arranged himself began three hours ago: he completes it with a photo.
    const underWay = await journey.api<{ data: { id: string } }>(urlOf(PREACHING_ENDPOINTS.create), {
      method: 'POST',
      headers: { authorization: await tokenOf(guard) },
      body: JSON.stringify({
        applicantUnit: UNDER_WAY,
        contactName: '李老师',
        contactPhone: '13912340000',
        address: '湖滨花园社区活动中心',
        startsAt: new Date(Date.now() - 3 * HOUR_MS).toISOString(),
        expectedAudience: 300,
        audienceType: 'ELDERLY',
        topics: ['ELDERLY'],
      }),
    });
    expect(underWay.status).toBe(200);
    await openDetail(guard, baseUrl, underWay.body.data.id);
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
    await attendee.getByTestId('sign-in-session').getByRole('option').filter({ hasText: UNDER_WAY }).tap();
    await attendee.getByTestId('sign-in-phone').locator('input').fill('13700001111');
    await attendee.getByTestId('sign-in-submit').tap();
    await attendee.getByTestId('preach-signed-in').waitFor();

    // The guard's overview counts the session, its audience and the sign-in.
    await guard.goto(`${baseUrl}/#${PATH.overview}`);
    await expect.poll(() => guard.getByTestId('overview-sessions').textContent()).toBe(String(before.sessions + 1));
    expect(await guard.getByTestId('overview-audience').textContent()).toBe(String(before.audienceTotal + 280));
    expect(await guard.getByTestId('overview-sign-ins').textContent()).toBe(String(before.signIns + 1));

    // 宣讲课堂: each course counts its own chapters; the title opens the course as the rest of the card does.
    await guard.goto(`${baseUrl}/#${PATH.speechClass}`);
    const course = guard.getByTestId('speech-course-course-4');
    await expect.poll(() => course.textContent()).toMatch(/共3讲，已学完[0-3]讲/);
    await guard.screenshot({ path: '/tmp/speech-class.png' });
    await settle(guard);
    await course.locator('.adm-card-header').tap();
    await waitForRoute(guard, PATH.speechDetail);
    await expect.poll(() => guard.getByTestId('speech-chapters').locator('.adm-list-item').count()).toBe(3);
  });
});
