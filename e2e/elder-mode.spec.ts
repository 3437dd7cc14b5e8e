import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { A11Y_RESULTS, axeFindings, blocking, settledScreen } from './support/axe.ts';
import { loginGuardBySms, useJourney } from './support/browser.ts';
import {
  DEMO_GUARD,
  openWarningFromList,
  openWarningTab,
  PATH,
  pushWarning,
  settle,
  signOpenWarning,
  tapTo,
} from './support/warnings.ts';

/**
 * 长辈版 (issue 28): switched on in 我的, the guard's warning loop (list → detail → feedback form) and a
 * resident's public page at 390 px have main text of at least 18 px and every control at least
 * 60 × 60 px, and axe finds nothing serious. Screenshots go to .test-results/e2e/accessibility/screenshots/.
 */

const SHOTS = `${A11Y_RESULTS}/screenshots`;

/** Body text size and the controls on screen smaller than 60 × 60 (by their name). */
async function elderSizes(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll(
        'button, a[href], [role="button"], [role="tab"], [role="switch"], .adm-list-item-clickable, .adm-selector-item, .adm-checkbox, .adm-radio, input:not([type="hidden"]), textarea',
      ),
    ];
    const small = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        // Off screen, hidden, or a control inside a larger one (the input inside its 60-px field).
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        if (box.bottom < 0 || box.top > innerHeight) return false;
        return box.height < 59.5 || box.width < 59.5;
      })
      .filter(
        (element) =>
          !element.closest('.adm-input, .adm-text-area, .adm-search-bar') ||
          element.matches('.adm-input, .adm-text-area'),
      )
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 12);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
    return { bodyFontSize: parseFloat(getComputedStyle(document.body).fontSize), small };
  });
}

/** The standard version of a screen, saved beside its 长辈版 twin (standard-<screen>.png). */
async function standardScreenshot(page: Page, screen: string): Promise<void> {
  await settledScreen(page);
  mkdirSync(SHOTS, { recursive: true });
  expect(await page.evaluate(() => document.documentElement.classList.contains('afp-elder')), screen).toBe(false);
  await page.screenshot({ path: `${SHOTS}/standard-${screen}.png`, fullPage: true });
}

async function expectElderScreen(page: Page, screen: string): Promise<void> {
  await settledScreen(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/elder-${screen}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.classList.contains('afp-elder')), screen).toBe(true);
  const { bodyFontSize, small } = await elderSizes(page);
  expect(bodyFontSize, `${screen}: main text`).toBeGreaterThanOrEqual(18);
  expect.soft(small, `${screen}: controls under 60 × 60`).toEqual([]);
  expect.soft(blocking(await axeFindings(page, screen)), `${screen}: serious or critical axe violations`).toEqual([]);
}

describe('长辈版 at 390 px', () => {
  const journey = useJourney();

  it('the guard switches it on in 我的 and works a warning: list, detail, feedback form', async () => {
    const { page } = journey;
    const pushed = await pushWarning(journey);
    await loginGuardBySms(journey, DEMO_GUARD);
    await settle(page);
    // The standard version of the same screens first, for the side-by-side screenshots.
    await openWarningTab(page);
    await standardScreenshot(page, 'guard-warning-list');
    await openWarningFromList(page, pushed.assignmentId);
    await standardScreenshot(page, 'guard-warning-detail');
    await page.evaluate(() => {
      location.hash = '/pages/guard/user/user';
    });
    const toggle = page.getByTestId('elder-mode-switch');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await standardScreenshot(page, 'guard-mine');
    await toggle.tap();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expectElderScreen(page, 'guard-mine');

    await openWarningTab(page);
    await expectElderScreen(page, 'guard-warning-list');
    await openWarningFromList(page, pushed.assignmentId);
    await expectElderScreen(page, 'guard-warning-detail');
    await signOpenWarning(page);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await page.getByTestId('handle-submit').waitFor();
    await expectElderScreen(page, 'guard-feedback-form');

    // Kept for this account on this phone: a reload still shows 长辈版.
    await page.reload();
    await page.getByTestId('handle-submit').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('afp-elder'))).toBe(true);
  });

  it('a resident is offered it on the registration page at the first visit, and it is kept on the device', async () => {
    const { page } = journey;
    await journey.open('/pages/preach-booking');
    await page.getByTestId('elder-mode-offer').waitFor();
    await page.getByTestId('elder-mode-accept').tap();
    await expect.poll(() => page.getByTestId('elder-mode-offer').count()).toBe(0);
    await expectElderScreen(page, 'public-preach-booking');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.classList.contains('afp-elder'));
    expect(await page.getByTestId('elder-mode-offer').count(), 'not offered again').toBe(0);
  });

  it('is on by itself on a phone set to large text, until the resident chooses the standard version', async () => {
    const { page } = journey;
    // The web view's default text size, as a phone's large-text setting scales it (22 px for 16).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Page.setFontSizes', { fontSizes: { standard: 22 } });
    await journey.open('/pages/preach-booking');
    await page.waitForFunction(() => document.documentElement.classList.contains('afp-elder'));
    await expect.poll(() => page.getByTestId('elder-mode-offer').textContent()).toContain('已按手机的大字设置');
    await expectElderScreen(page, 'public-preach-booking-system-large-text');
    await page.getByTestId('elder-mode-decline').tap();
    await page.waitForFunction(() => !document.documentElement.classList.contains('afp-elder'));
    await page.reload();
    await settledScreen(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('afp-elder')), 'the choice wins').toBe(
      false,
    );
  });
});
