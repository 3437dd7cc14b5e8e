import { EARLY_WARNING_ENDPOINTS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney } from './support/browser.ts';
import { DEMO_GUARD, openWarningTab, pushWarning, warningCard } from './support/warnings.ts';

/** The number shown after a tab's title ('待签收12'), or null while unknown or capped. */
const tabCount = (text: string | null): number | null => {
  const match = /^待签收(\d+)$/.exec((text ?? '').trim());
  return match ? Number(match[1]) : null;
};

describe('live warnings', () => {
  const journey = useJourney();

  it('shows a warning pushed through intake on the open 反诈预警 tab without a reload', async () => {
    const { page } = journey;
    // The tab frame opens the stream as soon as the home draws, possibly before the login step returns.
    const streamOpened = page.waitForResponse(
      (response) => response.url().includes(EARLY_WARNING_ENDPOINTS.stream.path) && response.status() === 200,
      { timeout: 30_000 },
    );
    await loginGuardBySms(journey, DEMO_GUARD);
    await openWarningTab(page);
    await streamOpened;

    const pendingTab = page.getByTestId('warning-tab-PENDING_SIGN');
    await expect.poll(async () => tabCount(await pendingTab.textContent()), { timeout: 10_000 }).not.toBeNull();
    const countBefore = tabCount(await pendingTab.textContent())!;
    // Anything that reloads the page loses this mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    const warning = await pushWarning(journey, { victimName: '实时推送', level: 1 });

    const card = warningCard(page, warning.assignmentId);
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('data-state')).toBe('PENDING_SIGN');
    expect(await card.getByTestId('warning-countdown').getAttribute('data-overdue')).toBe('false');
    // Newest first: the pushed warning heads the 待签收 list.
    expect(await page.locator('[data-testid^="warning-card-"]').first().getAttribute('data-testid')).toBe(
      `warning-card-${warning.assignmentId}`,
    );
    await expect.poll(() => page.getByText('收到新的预警').count()).toBeGreaterThan(0);
    await expect.poll(async () => tabCount(await pendingTab.textContent())).toBe(countBefore + 1);
    // (The statistics cards are cached on the server for a minute by design, so they are not checked here.)

    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(navigations).toEqual([]);
  });
});
