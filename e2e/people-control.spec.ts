import { PEOPLE_CONTROL_ENDPOINTS, urlOf, type ControlledPerson } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { expectProblemGoesWhenFixed } from './support/forms.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { DEMO_GUARD, settle, tapTo, tokenOf } from './support/warnings.ts';

const PATH = {
  list: '/pages/packageSubGuard/people-control/people-control',
  form: '/pages/packageSubGuard/people-control/control-feedback/control-feedback',
  detail: '/pages/packageSubGuard/people-control/feedback-detail/feedback-detail',
};
/** The station admin of 湖滨街道 (org-d1-s1), above the demo guard's community. */
const STATION_ADMIN = '13800000004';
/** A 1×1 PNG: the signed 承诺书 as the phone's camera would give it. */
async function overduePerson(journey: Journey, token: string): Promise<ControlledPerson> {
  const { body } = await journey.api<{ data: { records: ControlledPerson[] } }>(
    `${urlOf(PEOPLE_CONTROL_ENDPOINTS.page)}?filter=OVERDUE&pageSize=5`,
    { headers: { authorization: token } },
  );
  const person = body.data.records[0];
  expect(person, 'the demo community has an overdue person').toBeDefined();
  return person!;
}

/** Fills and sends the visit form as a guard does, without a location fix (typed address). */
async function recordVisit(page: Page, content: string, withCommitment: boolean) {
  await page.getByTestId('control-feedback-submit').waitFor();
  await expectReadableScreen(page, 'control-feedback-form');
  await page.getByTestId('control-method').getByRole('option', { name: '见面', exact: true }).tap();
  await page.getByTestId('control-result').getByRole('option', { name: '见到本人', exact: true }).tap();
  await page.getByTestId('control-manual-address').locator('input').fill('湖滨花园社区3幢2单元');
  await page.getByTestId('control-content').locator('textarea').fill(content);
  if (withCommitment) {
    await page
      .getByTestId('control-commitments')
      .locator('input[type=file]')
      .setInputFiles({ name: '承诺书.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('control-commitments').locator('.adm-image-uploader-cell-image').waitFor();
    await expect.poll(() => page.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
  }
  await page.getByTestId('control-feedback-submit').tap();
}

describe('people control 重点人员管控', () => {
  const journey = useJourney();

  it('a guard records a visit on an overdue task, the station admin returns it, the guard sees why and resubmits', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, DEMO_GUARD);
    const person = await overduePerson(journey, await tokenOf(page));

    // 已逾期: the person is marked overdue; the guard opens the visit form from the card.
    await journey.open(PATH.list);
    await page.getByTestId('control-filter-OVERDUE').tap();
    const card = page.getByTestId(`control-person-${person.id}`);
    await card.getByTestId('control-overdue').waitFor();
    await expectReadableScreen(page, 'people-control-list');
    await settle(page);
    await tapTo(page, card.getByTestId('control-visit'), PATH.form);
    // Sent empty, the visit says what is missing; 管控情况 filled in loses its message at once (issue 20).
    await expectProblemGoesWhenFixed(page, {
      submit: page.getByTestId('control-feedback-submit'),
      problem: '请填写管控情况',
      input: page.getByTestId('control-content').locator('textarea'),
      value: '本人在家。',
      screenshot: 'control-visit-problem-fixed',
    });
    // Two site photos picked at once both go up (issue 20).
    const sitePhotos = page.getByTestId('control-photos');
    await sitePhotos.locator('input[type=file]').setInputFiles([
      { name: '现场1.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      { name: '现场2.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    ]);
    await expect.poll(() => sitePhotos.locator('.adm-image-uploader-cell-image').count()).toBe(2);
    await expect.poll(() => sitePhotos.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await page.screenshot({ path: '/tmp/control-visit-two-photos.png' });
    await recordVisit(page, '本人在家，已开展反诈教育并签署承诺书。', true);
    await waitForRoute(page, PATH.list);

    // The overdue marker is gone: the visit waits for review.
    await page.getByTestId('control-filter-SUBMITTED').tap();
    const submitted = page.getByTestId(`control-person-${person.id}`);
    await expect.poll(() => submitted.getByTestId('control-task-state').textContent()).toBe('待审核');
    expect(await submitted.getByTestId('control-overdue').count()).toBe(0);
    // The name in the card's title opens the person's visits, as the rest of the card does.
    await settle(page);
    await tapTo(page, submitted.locator('.adm-card-header'), PATH.detail);
    await page.screenshot({ path: '/tmp/people-control-title-open.png' });

    // The station admin, on another phone, returns it with a reason.
    const admin = await journey.newPhone();
    await loginGuardBySms(journey, STATION_ADMIN, admin);
    // Their list opens with the month's digest per guard of the station.
    await admin.goto(`${journey.baseUrl}/#${PATH.list}`);
    await admin.getByTestId('control-digest-title').tap();
    await expect.poll(() => admin.locator('[data-testid^="control-digest-guard-"]').count()).toBeGreaterThan(1);
    await admin.goto(`${journey.baseUrl}/#${PATH.detail}?id=${person.id}`);
    await admin.getByTestId('control-return-button').tap();
    await admin.getByTestId('control-return-reason').locator('textarea').fill('照片未体现本人，请补充见面照片');
    await admin.getByTestId('control-return-confirm').tap();
    await expect
      .poll(() => admin.getByTestId('control-feedback-state').first().textContent(), { timeout: 10_000 })
      .toBe('已退回');

    // The guard sees it returned, reads why, and resubmits.
    await journey.open(`${PATH.detail}?id=${person.id}`);
    await page.reload();
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('control-feedback-reason').first().textContent())
      .toContain('照片未体现本人');
    await settle(page);
    await tapTo(page, page.getByTestId('control-visit-footer'), PATH.form);
    await expect.poll(() => page.getByTestId('control-return-reason').textContent()).toContain('照片未体现本人');
    await recordVisit(page, '再次见面走访，本人表示已知晓管控要求。', false);
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(async () => (await page.getByTestId('control-feedback-state').allTextContents()).slice(0, 2), {
        timeout: 10_000,
      })
      .toEqual(['待审核', '已退回']);
  });
});
