import { AUTH_ENDPOINTS, ERROR_CODES, PEOPLE_ENDPOINTS, SESSION_ABSOLUTE_MS, urlOf } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { guardUser } from './guard-account.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
/** Guards of the demo city, by where they work. */
const guards = {} as Record<
  'teammate' | 'neighbourCommunity' | 'otherDistrict' | 'districtAdmin',
  { id: string; phone: string }
>;
let plainGuard: { token: string; uid: string };
let teamAdmin: { token: string; uid: string };

async function guardOf(orgId: string, roleType: number, notPhone?: string) {
  const rows = await t.db.select().from(guardUser).where(eq(guardUser.orgId, orgId));
  const found = rows.find((row) => row.roleType === roleType && row.phone !== notPhone);
  if (!found) throw new Error(`no guard with role ${roleType} in ${orgId}`);
  return found;
}

beforeAll(async () => {
  t = await buildTestApp();
  guards.teammate = await guardOf('org-d1-s1-c1', 1, DEMO_LOGINS.guard);
  guards.neighbourCommunity = await guardOf('org-d1-s1-c2', 1);
  guards.otherDistrict = await guardOf('org-d2-s1-c1', 1);
  guards.districtAdmin = await guardOf('org-d1', 4);
  plainGuard = await loginGuard(t.app, DEMO_LOGINS.guard);
  teamAdmin = await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
const guardInfo = (token: string | undefined, uid?: string) =>
  get(`${urlOf(PEOPLE_ENDPOINTS.guardUserInfo)}${uid ? `?uid=${uid}` : ''}`, token);

const HUBIN_GUARD = { area: '东湖区分局', street: '湖滨街道' };
const NOT_FOUND = { code: 404, success: false, message: '卫士不存在' };

describe('GET /api/guard-user/info', () => {
  it('answers a guard his own name, area (district) and street (station)', async () => {
    const [me] = await t.db.select().from(guardUser).where(eq(guardUser.phone, DEMO_LOGINS.guard));
    const response = await guardInfo(plainGuard.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      success: true,
      message: '操作成功',
      data: { name: me?.name, ...HUBIN_GUARD },
    });
    expect((await guardInfo(plainGuard.token, plainGuard.uid)).json().data).toEqual(response.json().data);
  });

  it('lets a team admin read a guard of his own community', async () => {
    const response = await guardInfo(teamAdmin.token, plainGuard.uid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(HUBIN_GUARD);
  });

  it('answers 404 when a plain guard asks for another guard, even a teammate', async () => {
    const response = await guardInfo(plainGuard.token, guards.teammate.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(NOT_FOUND);
  });

  it('answers 404 when a team admin asks for a guard outside his community', async () => {
    expect((await guardInfo(teamAdmin.token, guards.neighbourCommunity.id)).json()).toMatchObject(NOT_FOUND);
    expect((await guardInfo(teamAdmin.token, guards.otherDistrict.id)).json()).toMatchObject(NOT_FOUND);
    expect((await guardInfo(teamAdmin.token, guards.districtAdmin.id)).json()).toMatchObject(NOT_FOUND);
  });

  it('lets a district admin read guards of his district but not of another', async () => {
    const districtAdmin = await loginGuard(t.app, guards.districtAdmin.phone);
    expect((await guardInfo(districtAdmin.token, guards.neighbourCommunity.id)).statusCode).toBe(200);
    expect((await guardInfo(districtAdmin.token, guards.otherDistrict.id)).json()).toMatchObject(NOT_FOUND);
  });

  it('answers an unknown uid exactly like one out of scope', async () => {
    const unknown = await guardInfo(teamAdmin.token, 'guard-9999');
    const outOfScope = await guardInfo(teamAdmin.token, guards.otherDistrict.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(outOfScope.json());
  });

  it('lets oa staff read guards within their organisation', async () => {
    const admin = await loginOa(t.app, 'oaAdmin');
    const response = await guardInfo(admin, plainGuard.uid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject(HUBIN_GUARD);
    expect((await guardInfo(admin, guards.otherDistrict.id)).json().data).toMatchObject({
      area: '西山区分局',
      street: '西山街道',
    });

    const districtStaff = await loginOa(t.app, 'oaStaff');
    expect((await guardInfo(districtStaff, plainGuard.uid)).statusCode).toBe(200);
    expect((await guardInfo(districtStaff, guards.otherDistrict.id)).json()).toMatchObject(NOT_FOUND);
    expect((await guardInfo(districtStaff)).statusCode).toBe(404);
  });

  it('is forbidden to cooperation users', async () => {
    const response = await guardInfo(await loginCooperation(t.app), plainGuard.uid);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, success: false, data: { errorCode: ERROR_CODES.forbidden } });
  });

  it('answers 401 without a token', async () => {
    const response = await guardInfo(undefined, plainGuard.uid);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 401,
      success: false,
      data: { errorCode: ERROR_CODES.unauthenticated },
    });
  });
});

describe('GET /api/cooperation/user/v2/get-my-info', () => {
  it('answers the cooperation user and the partner organisation', async () => {
    const response = await get(urlOf(PEOPLE_ENDPOINTS.cooperationMyInfo), await loginCooperation(t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      accountId: 'coop-001',
      name: '赵合作',
      phone: DEMO_LOGINS.cooperation.phone,
      orgId: 'org-p01',
      orgName: '工商银行江澜分行',
    });
  });

  it('is forbidden to guard and oa sessions', async () => {
    expect((await get(urlOf(PEOPLE_ENDPOINTS.cooperationMyInfo), plainGuard.token)).statusCode).toBe(403);
    expect((await get(urlOf(PEOPLE_ENDPOINTS.cooperationMyInfo), await loginOa(t.app))).statusCode).toBe(403);
  });
});

describe('GET /api/auth/loginInfo', () => {
  const loginInfo = async (token: string) => {
    const response = await get(urlOf(AUTH_ENDPOINTS.loginInfo), token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const expiresAtOfNewSession = () => new Date(t.clock.now().getTime() + SESSION_ABSOLUTE_MS).toISOString();

  it('describes an oa session', async () => {
    const token = await loginOa(t.app);
    expect(await loginInfo(token)).toEqual({
      loginType: 'oa',
      accountId: 'oa-admin',
      name: '王管理',
      phone: '',
      orgId: 'org-centre',
      orgName: '江澜市反诈中心',
      orgLevel: 1,
      roleType: null,
      utype: 1,
      expiresAt: expiresAtOfNewSession(),
    });
  });

  it('describes a guard session', async () => {
    expect(await loginInfo(teamAdmin.token)).toMatchObject({
      loginType: 'guard',
      accountId: teamAdmin.uid,
      phone: DEMO_LOGINS.guardTeamAdmin,
      orgId: 'org-d1-s1-c1',
      orgLevel: 4,
      roleType: 2,
      utype: null,
    });
  });

  it('describes a cooperation session', async () => {
    expect(await loginInfo(await loginCooperation(t.app))).toMatchObject({
      loginType: 'cooperation',
      accountId: 'coop-001',
      name: '赵合作',
      phone: DEMO_LOGINS.cooperation.phone,
      orgId: 'org-p01',
      roleType: null,
      utype: null,
    });
  });
});
