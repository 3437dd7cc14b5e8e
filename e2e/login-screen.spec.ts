import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { WORKPLACE_BRIDGE_TIMEOUT_MS } from '../apps/web/src/lib/workplace-app/lazy-sdk.ts';
import { currentRoute, useJourney } from './support/browser.ts';

/** A phone's DingTalk client identifies itself so; here no DingTalk bridge answers. */
const DINGTALK_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) DingTalk/7.6.0 language/zh-Hans-CN';

/** A field's text fits when nothing scrolls inside it and the button beside it covers none of it. */
async function fitOf(page: Page, input: Locator, button: Locator) {
  const inputBox = await input.boundingBox();
  const buttonBox = await button.boundingBox();
  // A placeholder never scrolls, so the shown text is also measured in the input's own font.
  const { scrollWidth, clientWidth, shownTextWidth } = await input.evaluate((el: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = getComputedStyle(el).font;
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      shownTextWidth: Math.ceil(context?.measureText(el.value || el.placeholder).width ?? Infinity),
    };
  });
  const overlaps =
    !!inputBox &&
    !!buttonBox &&
    inputBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < inputBox.x + inputBox.width &&
    inputBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < inputBox.y + inputBox.height;
  const viewport = page.viewportSize();
  const insideScreen = !!buttonBox && !!viewport && buttonBox.x + buttonBox.width <= viewport.width;
  return { scrollsInside: Math.max(scrollWidth, shownTextWidth) > clientWidth, overlaps, insideScreen };
}

describe('the login screen at a phone viewport', () => {
  const journey = useJourney();

  it('shows the SMS code field whole beside its button, also while the countdown runs', async () => {
    const { page } = journey;
    await journey.open('/pages/login/login');
    await page.getByTestId('login-tab-guard').tap();
    const code = page.getByPlaceholder('请输入验证码');
    const button = page.getByTestId('sms-code-button');
    const whole = { scrollsInside: false, overlaps: false, insideScreen: true };

    expect(await fitOf(page, code, button), 'the placeholder').toEqual(whole);
    await code.fill('082636');
    expect(await fitOf(page, code, button), 'a typed code').toEqual(whole);

    // A phone no journey logs in with, so its 60 s resend lock holds up nobody.
    await page.getByPlaceholder('请输入手机号').fill('13700000009');
    await button.tap();
    await expect.poll(() => button.textContent()).toMatch(/^\d+s后重发$/);
    expect(await fitOf(page, code, button), 'a typed code beside the countdown').toEqual(whole);
  });

  it('falls back to the login page with a message when a DingTalk user agent has no bridge', async () => {
    const { page } = journey;
    const cdp = await journey.context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: DINGTALK_USER_AGENT });
    const startedAt = Date.now();
    await journey.open('/');
    await expect.poll(() => page.getByText('加载中').count()).toBeGreaterThan(0);
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login/login'), undefined, {
      timeout: WORKPLACE_BRIDGE_TIMEOUT_MS + 10_000,
    });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(WORKPLACE_BRIDGE_TIMEOUT_MS);
    expect(await currentRoute(page)).toBe('/pages/login/login');
    await expect
      .poll(() => page.getByTestId('workplace-auth-notice').textContent())
      .toContain('钉钉未响应，无法自动登录，请在下方登录。');
    // The person can log in by hand right there.
    await expect.poll(() => page.getByTestId('login-submit').isVisible()).toBe(true);
  });
});
