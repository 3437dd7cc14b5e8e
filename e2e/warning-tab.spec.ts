import { EARLY_WARNING_ENDPOINTS, urlOf, type WaitingCount } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, type Journey } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { DEMO_GUARD, openWarningTab, pushWarning, tokenOf, warningCard } from './support/warnings.ts';

/** What the server says is waiting for the signed-in guard: to sign plus to feed back. */
async function waitingOnServer(journey: Journey, token: string): Promise<number> {
  const { status, body } = await journey.api<{ data: WaitingCount }>(urlOf(EARLY_WARNING_ENDPOINTS.waitingCount), {
    headers: { authorization: token },
  });
  expect(status).toBe(200);
  return body.data.pendingSign + body.data.pendingFeedback;
}

/** The badge shows a count up to 99, then 99+. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

describe('the 反诈预警 tab', () => {
  const journey = useJourney();

  it('puts the work list first with the charts folded away (and unloaded) until opened, remembering the choice; the tab bar counts the waiting warnings', async () => {
    const { page } = journey;
    const chartChunks: string[] = [];
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/warning-charts-[^/]*\.js$/.test(request.url())) chartChunks.push(request.url());
      const { pathname, search } = new URL(request.url());
      if (pathname === urlOf(EARLY_WARNING_ENDPOINTS.page)) listCalls.push(`page${search}`);
      if (pathname === urlOf(EARLY_WARNING_ENDPOINTS.stateCounts)) listCalls.push('state-counts');
    });
    const warning = await pushWarning(journey, { victimName: '列表优先' });
    await loginGuardBySms(journey, DEMO_GUARD);
    await openWarningTab(page);

    // The newest waiting warning is on the first screen, above the tab bar.
    const card = warningCard(page, warning.assignmentId);
    await card.waitFor({ timeout: 15_000 });
    const cardBox = await card.boundingBox();
    const tabBarBox = await page.getByTestId('guard-tab-bar').boundingBox();
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(tabBarBox!.y);
    expect(tabBarBox!.y + tabBarBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // One request counts the state tabs; only the open tab's list is fetched.
    await expect.poll(() => page.getByTestId('warning-tab-PENDING_SIGN').textContent()).toMatch(/\d/);
    expect(listCalls.filter((call) => call === 'state-counts')).toHaveLength(1);
    const lists = listCalls.filter((call) => call.startsWith('page'));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((call) => call.includes('state=PENDING_SIGN'))).toBe(true);
    await expectReadableScreen(page, 'warning-tab');

    // Reopened, the tab's copy in the HTML draws the newest waiting warning from its early answer — no app
    // code needed (the entry is held back here) — with the card's own look.
    const victim = await card.locator('[class*="_name_"]').textContent();
    const entry = '**/assets/index-*.js';
    await page.route(entry, (route) => route.abort());
    await page.reload();
    const copyCard = page.locator('.afp-prerender [data-first-cards] .adm-card').first();
    await copyCard.waitFor({ timeout: 15_000 });
    expect(await copyCard.locator('[class*="_name_"]').textContent()).toBe(victim);
    expect(await copyCard.textContent()).toContain('推送：');
    await page.unroute(entry);
    await page.reload();
    await card.waitFor({ timeout: 15_000 });
    expect(await page.locator('.afp-prerender').count()).toBe(0);

    // The charts are folded away, and their code was never fetched.
    const toggle = page.getByTestId('statistics-toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[data-testid^="chart-"]').count()).toBe(0);
    expect(chartChunks).toEqual([]);

    // Opening them shows them; a reload keeps them open.
    await toggle.tap();
    await page.getByTestId('chart-by-state').waitFor({ timeout: 15_000 });
    expect(chartChunks).toHaveLength(1);
    await expectReadableScreen(page, 'warning-tab-charts');
    await page.reload();
    await page.getByTestId('chart-by-state').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('statistics-toggle').getAttribute('aria-expanded')).toBe('true');

    // The badge on 反诈预警 says what the server says is waiting, and follows a new warning.
    const token = await tokenOf(page);
    const badge = page.getByTestId('warning-tab-badge');
    const waiting = await waitingOnServer(journey, token);
    expect(waiting).toBeGreaterThan(0);
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(badgeText(waiting));
    await pushWarning(journey, { victimName: '角标测试' });
    expect(await waitingOnServer(journey, token)).toBe(waiting + 1);
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe(badgeText(waiting + 1));
  });
});
