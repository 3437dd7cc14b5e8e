import { describe, expect, it } from 'vitest';
import {
  loginGuardBySms,
  recordRoutes,
  sessionValue,
  storedString,
  useJourney,
  visitedRoutes,
  waitForRoute,
} from './support/browser.ts';

describe('sessions and protected pages', () => {
  const journey = useJourney();

  it('sends a logged-out visitor of a protected page to the blank page', async () => {
    const { page } = journey;
    await recordRoutes(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await journey.open('/pages/guard/user/user');
    await waitForRoute(page, '/pages/login/login');
    expect(await visitedRoutes(page)).toContain('/pages/blank/blank');
    // The protected page never loaded its data.
    expect(apiCalls.filter((path) => path.includes('loginInfo') || path.includes('guard-user'))).toEqual([]);
  });

  it('shows 登录过期 and returns to the blank page when the session is ended elsewhere', async () => {
    const { page } = journey;
    await recordRoutes(page);
    await loginGuardBySms(journey, '13800000002');
    await expect.poll(async () => (await page.getByTestId('guard-area').textContent()) ?? '').toContain('东湖区分局');
    const token = await storedString(page, 'token');
    // Another device ends this session (logout with the same token): the next call answers 402.
    const ended = await journey.api('/AntiProxy/api/guard/v2/account/ding/logout', {
      headers: { authorization: token },
    });
    expect(ended.status).toBe(200);
    await page.getByTestId('tab-bar-item-3').tap();
    await expect
      .poll(() => page.getByText('登录过期', { exact: true }).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await visitedRoutes(page)).toContain('/pages/blank/blank');
    await waitForRoute(page, '/pages/login/login');
    expect(await sessionValue(page, 'token')).toBeNull();
  });
});
