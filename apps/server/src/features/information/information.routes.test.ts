import {
  EARLY_WARNING_ENDPOINTS,
  GUARD_ROLE,
  INFORMATION_ENDPOINTS,
  INFORMATION_QUERIES_PER_HOUR,
  urlOf,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { accessLog } from '../../db/schema.ts';
import { FINAL_FEEDBACK, phoneOf, pushWarning } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let guardA: { token: string; uid: string };
let guardB: { token: string; uid: string };
let centre: string;
let ownPersonKey: string;
const OWN = { victimName: '欧阳查询', victimPhone: '13977770001', victimIdNumber: '33010219850505126X' };
const OTHER = { victimName: '欧阳查找', victimPhone: '13977770002', victimIdNumber: '330102198505051243' };

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  ({ personKey: ownPersonKey } = await pushWarning(t.app, t.db, { ...OWN, orgId: 'org-d1-s1-c1' }));
  await pushWarning(t.app, t.db, { ...OTHER, orgId: 'org-d2-s1-c1' });
  guardA = await loginGuard(t.app, DEMO_LOGINS.guard);
  guardB = await loginGuard(t.app, await phoneOf(t.db, 'org-d1-s1-c2', GUARD_ROLE.guard));
  centre = await loginOa(t.app, 'oaAdmin');
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const search = (token: string, keyword: string) =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(INFORMATION_ENDPOINTS.page)}?keyword=${encodeURIComponent(keyword)}`,
    headers: { authorization: token },
  });
const names = async (token: string, keyword: string) =>
  (await search(token, keyword)).json().data.records.map((r: { victimName: string }) => r.victimName);

describe('GET /api/guard/information/v2/page', () => {
  it('finds by phone, ID number (either case of X) or name, masked, only within the caller’s subtree', async () => {
    const byPhone = await search(guardA.token, OWN.victimPhone);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data.records).toMatchObject([
      { victimName: '欧**询', victimPhone: '139****0001', victimIdNumber: '330***********126X', orgId: 'org-d1-s1-c1' },
    ]);
    expect(await names(guardA.token, OTHER.victimPhone)).toEqual([]);
    expect(await names(guardA.token, OWN.victimIdNumber.toLowerCase())).toEqual(['欧**询']);
    expect(await names(guardA.token, OTHER.victimIdNumber)).toEqual([]);
    expect(await names(guardA.token, '欧阳查')).toEqual(['欧**询']);
    expect(await names(guardA.token, '欧阳查找')).toEqual([]);
    expect((await names(centre, '欧阳查')).sort()).toEqual(['欧**找', '欧**询']);
  });

  it('writes every query to the access log, a whole number only masked and as the searched person', async () => {
    // In insertion order: the audit sealer updates each row once, so PostgreSQL's unordered read may differ.
    const logOf = () => t.db.select().from(accessLog).where(eq(accessLog.actorId, guardA.uid)).orderBy(accessLog.id);
    const before = await logOf();
    await search(guardA.token, '欧阳');
    await search(guardA.token, '13977770009');
    await search(guardA.token, OWN.victimIdNumber.toLowerCase());
    const after = await logOf();
    expect(after.length - before.length).toBe(3);
    expect(after.slice(-3)).toMatchObject([
      { action: 'information.query', query: '欧阳', personKey: null, orgId: 'org-d1-s1-c1', actorType: 'guard' },
      { action: 'information.query', query: '139****0009', personKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
      // The searched victim's 访问记录 (who saw this person) shows the search.
      { action: 'information.query', query: '330***********126X', personKey: ownPersonKey },
    ]);
  });

  it(`refuses the ${INFORMATION_QUERIES_PER_HOUR + 1}st query in an hour with 429, and allows it an hour later`, async () => {
    for (let i = 0; i < INFORMATION_QUERIES_PER_HOUR; i += 1) {
      expect((await search(guardB.token, `查询${i}`)).statusCode).toBe(200);
    }
    t.clock.advance(30 * 60_000);
    const refused = await search(guardB.token, '查询61');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 429,
      success: false,
      data: { errorCode: 'information.quota_exceeded' },
    });
    const logged = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.actorId, guardB.uid), eq(accessLog.action, 'information.query_refused')));
    expect(logged).toHaveLength(1);
    t.clock.advance(30 * 60_000);
    expect((await search(guardB.token, '查询62')).statusCode).toBe(200);
  });

  it('validates the keyword', async () => {
    expect((await search(guardA.token, '欧')).statusCode).toBe(400);
  });

  it('names the fraud type as the handling judged it, like the detail and the list', async () => {
    // Pushed without a fraud type (and one pushed as LOAN_FEE), then judged 网络刷单 in the feedback.
    const judged = [
      await pushWarning(t.app, t.db, { victimName: '欧阳刷单', victimPhone: '13977770003', orgId: 'org-d1-s1-c1' }),
      await pushWarning(t.app, t.db, {
        victimName: '欧阳刷单',
        victimPhone: '13977770003',
        fraudTypeCode: 'LOAN_FEE',
        orgId: 'org-d1-s1-c1',
      }),
    ];
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { authorization: guardA.token }, payload });
    for (const assignment of judged) {
      expect(
        (await post(urlOf(EARLY_WARNING_ENDPOINTS.sign), { assignmentId: assignment.id, version: 0 })).statusCode,
      ).toBe(200);
      const feedback = { ...FINAL_FEEDBACK, fraudTypeCode: 'REBATE_TASK', assignmentId: assignment.id, version: 1 };
      expect((await post(urlOf(EARLY_WARNING_ENDPOINTS.feedback), feedback)).statusCode).toBe(200);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `${urlOf(EARLY_WARNING_ENDPOINTS.info)}?id=${judged[0]!.id}`,
      headers: { authorization: guardA.token },
    });
    expect(detail.json().data).toMatchObject({ fraudTypeCode: 'REBATE_TASK', fraudTypeName: '网络刷单' });
    const records = (await search(guardA.token, '13977770003')).json().data.records;
    expect(records).toHaveLength(2);
    expect(records).toMatchObject([
      { fraudTypeCode: 'REBATE_TASK', fraudTypeName: '网络刷单' },
      { fraudTypeCode: 'REBATE_TASK', fraudTypeName: '网络刷单' },
    ]);
  });
});
