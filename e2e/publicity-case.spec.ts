import {
  ACCOUNT_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  PROMOTION_ENDPOINTS,
  urlOf,
  type RankBoard,
  VERIFICATION_ENDPOINTS,
  type VerificationDetail,
  type VerificationStatus,
} from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { useJourney, waitForRoute, loginGuardBySms, type Journey } from './support/browser.ts';
import { ONE_PIXEL_PNG } from './support/files.ts';
import { DEMO_GUARD, pushWarning, settle, tapTo, tokenOf } from './support/warnings.ts';

const SG = '/pages/packageSubGuard/publicity-case';
const PATH = {
  tab: '/pages/guard/publicity/publicity',
  create: `${SG}/publicity-case-create`,
  detail: `${SG}/publicity-case-detail`,
  success: `${SG}/publicity-case-success`,
  rank: '/pages/packageSubGuard/rank-extension/rank-extension',
};
const VICTIM = { victimName: '钱秀兰', victimPhone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };

const post = <T>(journey: Journey, token: string, path: string, body: object) =>
  journey.api<{ data: T }>(path, { method: 'POST', headers: { authorization: token }, body: JSON.stringify(body) });

/** The guard signs the warning and feeds back finally: defrauded, with a loss (the case that opens 一案一宣). */
async function handleWithLoss(journey: Journey, token: string, assignmentId: string) {
  const signed = await post(journey, token, urlOf(EARLY_WARNING_ENDPOINTS.sign), { assignmentId, version: 0 });
  expect(signed.status).toBe(200);
  const fed = await post(journey, token, urlOf(EARLY_WARNING_ENDPOINTS.feedback), {
    assignmentId,
    version: 1,
    channels: ['phone'],
    contactTarget: 'self',
    connected: true,
    defrauded: 'YES',
    dissuasion: 'FAILED',
    fraudTypeCode: 'INVEST_STOCK',
    amountLost: '52000',
    fraudTime: new Date(Date.now() - 3_600_000).toISOString(),
    isFinal: true,
  });
  expect(fed.status).toBe(200);
}

const oaToken = async (journey: Journey, who: { accountName: string; password: string }) =>
  (
    await journey.api<{ data: { token: string } }>(urlOf(ACCOUNT_ENDPOINTS.oa.login), {
      method: 'POST',
      body: JSON.stringify(who),
    })
  ).body.data.token;

