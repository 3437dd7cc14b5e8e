import { AUTH_ENDPOINTS, urlOf, type LoginInfo } from '@afp/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute } from './support/browser.ts';
import {
  DEMO_GUARD,
  PATH,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  signOpenWarning,
  tapTo,
  tokenOf,
} from './support/warnings.ts';

const MINE = '/pages/guard/user/user';
const LOGIN = '/pages/login/login';

/** A valid GB 11643 ID number (its check character computed), born 1961 in 杭州 上城区. */
function idNumber(): string {
  const body = `33010219610${Math.floor(Math.random() * 9) + 1}15${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** Everything the browser keeps for the site: both storages, every IndexedDB store's records, Cache Storage. */
const storedText = (page: Page) =>
  page.evaluate(async () => {
    const answer = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
    const stores: unknown[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await answer(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await answer(db.transaction(store).objectStore(store).getAll());
        stores.push({ name, store, records });
      }
      db.close();
    }
    const cached: string[] = [];
    if ('caches' in window)
      for (const cacheName of await caches.keys())
        for (const request of await (await caches.open(cacheName)).keys()) cached.push(request.url);
    return JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, stores, cached });
  });

/** From now on, every text the page draws (added nodes, changed text) is kept in `window.__drawn`. */
const recordDrawnText = (page: Page) =>
  page.evaluate(() => {
    const drawn: string[] = [];
    (window as unknown as { __drawn: string[] }).__drawn = drawn;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'characterData') drawn.push(mutation.target.textContent ?? '');
        for (const node of Array.from(mutation.addedNodes)) drawn.push(node.textContent ?? '');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const drawnText = (page: Page) =>
  page.evaluate(() => `${(window as unknown as { __drawn: string[] }).__drawn.join('\n')}\n${document.body.innerText}`);

describe('what a logged-out guard leaves on the phone', () => {
  const journey = useJourney();

  it('no name, phone or ID number in sessionStorage, localStorage or IndexedDB, and Back shows none', async () => {
    const { page } = journey;
    const victim = {
      name: '钟留痕',
      phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      idNumber: idNumber(),
    };
    const warning = await pushWarning(journey, {
      victimName: victim.name,
      victimPhone: victim.phone,
      victimIdNumber: victim.idNumber,
    });
    await loginGuardBySms(journey, DEMO_GUARD);
    const { body } = await journey.api<{ data: LoginInfo }>(urlOf(AUTH_ENDPOINTS.loginInfo), {
      headers: { authorization: await tokenOf(page) },
    });
    const guardName = body.data.name;
    expect(guardName).toBeTruthy();

    // A warning with the victim's data on screen, and a draft that repeats it.
    await openWarningTab(page);
    await openWarningFromList(page, warning.assignmentId);
    await signOpenWarning(page);
    const victimSection = (await page.getByTestId('victim-section').innerText()).trim();
    expect(victimSection).toContain(victim.name.slice(0, 1));
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await formItem(page, '备注')
      .locator('textarea')
      .fill(`已电话联系${victim.name}（${victim.phone}，身份证${victim.idNumber}），本人已知晓`);
    // Saved as typed after a short pause: the check below can see a draft where one is kept.
    await expect.poll(() => storedText(page)).toContain(victim.idNumber);
    const personal = [guardName, DEMO_GUARD, victim.name, victim.phone, victim.idNumber];
    expect(personal.filter((value) => !value || value.length < 2)).toEqual([]);

    // To 我的 on top of the form, and out.
    await page.evaluate((route) => {
      location.hash = `#${route}`;
    }, MINE);
    await waitForRoute(page, MINE);
    await expect.poll(() => page.getByTestId('mine-phone').textContent()).toBe(DEMO_GUARD);
    await page.getByTestId('logout-button').tap();
    // The question names what goes with the session.
    await page.getByText('有1份草稿，退出后将丢失。确定退出登录吗？').waitFor();
    await page.getByRole('button', { name: '确定' }).tap();
    await waitForRoute(page, LOGIN);

    const stored = await storedText(page);
    expect(personal.filter((value) => stored.includes(value))).toEqual([]);
    expect(stored).not.toContain('afp.draft:');

    // Back: the form behind 我的 would show the victim; the app sends the visitor to login instead.
    await recordDrawnText(page);
    await page.goBack();
    await waitForRoute(page, LOGIN);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForTimeout(1_000);
    const drawn = await drawnText(page);
    expect(personal.filter((value) => drawn.includes(value))).toEqual([]);
    expect(drawn).not.toContain(victimSection);
    const storedAfterBack = await storedText(page);
    expect(personal.filter((value) => storedAfterBack.includes(value))).toEqual([]);
  });
});
