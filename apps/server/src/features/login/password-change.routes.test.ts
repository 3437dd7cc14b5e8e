import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  ERROR_CODES,
  PASSWORD_ENDPOINTS,
  PASSWORD_MESSAGES,
  type PasswordChangeBody,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { operationLog } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { send } from '../../testing/requests.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

/** Passwords change per test (and locks count), so each test gets its own app and database. */
async function freshApp() {
  const t = await buildTestApp();
  onTestFinished(() => t.close());
  return t;
}
type TestApp = Awaited<ReturnType<typeof freshApp>>;

const OA = DEMO_LOGINS.oaStaff;
const COOPERATION = DEMO_LOGINS.cooperation;
const change = (t: TestApp, token: string, body: PasswordChangeBody) =>
  send(t.app, PASSWORD_ENDPOINTS.change, { as: token, body });
const oaLogin = (t: TestApp, password: string) =>
  send(t.app, ACCOUNT_ENDPOINTS.oa.login, { body: { accountName: OA.accountName, password } });
const cooperationLogin = (t: TestApp, password: string) =>
  send(t.app, ACCOUNT_ENDPOINTS.cooperation.login, { body: { phone: COOPERATION.phone, password } });
const loginInfo = (t: TestApp, token: string) => send(t.app, AUTH_ENDPOINTS.loginInfo, { as: token });
const refusal = (field: string, message: string, errorCode: string) => ({
  code: 400,
  success: false,
  message,
  data: { errorCode, field },
});

// Each test hashes and verifies several argon2 passwords (tens of MB and CPU-heavy each): allow a busy machine.
describe('changing a password (oa staff and partners)', { timeout: 120_000 }, () => {
  it.each([
    { who: 'oa', login: oaLogin, signIn: (t: TestApp) => loginOa(t.app, 'oaStaff'), old: OA.password },
    {
      who: 'cooperation',
      login: cooperationLogin,
      signIn: (t: TestApp) => loginCooperation(t.app),
      old: COOPERATION.password,
    },
  ])(
    '$who: changes it, ends every session, and the new password logs in while the old does not',
    async ({ login, signIn, old }) => {
      const t = await freshApp();
      const [token, otherDevice] = [await signIn(t), await signIn(t)];
      const changed = await change(t, token, { oldPassword: old, newPassword: 'Changed_2026' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ code: 200, success: true, message: PASSWORD_MESSAGES.changed, data: null });
      for (const ended of [token, otherDevice]) expect((await loginInfo(t, ended)).statusCode).toBe(402);
      expect((await login(t, old)).statusCode).toBe(400);
      const again = await login(t, 'Changed_2026');
      expect(again.statusCode).toBe(200);
      expect((await loginInfo(t, again.json().data.token)).statusCode).toBe(200);
    },
  );

  it('refuses a wrong old password under its field and changes nothing', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app, 'oaStaff');
    const wrong = await change(t, token, { oldPassword: 'staff_999', newPassword: 'Changed_2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('oldPassword', PASSWORD_MESSAGES.wrongOld, ERROR_CODES.badCredentials));
    expect((await loginInfo(t, token)).statusCode).toBe(200);
    expect((await oaLogin(t, OA.password)).statusCode).toBe(200);
  });

  it('locks the account after five wrong old passwords, as five wrong logins do', async () => {
    const t = await freshApp();
    const token = await loginOa(t.app, 'oaStaff');
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(
        (await change(t, token, { oldPassword: `wrong_${attempt}x`, newPassword: 'Changed_2026' })).statusCode,
      ).toBe(400);
    const fifth = await change(t, token, { oldPassword: 'wrong_5x', newPassword: 'Changed_2026' });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().data.errorCode).toBe(ERROR_CODES.accountLocked);
    // Locked: even the right old password, and the login, are refused.
    expect((await change(t, token, { oldPassword: OA.password, newPassword: 'Changed_2026' })).statusCode).toBe(403);
    expect((await oaLogin(t, OA.password)).statusCode).toBe(403);
  });

  it.each([
    ['abcdefgh', PASSWORD_MESSAGES.classes],
    ['abc_123', PASSWORD_MESSAGES.length],
    ['Abcdefg-12', PASSWORD_MESSAGES.length],
  ])('refuses the weak new password %j: %s', async (newPassword, message) => {
    const t = await freshApp();
    const token = await loginCooperation(t.app);
    const weak = await change(t, token, { oldPassword: COOPERATION.password, newPassword });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ data: { errorCode: ERROR_CODES.validation, field: 'newPassword' } });
    expect(weak.json().message).toContain(message);
    expect((await cooperationLogin(t, COOPERATION.password)).statusCode).toBe(200);
  });

  it('refuses the current password and the previous one as the new one', async () => {
    const t = await freshApp();
    const token = await loginCooperation(t.app);
    const same = await change(t, token, { oldPassword: COOPERATION.password, newPassword: COOPERATION.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().data.field).toBe('newPassword');
    expect(
      (await change(t, token, { oldPassword: COOPERATION.password, newPassword: 'Partner_2026' })).statusCode,
    ).toBe(200);
    const next = (await cooperationLogin(t, 'Partner_2026')).json().data.token as string;
    const back = await change(t, next, { oldPassword: 'Partner_2026', newPassword: COOPERATION.password });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual(refusal('newPassword', PASSWORD_MESSAGES.reused, ERROR_CODES.passwordReused));
    // A third password is fine; then the second is the previous one, and the first may come back.
    expect((await change(t, next, { oldPassword: 'Partner_2026', newPassword: 'Partner_2027' })).statusCode).toBe(200);
    const third = (await cooperationLogin(t, 'Partner_2027')).json().data.token as string;
    const second = await change(t, third, { oldPassword: 'Partner_2027', newPassword: 'Partner_2026' });
    expect(second.json()).toEqual(refusal('newPassword', PASSWORD_MESSAGES.reused, ERROR_CODES.passwordReused));
    expect(
      (await change(t, third, { oldPassword: 'Partner_2027', newPassword: COOPERATION.password })).statusCode,
    ).toBe(200);
  });

  it('is not for guards (they have no password) nor for anyone logged out', async () => {
    const t = await freshApp();
    const { token } = await loginGuard(t.app);
    const body = { oldPassword: 'guard_123', newPassword: 'Changed_2026' };
    expect((await change(t, token, body)).statusCode).toBe(403);
    expect((await send(t.app, PASSWORD_ENDPOINTS.change, { body })).statusCode).toBe(401);
  });

  it('writes the change and the ended sessions to the operation log', async () => {
    const t = await freshApp();
    const [token] = [await loginOa(t.app, 'oaStaff'), await loginOa(t.app, 'oaStaff')];
    expect((await change(t, token, { oldPassword: OA.password, newPassword: 'Changed_2026' })).statusCode).toBe(200);
    const logged = await t.db
      .select({ action: operationLog.action, actorId: operationLog.actorId, remark: operationLog.remark })
      .from(operationLog)
      .where(and(eq(operationLog.entityType, 'account'), eq(operationLog.entityId, 'oa-staff')))
      .orderBy(operationLog.id);
    expect(logged).toEqual(
      expect.arrayContaining([
        { action: 'account.password_changed', actorId: 'oa-staff', remark: null },
        { action: 'session.revoked', actorId: 'oa-staff', remark: '修改密码，结束2个会话' },
      ]),
    );
  });
});
