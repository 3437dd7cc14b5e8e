import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from './chromium.ts';

export interface Journey {
  baseUrl: string;
  page: Page;
  context: BrowserContext;
  /** Opens a hash route (`/pages/…`), optionally with a query before the hash (e.g. auth_code). */
  open(route: string, search?: string): Promise<void>;
  /** Asks the server directly, as another device would. */
  api<T = unknown>(path: string, init?: RequestInit): Promise<{ status: number; body: T }>;
  /**
   * A second phone (its own context, so its own session) for another person in the same journey;
   * watched for errors like the first and closed after the test.
   */
  newPhone(): Promise<Page>;
}

/**
 * Each test gets a fresh phone-sized, touch-enabled context; any uncaught page error or console
 * error (other than HTTP statuses the journey provokes on purpose) fails the test.
 */
export function useJourney(): Journey {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const errors: string[] = [];
  const journey = { baseUrl } as Journey;
  const extraContexts: BrowserContext[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
  };

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => browser?.close());

  beforeEach(async () => {
    errors.length = 0;
    journey.context = await browser.newContext(PHONE_CONTEXT);
    journey.page = await journey.context.newPage();
    watch(journey.page);
    journey.open = async (route, search = '') => {
      await journey.page.goto(`${baseUrl}/${search}#${route}`);
    };
    journey.api = async (path, init) => {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
      });
      return { status: response.status, body: await response.json() };
    };
    journey.newPhone = async () => {
      const context = await browser.newContext(PHONE_CONTEXT);
      extraContexts.push(context);
      const page = await context.newPage();
      watch(page);
      return page;
    };
  });

  afterEach(async () => {
    await Promise.all(extraContexts.splice(0).map((context) => context.close()));
    await journey.context?.close();
    expect(errors, 'page and console errors').toEqual([]);
  });

  return journey;
}

/** Reads the development SMS inbox, as the guard would read the phone. */
export async function latestSmsCode(journey: Journey, phone: string): Promise<string> {
  const { body } = await journey.api<{ data: { code: string } }>(`/proxy/api/dev/sms/latest?phone=${phone}`);
  return body.data.code;
}

export const sessionValue = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
/** A session value as a plain string, whether the app stores it raw or JSON-encoded. */
export async function storedString(page: Page, key: string): Promise<string> {
  const raw = (await sessionValue(page, key)) ?? '';
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}
export const currentRoute = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);

/** Records every route the app visits (hash router pushes/replaces history), for "passed through blank". */
export async function recordRoutes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const visited: string[] = [];
    (window as unknown as { __routes: string[] }).__routes = visited;
    const record = () => visited.push(location.hash.replace(/^#/, '').split('?')[0] ?? '');
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        record();
      };
    }
    addEventListener('hashchange', record);
  });
}
export const visitedRoutes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __routes: string[] }).__routes);

/** Waits until the app shows the given hash route (CI runs the PostgreSQL pass beside the journeys: be patient). */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForFunction((r) => location.hash.replace(/^#/, '').split('?')[0] === r, route, { timeout: 30_000 });
}

/** The guard SMS login through the login page, as a person does it (on the journey's phone or another). */
export async function loginGuardBySms(journey: Journey, phone: string, page: Page = journey.page): Promise<void> {
  await page.goto(`${journey.baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-tab-guard').tap();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByTestId('sms-code-button').tap();
  await page.waitForFunction(() =>
    /\d+s/.test(document.querySelector('[data-testid="sms-code-button"]')?.textContent ?? ''),
  );
  await page.getByPlaceholder('请输入验证码').fill(await latestSmsCode(journey, phone));
  await page.getByTestId('login-submit').tap();
  await waitForRoute(page, '/pages/guard/index');
}

/** The oa password login through the login page, landing on the oa home. */
export async function loginOaByPassword(journey: Journey, accountName: string, password: string): Promise<void> {
  const { page } = journey;
  await journey.open('/pages/login/login');
  await page.getByTestId('login-tab-oa').tap();
  await page.getByPlaceholder('请输入账号').fill(accountName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByTestId('login-submit').tap();
  await waitForRoute(page, '/pages/index/index');
}

/** The partner (cooperation) password login through the login page, landing on 警企协作. */
export async function loginPartnerByPassword(
  journey: Journey,
  partner: { phone: string; password: string },
  page: Page = journey.page,
): Promise<void> {
  await page.goto(`${journey.baseUrl}/#/pages/login/login`);
  await page.getByTestId('login-tab-cooperation').tap();
  await page.getByPlaceholder('请输入手机号').fill(partner.phone);
  await page.getByPlaceholder('请输入密码').fill(partner.password);
  await page.getByTestId('login-submit').tap();
  await waitForRoute(page, '/pages/cooperation/index');
}
