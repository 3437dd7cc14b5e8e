import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE_CONTEXT } from '../e2e/support/chromium.ts';

/**
 * What bench/web.ts needs beyond a page's paint: the session a logged-in first route opens with,
 * and when a tap on the screen first does something.
 */

/** Who the page is opened as; the session is made once per run by logging in as a person would. */
export type SessionKind = 'oa' | 'cooperation' | 'guard';

/** The tab's storage after a login, written into each cold load's tab before the app's scripts run. */
export interface StoredSession {
  session: Record<string, string>;
  local: Record<string, string>;
}

/**
 * The element a person taps first (a tile or a tab, found by its visible text, so the prerendered
 * copy in index.html counts too) and what shows the tap worked: the route the tile opens, or the
 * tab selected.
 */
export interface TapProbe {
  selector: string;
  text: string;
  until: { route: string } | { selected: true };
}

/** Between taps: a tap that did nothing (the prerendered copy, a page still building) is repeated after this. */
export const TAP_INTERVAL_MS = 100;
const TAP_TIMEOUT_MS = 90_000;
const LOGIN_TIMEOUT_MS = 120_000;
const HOME_REQUESTS_MS = 3_000;

const routeOf = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0] ?? '');

async function untilRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => location.hash.replace(/^#/, '').split('?')[0] === r, route, {
    timeout: LOGIN_TIMEOUT_MS,
  });
}

async function passwordLogin(page: Page, tab: string, fields: [placeholder: string, value: string][], home: string) {
  await page.getByTestId(tab).tap();
  for (const [placeholder, value] of fields) await page.getByPlaceholder(placeholder).fill(value);
  await page.getByTestId('login-submit').tap();
  await untilRoute(page, home);
}

/** Logs in through the pages (unthrottled, not measured) and keeps what the tab stored. */
export async function loginSession(browser: Browser, baseUrl: string, kind: SessionKind): Promise<StoredSession> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    // On a busy machine the app itself can take tens of seconds to arrive.
    page.setDefaultTimeout(LOGIN_TIMEOUT_MS);
    if (kind === 'guard') {
      await page.goto(`${baseUrl}/?auth_code=dev-guard-1.session-${Date.now()}#/`);
      await untilRoute(page, '/pages/guard/index');
    } else {
      await page.goto(`${baseUrl}/#/pages/login/login`);
      if (kind === 'oa')
        await passwordLogin(
          page,
          'login-tab-oa',
          [
            ['请输入账号', 'admin'],
            ['请输入密码', 'admin_123'],
          ],
          '/pages/index/index',
        );
      else
        await passwordLogin(
          page,
          'login-tab-cooperation',
          [
            ['请输入手机号', '13900000001'],
            ['请输入密码', 'coop_123'],
          ],
          '/pages/cooperation/index',
        );
    }
    // The home's own requests store the rest of the profile (roles, the year) before it is copied
    // (not `networkidle`: the warning stream stays open).
    await page.waitForTimeout(HOME_REQUESTS_MS);
    if ((await routeOf(page)) === '/pages/login/login') throw new Error(`bench: the ${kind} login failed`);
    return await page.evaluate(() => ({
      session: Object.fromEntries(Object.entries(sessionStorage)),
      local: Object.fromEntries(Object.entries(localStorage)),
    }));
  } finally {
    await context.close();
  }
}

/** Runs in the page before its scripts, on every document: the stored session, unless the tab has one. */
function restoreSession(stored: StoredSession): void {
  if (sessionStorage.length > 0) return;
  for (const [key, value] of Object.entries(stored.session)) sessionStorage.setItem(key, value);
  for (const [key, value] of Object.entries(stored.local)) localStorage.setItem(key, value);
}

export async function openAs(context: BrowserContext, stored: StoredSession | undefined): Promise<void> {
  if (stored) await context.addInitScript(restoreSession, stored);
}

/** Runs in the page: the centre of the first visible element of the probe, if the screen shows one. */
function tapPoint(probe: TapProbe): { x: number; y: number } | null {
  for (const element of document.querySelectorAll(probe.selector)) {
    if (!element.textContent?.includes(probe.text)) continue;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight)
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }
  return null;
}

/** Runs in the page: its clock once the tap has done what it should, else false. */
function tapWorked(probe: TapProbe): number | false {
  if ('route' in probe.until)
    return location.hash.replace(/^#/, '').split('?')[0] === probe.until.route && performance.now();
  const selected = [...document.querySelectorAll(probe.selector)].some(
    (element) => element.textContent?.includes(probe.text) && element.getAttribute('aria-selected') === 'true',
  );
  return selected && performance.now();
}

/**
 * Runs in the page: its clock once the app itself shows what the tap asked for — the copy in
 * index.html and the splash gone, the route open or the app's own tab selected — else false.
 */
function tapShown(probe: TapProbe): number | false {
  // Evaluated in the page on its own: tapWorked's test repeated, not called.
  if (document.querySelector('.afp-prerender, [data-testid="splash"]')) return false;
  if ('route' in probe.until)
    return location.hash.replace(/^#/, '').split('?')[0] === probe.until.route && performance.now();
  const selected = [...document.querySelectorAll(probe.selector)].some(
    (element) => element.textContent?.includes(probe.text) && element.getAttribute('aria-selected') === 'true',
  );
  return selected && performance.now();
}

/**
 * After a tap that worked (the copy in index.html keeps a tap and shows its route's own first screen
 * or the splash at once): when the app has drawn its result (ms since navigation start).
 */
export async function tapShownAt(page: Page, probe: TapProbe): Promise<number> {
  const handle = await page.waitForFunction(tapShown, probe, { polling: 'raf', timeout: TAP_TIMEOUT_MS });
  return Number(await handle.jsonValue());
}

/**
 * From navigation on, taps the probe's element wherever the screen shows it (a real touch through
 * the browser's input pipeline, queued behind whatever the main thread is doing) until a tap
 * works; returns the page's clock then (ms since navigation start).
 */
export async function tapWorksAt(page: Page, probe: TapProbe): Promise<number> {
  const deadline = Date.now() + TAP_TIMEOUT_MS;
  for (;;) {
    const point = await page.evaluate(tapPoint, probe);
    if (point) await page.touchscreen.tap(point.x, point.y);
    const worked = await page.waitForFunction(tapWorked, probe, { polling: 'raf', timeout: TAP_INTERVAL_MS }).then(
      async (handle) => Number(await handle.jsonValue()),
      () => null,
    );
    if (worked !== null) return worked;
    if (Date.now() > deadline) throw new Error(`bench: no tap on "${probe.text}" worked`);
  }
}