describe('一案一宣 (issue 11, journey 2)', () => {
  const journey = useJourney();

  it('a guard opens the handled case as 本地典型案例 and creates 一案一宣 from it; no victim identity shows; verified and reviewed, it shows as verified and the 一案一宣 rate on the leaderboard moves', async () => {
    const { page } = journey;
    const warning = await pushWarning(journey, VICTIM);
    await loginGuardBySms(journey, DEMO_GUARD);
    const guardToken = await tokenOf(page);
    await handleWithLoss(journey, guardToken, warning.assignmentId);
    // The guard's 一案一宣 rate of the year (verified share of the cases falling due in it, 72 h after
    // the case): the new task counts, not yet verified.
    const caseRate = async () =>
      (
        await journey.api<{ data: RankBoard }>(
          `${urlOf(PROMOTION_ENDPOINTS.rank)}?by=guard&period=year&metric=casePublicity&mode=rate`,
          { headers: { authorization: guardToken } },
        )
      ).body.data.mine;
    const rateBefore = (await caseRate())?.value ?? 0;

    // From the 全民反诈 tab to 一案一宣, then the handled warnings: this one, with its facts only.
    await journey.open(PATH.tab);
    await page.getByTestId('publicity-entries').waitFor();
    // The case is the district's newest 本地典型案例: tapped, its detail tells the category and what to
    // tell residents, and nothing of the victim.
    const typicalCase = page.getByTestId('typical-cases').locator('.adm-list-item').first();
    await expect.poll(() => typicalCase.textContent(), { timeout: 15_000 }).toContain('5万至10万元');
    await typicalCase.tap();
    const typicalDetail = page.getByTestId('typical-case-detail');
    await typicalDetail.waitFor();
    await expect.poll(() => typicalDetail.textContent()).toContain('虚假网络投资理财 · 虚假股票投资');
    expect(await typicalDetail.textContent()).toContain('劝阻无效');
    expect(await page.getByTestId('typical-case-tips').locator('li').count()).toBeGreaterThanOrEqual(3);
    expect(await typicalDetail.textContent()).not.toContain(VICTIM.victimName);
    await page.locator('.adm-popup-close-icon').tap();
    await typicalDetail.waitFor({ state: 'detached' });
    await tapTo(page, page.getByRole('button', { name: '一案一宣' }), PATH.create);
    // The tile opens the list of tasks: titled as the tile, not as a form.
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('一案一宣');
    await page.getByTestId('case-view-sources').tap();
    const source = page.getByTestId(`case-source-${warning.warningNo}`);
    await source.waitFor();
    await tapTo(page, source.getByTestId('case-source-open'), PATH.detail);
    await page.getByTestId('case-detail').waitFor();
    await expect.poll(() => page.getByTestId('case-detail').textContent()).toContain('5万至10万元');
    const shown = await page.locator('body').textContent();
    expect(shown).not.toContain(VICTIM.victimName);
    expect(shown).not.toContain(VICTIM.victimPhone);
    expect(shown).not.toContain(VICTIM.victimPhone.slice(-4));

    // An activity in the victim's building, with a photo, then submitted into 核查.
    await page.getByTestId('activity-place').getByRole('option', { name: '受害人所在楼栋', exact: true }).tap();
    // Located where the workplace app gives no address: the place reads 位置（约）, never raw coordinates.
    await journey.context.grantPermissions(['geolocation']);
    await journey.context.setGeolocation({ latitude: 30.2591, longitude: 120.1652 });
    await page.getByTestId('activity-locate').tap();
    await expect.poll(() => page.getByTestId('activity-location').textContent()).toBe('位置（约）');
    await page.getByTestId('activity-audience').locator('input').fill('36');
    await page
      .getByTestId('activity-photos')
      .locator('input[type=file]')
      .setInputFiles({ name: '楼栋宣传.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByTestId('activity-photos').locator('.adm-image-uploader-cell-image').waitFor();
    await expect.poll(() => page.locator('.adm-image-uploader-cell-loading').count()).toBe(0);
    await page.getByTestId('activity-submit').tap();
    await page.getByTestId('case-activities').waitFor();
    const place = page.getByTestId('case-activities').getByTestId('place-map-link');
    await expect.poll(() => place.textContent()).toBe('位置（约）');
    expect(await page.getByTestId('case-activities').textContent()).not.toContain('30.259');
    await page.getByTestId('case-summary').locator('textarea').fill('已在案发楼栋张贴海报并入户提醒');
    await settle(page);
    await page.getByTestId('case-submit').tap();
    // The confirm dialog is gone before the page moves on (a fading copy stayed on the success page).
    await page.evaluate(() => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        if (String(args[2]).includes('publicity-case-success'))
          document.body.dataset.dialogsOnLeave ??= String(document.querySelectorAll('.adm-dialog').length);
        replace(...args);
      };
    });
    await page.getByRole('button', { name: '确定' }).tap();
    await waitForRoute(page, PATH.success);
    expect(await page.evaluate(() => document.body.dataset.dialogsOnLeave)).toBe('0');
    await settle(page);
    await page.screenshot({ path: '/tmp/case-success.png' });
    await tapTo(page, page.getByTestId('case-success-detail'), PATH.detail);
    await expect.poll(() => page.getByTestId('case-state').textContent()).toBe('待核查');
    await page.screenshot({ path: '/tmp/case-detail-place.png', fullPage: true });
    const caseId = new URL(page.url().replace('#', '')).searchParams.get('id') ?? '';

    // 核查 by the district's verifier, 复核 by the city's reviewer.
    const verifier = await oaToken(journey, { accountName: 'oa_staff', password: 'staff_123' });
    const reviewer = await oaToken(journey, { accountName: 'admin', password: 'admin_123' });
    const status = await journey.api<{ data: VerificationStatus }>(
      `${urlOf(VERIFICATION_ENDPOINTS.status)}?kind=case_publicity&subjectId=${caseId}`,
      { headers: { authorization: verifier } },
    );
    expect(status.body.data.state).toBe('PENDING_VERIFY');
    const item = await journey.api<{ data: VerificationDetail }>(
      `${urlOf(VERIFICATION_ENDPOINTS.info)}?id=${status.body.data.id}`,
      { headers: { authorization: verifier } },
    );
    const verified = await post<VerificationDetail>(journey, verifier, urlOf(VERIFICATION_ENDPOINTS.verify), {
      id: item.body.data.id,
      version: item.body.data.version,
    });
    expect(verified.status).toBe(200);
    const reviewed = await post(journey, reviewer, urlOf(VERIFICATION_ENDPOINTS.review), {
      id: item.body.data.id,
      version: verified.body.data.version,
    });
    expect(reviewed.status).toBe(200);

    // The guard's page shows it verified.
    await page.reload();
    await expect.poll(() => page.getByTestId('case-state').textContent(), { timeout: 10_000 }).toBe('已核查');
    expect(await page.locator('body').textContent()).not.toContain(VICTIM.victimName);

    // The leaderboard's 一案一宣 rate moves, on the page as in the answer.
    const rateAfter = (await caseRate())?.value ?? 0;
    expect(rateAfter).toBeGreaterThan(rateBefore);
    await journey.open(PATH.rank);
    await page.getByTestId('rank-period').getByText('年', { exact: true }).tap();
    await page.getByTestId('rank-metric').getByText('一案一宣', { exact: true }).tap();
    await page.getByTestId('rank-mode').getByText('按比率', { exact: true }).tap();
    const mine = page.locator('[data-testid="rank-row"][data-mine="true"]').first();
    await expect
      .poll(() => mine.getByTestId('rank-value').textContent(), { timeout: 15_000 })
      .toBe(`${rateAfter.toFixed(2)} %`);
  });
});
