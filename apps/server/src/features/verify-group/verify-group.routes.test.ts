import { AUTH_ENDPOINTS, urlOf, VERIFY_GROUP_ENDPOINTS } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCooperation, loginGuard, loginOa, loginStationOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginOa(t.app, 'oaAdmin');
  staff = await loginOa(t.app, 'oaStaff');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const verifyGroups = (token: string) => get(urlOf(VERIFY_GROUP_ENDPOINTS.list), token);
const reVerifyGroups = (token: string, accountId: string) =>
  get(`${urlOf(VERIFY_GROUP_ENDPOINTS.reVerifyList)}?accountId=${accountId}`, token);
const DISTRICT_IDS = ['org-d1', 'org-d2', 'org-d3', 'org-d4', 'org-d5'];

describe('GET /api/oa/org/group/v2/list', () => {
  it('answers the administrator his two verify groups, the default (vg-east) first, with their organisations', async () => {
    const response = await verifyGroups(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, success: true });
    expect(response.json().data).toEqual([
      { id: 'vg-east', name: '东湖区核查组', orgIds: ['org-d1'] },
      { id: 'vg-west', name: '西山区核查组', orgIds: ['org-d2'] },
    ]);
  });

  it('answers an empty list to oa staff in no group', async () => {
    const station = await loginStationOa(t.app, t.db);
    expect((await verifyGroups(station)).json()).toMatchObject({ code: 200, success: true, data: [] });
    // The oa home offers 复核 by the caller's own re-verify list: a station's is empty, the reviewer's not.
    expect((await reVerifyGroups(station, 'oa-station-test')).json()).toMatchObject({ code: 200, data: [] });
    const reviewer = await loginOa(t.app, 'oaReviewer');
    const reviewerId = (await get(urlOf(AUTH_ENDPOINTS.loginInfo), reviewer)).json().data.accountId as string;
    const groups = (await reVerifyGroups(reviewer, reviewerId)).json().data as { id: string }[];
    expect(groups.map((group) => group.id)).toEqual(['rvg-city']);
  });

  it('is forbidden to guard and cooperation sessions', async () => {
    expect((await verifyGroups((await loginGuard(t.app)).token)).statusCode).toBe(403);
    expect((await verifyGroups(await loginCooperation(t.app))).statusCode).toBe(403);
  });
});

describe('GET /api/oa/org/group/v2/re-verify/list', () => {
  it("answers the administrator's own re-verify group with every district", async () => {
    const response = await reVerifyGroups(admin, 'oa-admin');
    expect(response.statusCode).toBe(200);
    const [group, ...others] = response.json().data;
    expect(others).toEqual([]);
    expect(group).toMatchObject({ id: 'rvg-city', name: '市级复核组' });
    expect([...group.orgIds].sort()).toEqual(DISTRICT_IDS);
  });

  it('lets the administrator read anyone, and staff read their own (empty) list', async () => {
    expect((await reVerifyGroups(admin, 'oa-staff')).json()).toMatchObject({ code: 200, data: [] });
    expect((await reVerifyGroups(staff, 'oa-staff')).json()).toMatchObject({ code: 200, data: [] });
  });

  it("is forbidden when staff ask for the administrator's list", async () => {
    const response = await reVerifyGroups(staff, 'oa-admin');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, success: false, message: '无权访问' });
  });

  it('is forbidden to a guard', async () => {
    expect((await reVerifyGroups((await loginGuard(t.app, '13800000001')).token, 'oa-admin')).statusCode).toBe(403);
  });

  it('requires the accountId', async () => {
    const response = await get(urlOf(VERIFY_GROUP_ENDPOINTS.reVerifyList), admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false });
  });
});
