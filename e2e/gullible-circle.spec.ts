import { idNumberCheckCharacter } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuardBySms, useJourney, waitForRoute } from './support/browser.ts';
import { expectReadableScreen } from './support/readable-screen.ts';
import {
  DEMO_GUARD,
  formItem,
  PATH as WARNING,
  pushWarning,
  settle,
  signOpenWarning,
  tapTo,
} from './support/warnings.ts';

const PATH = {
  index: '/pages/packageSubGuard/gullible-index/gullible-index',
  detail: '/pages/packageSubGuard/gullible-index/gullible-detail/gullible-detail',
  members: '/pages/packageSubGuard/reserve-member/reserve-member',
};
/** The demo gullible person of the demo guard's community, without a circle (seed/gullible.seed.ts). */
const PERSON = {
  id: 'gullible-demo-0001',
  name: '钱守信',
  phone: '13700000002',
  idNumber: `33010219480307123${idNumberCheckCharacter('33010219480307123')}`,
};
const MEMBER = { name: '钱守家', phone: '13677778888', relation: '儿子' };
const DAUGHTER = { name: '钱守慧', phone: '13677779999', relation: '女儿' };

describe('protection circle 守护圈', () => {
  const journey = useJourney();

  it('a guard adds a family member to a gullible person circle, records the acceptance, and a new warning on that person offers the member as 亲友 contact', async () => {
    const { page } = journey;
    await loginGuardBySms(journey, DEMO_GUARD);

    // 易受骗人群: find the person by the whole phone and open them.
    await journey.open(PATH.index);
    await page.getByTestId('gullible-counts').waitFor();
    await page.locator('.adm-search-bar input').fill(PERSON.phone);
    await page.locator('.adm-search-bar input').press('Enter');
    const card = page.getByTestId(`gullible-person-${PERSON.id}`);
    await card.waitFor();
    await expectReadableScreen(page, 'gullible-index');
    await settle(page);
    await tapTo(page, card.locator('.adm-card-body'), PATH.detail);
    await expect.poll(() => page.getByTestId('circle-active-count').textContent()).toBe('0');
    await expectReadableScreen(page, 'gullible-detail');

    // 成员管理: add (invite) the son, then record his spoken consent.
    await tapTo(page, page.getByTestId('circle-members-button'), PATH.members);
    await page.getByTestId('member-add').tap();
    await page.getByTestId('invite-name').locator('input').fill(MEMBER.name);
    await expectReadableScreen(page, 'circle-invite');
    await page.getByTestId('invite-phone').locator('input').fill('1367777');
    await page.getByTestId('invite-relation').getByText(MEMBER.relation, { exact: true }).tap();
    await page.getByTestId('invite-submit').tap();
    // A bad phone is refused on the form, nothing sent.
    await expect.poll(() => page.getByText('请输入正确的手机号码').count()).toBeGreaterThan(0);
    await page.getByTestId('invite-phone').locator('input').fill(MEMBER.phone);
    await page.getByTestId('invite-submit').tap();
    await page.getByTestId('invitation-link').waitFor();
    expect(await page.getByTestId('invitation-link').textContent()).toContain('/#/pages/circle-invitation?token=');
    await page.getByRole('button', { name: '知道了' }).tap();
    const member = page.locator('[data-testid^="circle-member-"]').filter({ hasText: MEMBER.name });
    await expect.poll(() => member.getAttribute('data-state')).toBe('INVITED');
    await member.getByTestId('member-accept').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await expect.poll(() => member.getAttribute('data-state'), { timeout: 10_000 }).toBe('ACTIVE');
    await expectReadableScreen(page, 'circle-members');

    // The daughter is invited too and accepts by her link on her own phone (no login).
    await page.getByTestId('member-add').tap();
    await page.getByTestId('invite-name').locator('input').fill(DAUGHTER.name);
    await page.getByTestId('invite-phone').locator('input').fill(DAUGHTER.phone);
    await page.getByTestId('invite-relation').getByText(DAUGHTER.relation, { exact: true }).tap();
    await page.getByTestId('invite-submit').tap();
    await page.getByTestId('invitation-link').waitFor();
    const link = /\/#\/pages\/circle-invitation\?token=\S+/.exec(
      (await page.getByTestId('invitation-link').textContent()) ?? '',
    )?.[0];
    expect(link).toBeDefined();
    await page.getByRole('button', { name: '知道了' }).tap();
    const phone = await journey.newPhone();
    await phone.goto(`${journey.baseUrl}${link}`);
    await phone.getByTestId('invitation-accept').tap();
    await phone.getByRole('button', { name: '确定' }).tap();
    await expect
      .poll(() => phone.getByTestId('circle-invitation').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('ACTIVE');
    // Opened again later, the used link tells her she is in the circle.
    await phone.reload();
    await expect.poll(() => phone.getByTestId('circle-invitation').getAttribute('data-state')).toBe('ACTIVE');
    expect(await phone.locator('.adm-result-title').textContent()).toBe('您已加入守护圈');
    await phone.screenshot({ path: '/tmp/circle-invitation-used.png' });

    // A new warning on the person arrives through the intake.
    const warning = await pushWarning(journey, {
      victimName: PERSON.name,
      victimIdNumber: PERSON.idNumber,
      victimPhone: PERSON.phone,
    });
    await journey.open(`${WARNING.detail}?id=${warning.assignmentId}`);
    await page.getByTestId('warning-detail').waitFor();
    // The circle is there to record a member's 劝阻 on this warning.
    await page.getByTestId('dissuasion-add').waitFor();
    await signOpenWarning(page);
    await settle(page);
    await tapTo(page, page.getByTestId('feedback-button'), WARNING.handle);

    // 联系对象 亲友: the son is offered from the circle.
    await page.getByTestId('handle-submit').waitFor();
    await formItem(page, '联系对象').locator('.adm-radio').filter({ hasText: '亲友' }).tap();
    await formItem(page, '联系亲友').tap();
    const option = page
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: `${MEMBER.name}（${MEMBER.relation}）` });
    await option.waitFor();
    await page
      .locator('.adm-picker-view-column-item')
      .filter({ hasText: `${DAUGHTER.name}（${DAUGHTER.relation}）` })
      .waitFor();
    await expectReadableScreen(page, 'feedback-circle-member-picker');
    await page.getByText('确定', { exact: true }).tap();
    await expect.poll(() => formItem(page, '联系亲友').textContent()).toContain(MEMBER.name);
    await waitForRoute(page, WARNING.handle);
  });
});
