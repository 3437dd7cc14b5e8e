import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginType } from '@afp/contract';
import { ROUTES, servesGroup } from '../apps/web/src/config/routes.ts';
import {
  A11Y_RESULTS,
  axeFindings,
  blocking,
  saveFindings,
  settledScreen,
  smallTargets,
  type Finding,
} from './support/axe.ts';
import { writeFileSync } from 'node:fs';
import {
  loginGuardBySms,
  loginOaByPassword,
  loginPartnerByPassword,
  useJourney,
  type Journey,
} from './support/browser.ts';
import { DEMO_GUARD, PATH } from './support/warnings.ts';

/**
 * Issue 28: axe-core (WCAG 2.1 A/AA) over every spec route and public page a user group can reach, in
 * one browser context per group, route after route. Lists and homes show the demo's data (filled),
 * detail pages opened without an id show their error state, a guard of a community without warnings
 * shows the empty lists, a first card opened from a list shows a filled detail, and three guard lists are
 * checked while every API answer is held back (their loading state). Any serious or
 * critical violation fails, and so does any control on screen under 44 × 44 px (适老化); every finding is
 * written to .test-results/e2e/accessibility/<group>.json, the small controls to <group>-targets.json.
 */

/** Routes that leave the page (the blank router, a full-screen picker needing its caller) are not screens of their own. */
const NOT_SCREENS = new Set(['/', '/pages/blank/blank', '/choose-location', '/open-location', '/preview-image']);

const routesOf = (group: LoginType | 'public') =>
  ROUTES.filter((route) => !NOT_SCREENS.has(route.path))
    .filter((route) => (group === 'public' ? !route.needsLogin : route.needsLogin && servesGroup(route, group)))
    .map((route) => route.path);

async function visit(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    location.hash = r;
  }, route);
  await settledScreen(page);
}

/** Every route of the group, then the extra screens, each checked by axe; fails on serious or critical ones. */
async function checkGroup(
  journey: Journey,
  group: string,
  routes: readonly string[],
  extra: (findings: Finding[]) => Promise<void> = async () => undefined,
): Promise<void> {
  const { page } = journey;
  const findings: Finding[] = [];
  const small: Record<string, string[]> = {};
  for (const route of routes) {
    await visit(page, route);
    findings.push(...(await axeFindings(page, route)));
    const under = await smallTargets(page, 44);
    if (under.length > 0) small[route] = under;
  }
  await extra(findings);
  saveFindings(group, findings);
  writeFileSync(`${A11Y_RESULTS}/${group}-targets.json`, JSON.stringify(small, null, 2));
  expect.soft(blocking(findings), `serious or critical axe violations (${group})`).toEqual([]);
  expect.soft(small, `controls under 44 × 44 px (${group})`).toEqual({});
}

describe('every screen meets WCAG 2.1 AA (axe-core)', { timeout: 600_000 }, () => {
  const journey = useJourney();

  it('logged out: login and the public pages', async () => {
    await journey.open('/pages/login/login');
    await checkGroup(journey, 'public', routesOf('public'));
  });

  it('guard: every guard page, filled, empty and error, and a warning detail', async () => {
    await loginGuardBySms(journey, DEMO_GUARD);
    await checkGroup(journey, 'guard', routesOf('guard'), async (findings) => {
      const { page } = journey;
      await visit(page, PATH.guardData);
      const card = page.locator('[data-testid^="warning-card-"]').first();
      await card.waitFor({ timeout: 15_000 });
      await card.tap();
      await page.getByTestId('warning-detail').waitFor();
      await settledScreen(page);
      findings.push(...(await axeFindings(page, `${PATH.detail} (filled)`)));
    });
  });

  it('guard of a community without warnings: the empty lists', async () => {
    await loginGuardBySms(journey, '13800000005');
    await checkGroup(journey, 'guard-empty', [PATH.guardHome, PATH.guardData, '/pages/guard/user/user']);
  });

  it('guard: the screens while their data is on its way (loading)', async () => {
    await loginGuardBySms(journey, DEMO_GUARD);
    const { page } = journey;
    // The login's toast (验证码已发送) gone first: axe would read it mid-fade on the first loading screen.
    await page.waitForSelector('.adm-toast-mask', { state: 'detached', timeout: 10_000 });
    // Every API answer is held back until the screens were checked: each shows its loading state.
    const held: (() => Promise<void>)[] = [];
    const api = /\/(AntiProxy|proxy)\/api\//;
    await page.route(api, (route) => {
      held.push(() => route.continue().catch(() => undefined));
    });
    const findings: Finding[] = [];
    for (const route of [
      PATH.guardData,
      '/pages/notice/list',
      '/pages/packageSubGuard/people-control/people-control',
    ]) {
      await page.evaluate((r) => {
        location.hash = r;
      }, route);
      await page.waitForSelector('.adm-skeleton, .adm-dot-loading, .adm-spin-loading, [data-testid="page-loading"]', {
        timeout: 10_000,
      });
      findings.push(...(await axeFindings(page, `${route} (loading)`)));
    }
    await page.unroute(api);
    await Promise.all(held.map((release) => release()));
    saveFindings('guard-loading', findings);
    expect.soft(blocking(findings), 'serious or critical axe violations (loading)').toEqual([]);
  });

  it('oa: every oa page and the cooperation pages the centre opens', async () => {
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await checkGroup(journey, 'oa', routesOf('oa'));
  });

  it('cooperation: the partner pages', async () => {
    await loginPartnerByPassword(journey, { phone: '13900000001', password: 'coop_123' });
    await checkGroup(journey, 'cooperation', routesOf('cooperation'));
  });
});
