import {
  DEFAULT_PAGE_SIZE,
  EARLY_WARNING_ENDPOINTS,
  urlOf,
  WARNING_OVERVIEW_ENDPOINTS,
  type WarningOverview,
} from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, useJourney, waitForRoute } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import { chooseOption, formItem, PATH, settle, tapTo, tokenOf, warningInfo } from './support/warnings.ts';

const OVERVIEW = {
  page: '/pages/warning-overview/index',
  list: '/pages/warning-overview/list',
};
/** 东湖区分局 and two of its communities (the force-assign target is whichever the warning is not in). */
const DISTRICT = { id: 'org-d1', name: '东湖区分局' };
const TARGETS = ['org-d1-s1-c2', 'org-d1-s1-c3'] as const;

describe('the centre overview of every warning 预警总览', () => {
  const journey = useJourney();

  it('a centre oa user opens the overview, follows a district overdue figure to its warnings and force-assigns one', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    const token = await tokenOf(page);

    // The home's entry, with the overdue badge.
    const entry = page.getByTestId('warning-overview-entry');
    await entry.waitFor();
    await page.getByTestId('warning-overview-overdue').waitFor();
    await settle(page);
    await tapTo(page, entry, OVERVIEW.page);

    // The last 30 days: the figures on the page are the server's.
    await page.getByTestId('overview-period-month').tap();
    await expect.poll(() => page.getByTestId('overview-period').textContent()).toContain('至');
    const periodText = (await page.getByTestId('overview-period').textContent())!.trim();
    const period = periodText.split(' 至 ');
    const from = new Date(`${period[0]}T00:00:00+08:00`).toISOString();
    const to = new Date(Date.parse(`${period[1]}T00:00:00+08:00`) + 86_400_000 - 1).toISOString();
    const overviewNow = async () =>
      (
        await journey.api<{ data: WarningOverview }>(
          `${urlOf(WARNING_OVERVIEW_ENDPOINTS.overview)}?from=${from}&to=${to}`,
          { headers: { authorization: token } },
        )
      ).body.data;
    const overview = await overviewNow();
    await expect.poll(() => page.getByTestId('overview-count-held-value').textContent()).toBe(String(overview.total));
    expect(await page.getByTestId('overview-count-overdue-value').textContent()).toBe(String(overview.overdue));
    expect(await page.getByTestId('overview-count-visited-value').textContent()).toBe(String(overview.visited));
    expect(await page.getByTestId('overview-count-followUp-value').textContent()).toBe(String(overview.followUp));
    expect(overview.followUp, '需跟进 counts the work taken up, not the clock').not.toBe(overview.overdue);
    await page.getByTestId('overview-chart-hour').waitFor();
    // By district, overdue first.
    const rows = page.locator('[data-testid="overview-org-table"] tbody tr');
    expect(await rows.count()).toBe(overview.byOrg.length);
    expect(await rows.first().getAttribute('data-testid')).toBe(`overview-org-${overview.byOrg[0]!.orgId}`);
    const district = overview.byOrg.find((row) => row.orgId === DISTRICT.id)!;
    expect(district.overdue, 'the demo district has overdue warnings').toBeGreaterThan(0);

    // The district's overdue figure opens exactly its overdue warnings.
    await settle(page);
    await tapTo(page, page.getByTestId(`overview-org-${DISTRICT.id}-overdue`), OVERVIEW.list);
    const chips = (await page.getByTestId('overview-list-filters').textContent()) ?? '';
    expect(chips).toContain(DISTRICT.name);
    expect(chips).toContain('超时未办');
    // Overdue is counted at the moment of asking, and open warnings (those pushed by earlier journeys too)
    // keep passing their deadlines: the list, read between two figures, holds no fewer than the first and
    // no more than the second — the same number whenever no deadline passed in between.
    await expect.poll(() => page.getByTestId('overview-list-total').textContent()).toMatch(/共 \d+/);
    const listTotal = Number(
      /共 (\d+)/.exec((await page.getByTestId('overview-list-total').textContent()) ?? '')?.[1] ?? Number.NaN,
    );
    const districtAfter = (await overviewNow()).byOrg.find((row) => row.orgId === DISTRICT.id)!;
    expect(listTotal).toBeGreaterThanOrEqual(district.overdue);
    expect(listTotal).toBeLessThanOrEqual(districtAfter.overdue);
    await page.screenshot({ path: '/tmp/overview-list.png' });
    await expectReadableScreen(page, 'overview-list');

    // Back on the overview the chosen period stays (it reset to 今天), and then the list opens again.
    await page.goBack();
    await waitForRoute(page, OVERVIEW.page);
    await expect.poll(async () => (await page.getByTestId('overview-period').textContent())?.trim()).toBe(periodText);
    await expect.poll(() => page.getByTestId('overview-count-held-value').textContent()).toBe(String(overview.total));
    await page.screenshot({ path: '/tmp/overview.png' });
    await expectReadableScreen(page, 'overview');
    await settle(page);
    await tapTo(page, page.getByTestId(`overview-org-${DISTRICT.id}-overdue`), OVERVIEW.list);
    // The list's first page as the server gives it: one the centre can still move (not 待二次反馈).
    const { body: overdue } = await journey.api<{ data: { records: { assignmentId: string; state: string }[] } }>(
      `${urlOf(EARLY_WARNING_ENDPOINTS.page)}?orgId=${DISTRICT.id}&progress=overdue&from=${from}&to=${to}&pageSize=${DEFAULT_PAGE_SIZE}`,
      { headers: { authorization: token } },
    );
    // One the page shows too: a warning whose deadline passed after the page read its list is only in the API's.
    await expect.poll(() => page.getByTestId('overview-list-total').textContent()).toMatch(/共 \d+/);
    const shown = async (id: string) => (await page.getByTestId(`warning-card-${id}`).count()) > 0;
    let movable: { assignmentId: string; state: string } | undefined;
    for (const record of overdue.data.records)
      if (['PENDING_SIGN', 'HANDLING'].includes(record.state) && (await shown(record.assignmentId))) {
        movable = record;
        break;
      }
    expect(movable, 'an overdue warning to sign or handle').toBeDefined();
    const card = page.getByTestId(`warning-card-${movable!.assignmentId}`);
    await card.waitFor();
    const before = await warningInfo(journey, token, movable!.assignmentId);
    expect(before.isOverdue).toBe(true);

    // Its detail offers the centre's direct assignment; the centre force-assigns it to another community.
    await tapTo(page, card, PATH.detail);
    await page.getByTestId('warning-detail').waitFor();
    await tapTo(page, page.getByTestId('transfer-button'), PATH.transfer);
    await page.getByTestId('transfer-submit').waitFor();
    const target = TARGETS.find((id) => id !== before.orgId)!;
    await tapTo(page, formItem(page, '移交单位'), PATH.selectOrg);
    await page.getByTestId('org-node-org-d1').tap();
    await page.getByTestId('org-node-org-d1-s1').tap();
    await tapTo(page, page.getByTestId(`org-node-${target}`), PATH.transfer);
    await chooseOption(formItem(page, '移交原因'), '非本辖区');
    await page.getByTestId('transfer-reason-text').locator('textarea').fill('市中心研判后直接指派');
    await page.getByTestId('transfer-force').tap();
    await page.getByTestId('transfer-submit').tap();
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('TRANSFERRED');

    // The warning is now held by the chosen community, waiting to be signed there.
    const { body: list } = await journey.api<{
      data: { records: { warningId: string; orgId: string; state: string }[] };
    }>(`${urlOf(EARLY_WARNING_ENDPOINTS.page)}?orgId=${target}&state=PENDING_SIGN&pageSize=50`, {
      headers: { authorization: token },
    });
    expect(list.data.records.some((record) => record.warningId === before.warningId)).toBe(true);
  });
});
