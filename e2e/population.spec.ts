import { POPULATION_ENDPOINTS, urlOf, type ResidentRecord } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute } from './support/browser.ts';
import { settle, tokenOf } from './support/warnings.ts';

const POPULATION_INFO = '/pages/packageGuard/population-info/population-info';
/** The station admin of 湖滨街道 (org-d1-s1): DEMO_LOGINS.stationAdmin of the demo city. */
const STATION_ADMIN = '13800000004';
/** The demo resident of 湖滨花园社区 with a known phone (seed/population.seed.ts DEMO_RESIDENT). */
const DEMO_RESIDENT_PHONE = '13700000001';
/** A guard of 湖滨花园社区 (org-d1-s1-c1), the demo resident's community: DEMO_LOGINS.guard. */
const COMMUNITY_GUARD = '13800000002';

describe('resident population 实有人口', () => {
  const journey = useJourney();

  it('a station admin sees the counts, filters 独居老人, finds a resident by phone (masked to the station, whole to the community) and tags them 易受骗', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, STATION_ADMIN);
    const token = await tokenOf(page);
    await settle(page);
    await page.getByTestId('guard-entry-grid').getByText('实有人口').tap();
    await waitForRoute(page, POPULATION_INFO);

    // The counts of the station, community by community.
    const total = page.getByTestId('population-total');
    await total.waitFor({ timeout: 15_000 });
    expect(Number(await total.textContent())).toBeGreaterThan(0);
    expect(await page.locator('[data-testid^="population-bar-org-d1-s1-c"]').count()).toBe(5);
    const elderly = Number(await page.getByTestId('population-tag-count-ELDERLY_ALONE').textContent());

    // 独居老人 only: the list's total is the count, and every card carries the tag.
    await page.getByTestId('resident-filters').getByText('独居老人').tap();
    await expect
      .poll(() => page.getByTestId('resident-total').textContent(), { timeout: 15_000 })
      .toBe(`共 ${elderly} 人`);
    const cards = page.locator('[data-testid^="resident-card-"]');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(
      await page.locator('[data-testid^="resident-card-"] [data-testid="resident-tag-ELDERLY_ALONE"]').count(),
    ).toBe(shown);

    // Search by the whole phone: one resident, shown masked.
    await page.getByTestId('resident-filters').getByText('全部').first().tap();
    await page.getByPlaceholder('姓名、完整手机号或身份证号').fill(DEMO_RESIDENT_PHONE);
    await page.getByPlaceholder('姓名、完整手机号或身份证号').press('Enter');
    await expect.poll(() => page.getByTestId('resident-total').textContent(), { timeout: 15_000 }).toBe('共 1 人');
    const card = cards.first();
    await expect.poll(() => card.textContent()).toContain('137****0001');
    expect(await page.getByTestId('resident-list').innerHTML()).not.toContain(DEMO_RESIDENT_PHONE);

    // Open it and add 易受骗.
    await card.tap();
    const detail = page.getByTestId('resident-detail');
    await detail.waitFor({ timeout: 15_000 });
    // The station is above the resident's community: name and address masked.
    expect(await detail.textContent()).toContain('周*望');
    expect(await detail.getByTestId('resident-whole-note').textContent()).toContain('已脱敏');
    const version = Number(await detail.getAttribute('data-version'));
    await page.getByTestId('resident-tag-selector').getByText('易受骗').tap();
    await page.getByTestId('resident-tags-save').tap();
    await expect.poll(() => detail.getAttribute('data-version'), { timeout: 15_000 }).toBe(String(version + 1));
    await detail.getByTestId('resident-tag-GULLIBLE').waitFor();
    expect(await detail.textContent()).toContain('暂无易受骗人员档案');

    // The server agrees; another district's resident is not found.
    const residentId = (await card.getAttribute('data-testid'))!.replace('resident-card-', '');
    const saved = await journey.api<{ data: ResidentRecord }>(`${urlOf(POPULATION_ENDPOINTS.info)}?id=${residentId}`, {
      headers: { authorization: token },
    });
    expect(saved.body.data.tags).toContain('GULLIBLE');
    const foreign = await journey.api(`${urlOf(POPULATION_ENDPOINTS.info)}?id=resident-000021`, {
      headers: { authorization: token },
    });
    expect(foreign.status).toBe(404);

    // A guard of the resident's own community opens the same resident: whole name, the view noted.
    const guardPhone = await journey.newPhone();
    await loginGuardBySms(journey, COMMUNITY_GUARD, guardPhone);
    await settle(guardPhone);
    await guardPhone.getByTestId('guard-entry-grid').getByText('实有人口').tap();
    await waitForRoute(guardPhone, POPULATION_INFO);
    await guardPhone.getByPlaceholder('姓名、完整手机号或身份证号').fill(DEMO_RESIDENT_PHONE);
    await guardPhone.getByPlaceholder('姓名、完整手机号或身份证号').press('Enter');
    await expect
      .poll(() => guardPhone.getByTestId('resident-total').textContent(), { timeout: 15_000 })
      .toBe('共 1 人');
    await guardPhone.locator('[data-testid^="resident-card-"]').first().tap();
    const wholeDetail = guardPhone.getByTestId('resident-detail');
    await wholeDetail.waitFor({ timeout: 15_000 });
    expect(await wholeDetail.textContent()).toContain('周守望');
    expect(await wholeDetail.getByTestId('resident-whole-note').textContent()).toContain('本次查看已记录');
  });
});
