import { EARLY_WARNING_ENDPOINTS as E, FRAUD_TYPE_ENDPOINTS, PROTECTION_CIRCLE_ENDPOINTS, urlOf } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../db/schema.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, FINAL_FEEDBACK as finalFeedback, loginWarningRoles } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
/** Fixtures live in March 2020, far from the demo data around "now"; lists filter to this window. */
const BASE = Date.parse('2020-03-01T00:00:00Z');
const WINDOW = `from=2020-03-01T00:00:00Z&to=2020-03-31T00:00:00Z`;
const HOUR = 3_600_000;
const fixture = { own: '', sibling: '', otherDistrict: '' };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const page = (token: string, query = '') => get(`${urlOf(E.page)}?${WINDOW}&pageSize=100${query}`, token);
const info = (token: string, id: string) => get(`${urlOf(E.info)}?id=${id}`, token);
const stateOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
  fixture.own = (
    await createWarning(t.db, { orgId: 'org-d1-s1-c1', level: 1, pushedAt: new Date(BASE + HOUR) })
  ).assignmentId;
  fixture.sibling = (
    await createWarning(t.db, { orgId: 'org-d1-s1-c2', pushedAt: new Date(BASE + 2 * HOUR) })
  ).assignmentId;
  fixture.otherDistrict = (
    await createWarning(t.db, { orgId: 'org-d2-s1-c1', pushedAt: new Date(BASE + 3 * HOUR) })
  ).assignmentId;
});
afterAll(() => t.close());

describe('GET page: scoping', () => {
  const ids = async (token: string, query = '') =>
    ((await page(token, query)).json().data.records as { assignmentId: string }[]).map((r) => r.assignmentId);

  it("shows a guard their own organisation's warnings only, even when asking for the subtree", async () => {
    expect(await ids(tokens.guard)).toEqual([fixture.own]);
    expect(await ids(tokens.guard, '&scope=subtree')).toEqual([fixture.own]);
  });

  it('shows a station admin the whole station, and only the station itself with scope=mine', async () => {
    expect(await ids(tokens.station)).toEqual([fixture.sibling, fixture.own]);
    expect(await ids(tokens.station, '&scope=mine')).toEqual([]);
  });

  it('shows the centre everything and another district only its own', async () => {
    expect(await ids(tokens.oa)).toEqual([fixture.otherDistrict, fixture.sibling, fixture.own]);
    expect(await ids(tokens.otherDistrict)).toEqual([fixture.otherDistrict]);
  });

  it('masks personal data in the list and names the fraud type', async () => {
    const [record] = (await page(tokens.guard)).json().data.records;
    expect(record).toMatchObject({
      victimName: '张*丰',
      victimPhone: '138****1234',
      victimIdNumber: '110***********1234',
      fraudTypeName: '网络刷单',
      state: 'PENDING_SIGN',
      isOverdue: true,
      isDuplicate: false,
    });
    expect(JSON.stringify(record)).not.toContain('110101199001061234');
  });
});

describe('every route taking an id answers 404 outside the subtree', () => {
  it('info, sign, feedback, sync-handle, operate-log and protection circle', async () => {
    const id = fixture.otherDistrict;
    const missing = (await info(tokens.guard, 'no-such-id')).json();
    const answers = [
      await info(tokens.guard, id),
      await post(urlOf(E.sign), tokens.guard, { assignmentId: id, version: 0 }),
      await post(urlOf(E.feedback), tokens.guard, { ...finalFeedback, assignmentId: id, version: 0 }),
      await post(urlOf(E.syncHandle), tokens.guard, { ...finalFeedback, assignmentId: id }),
      await get(`${urlOf(E.operateLog)}?id=${id}`, tokens.guard),
      await get(`${urlOf(PROTECTION_CIRCLE_ENDPOINTS.members)}?assignmentId=${id}`, tokens.station),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(missing);
    }
    expect((await stateOf(id))?.state).toBe('PENDING_SIGN');
  });
});

describe('GET info', () => {
  const wholeViews = async () =>
    (await t.db.select().from(accessLog).where(eq(accessLog.subjectId, fixture.own))).length;

  it("shows the holding organisation's guard whole data and writes the access log", async () => {
    const response = await info(tokens.guard, fixture.own);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isWhole: true,
      victimIdNumber: '110101199001061234',
      victimPhone: '13812341234',
      victimBankCard: '6222021234567890123',
      canSign: true,
      canFeedback: false,
      canTransfer: true,
    });
    expect(response.json().data.steps.map((s: { name: string; done: boolean }) => [s.name, s.done])).toEqual([
      ['信息预警', true],
      ['信息分发', true],
      ['反馈处置', false],
      ['预警回访', false],
    ]);
    const [entry] = await t.db.select().from(accessLog).where(eq(accessLog.subjectId, fixture.own));
    expect(entry).toMatchObject({ action: 'warning.view_whole', actorType: 'guard', orgId: 'org-d1-s1-c1' });
  });

  it('masks data for a station admin and logs nothing', async () => {
    const before = await wholeViews();
    const { data } = (await info(tokens.station, fixture.own)).json();
    expect(data).toMatchObject({
      isWhole: false,
      victimIdNumber: '110***********1234',
      victimBankCard: '6222***********0123',
      canSign: false,
    });
    expect(await wholeViews()).toBe(before);
  });

  it('shows the centre whole data', async () => {
    expect((await info(tokens.oa, fixture.own)).json().data.isWhole).toBe(true);
  });
});

describe('GET page: keyset paging and filters', () => {
  const APRIL = 'from=2020-04-01T00:00:00Z&to=2020-04-30T00:00:00Z';
  const created: string[] = [];
  beforeAll(async () => {
    const start = Date.parse('2020-04-02T00:00:00Z');
    for (let i = 0; i < 23; i += 1) {
      // Groups of three share a push time: ties are broken by id, nothing is skipped or repeated.
      const pushedAt = new Date(start + Math.floor(i / 3) * HOUR);
      const level = ((i % 4) + 1) as 1 | 2 | 3 | 4;
      const state = i % 5 === 0 ? 'HANDLING' : 'PENDING_SIGN';
      const fraudTypeCode = i % 2 === 0 ? 'REBATE_LIKE' : 'LOAN_FEE';
      created.push(
        (await createWarning(t.db, { orgId: 'org-d1-s1-c3', level, state, pushedAt, fraudTypeCode })).assignmentId,
      );
    }
  });
  const list = (query: string, token = tokens.station) => get(`${urlOf(E.page)}?${APRIL}${query}`, token);

  it('returns every row exactly once across pages, newest first, with the total', async () => {
    const seen: { assignmentId: string; pushedAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(`&pageSize=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const { records, total, totalIsCapped, nextCursor } = response.json().data;
      expect([total, totalIsCapped]).toEqual([23, false]);
      seen.push(...records);
      cursor = nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen.map((r) => r.assignmentId)).size).toBe(23);
    expect([...seen.map((r) => r.assignmentId)].sort()).toEqual([...created].sort());
    const times = seen.map((r) => Date.parse(r.pushedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by state, level, parent fraud type and overdue', async () => {
    const total = async (query: string) => (await list(query)).json().data.total as number;
    expect(await total('&state=HANDLING')).toBe(5);
    expect(await total('&level=1')).toBe(6);
    expect(await total('&fraudTypeCode=REBATE')).toBe(12);
    expect(await total('&fraudTypeCode=LOAN_FEE')).toBe(11);
    expect(await total('&overdue=true')).toBe(23);
    expect(await total('&overdue=false')).toBe(0);
  });

  it('counts every state tab in one request, under the same filters and scope as the list', async () => {
    const counts = async (query: string, token = tokens.station) =>
      (await get(`${urlOf(E.stateCounts)}?${APRIL}${query}`, token)).json().data as {
        state: string;
        total: number;
      }[];
    const byState = (rows: { state: string; total: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.state, row.total]));
    expect(byState(await counts(''))).toMatchObject({ PENDING_SIGN: 18, HANDLING: 5, FED_BACK: 0, CLOSED: 0 });
    expect(byState(await counts('&level=1'))).toMatchObject({ PENDING_SIGN: 4, HANDLING: 2 });
    // Each count is what that tab's list says.
    for (const row of await counts('&fraudTypeCode=REBATE'))
      expect((await list(`&fraudTypeCode=REBATE&state=${row.state}`)).json().data.total, row.state).toBe(row.total);
    // Another district sees none of these.
    expect((await counts('', tokens.otherDistrict)).every((row) => row.total === 0)).toBe(true);
  });

  it('lists all warnings of a person through the opaque person reference', async () => {
    const [first] = (await list('&pageSize=1')).json().data.records;
    expect(first.personKey).not.toContain('110101');
    const all = (await get(`${urlOf(E.page)}?personKey=${first.personKey}&pageSize=100`, tokens.station)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(23);
    expect((await get(`${urlOf(E.page)}?personKey=110101199001011234`, tokens.station)).json().data.total).toBe(0);
  });

  it('refuses a forged cursor with 400', async () => {
    const response = await list('&cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cursor');
  });
});

describe('GET fraud-types', () => {
  it('answers the two-level dictionary', async () => {
    const { data } = (await get(urlOf(FRAUD_TYPE_ENDPOINTS.tree), tokens.guard)).json();
    expect(data[0]).toEqual({
      code: 'REBATE',
      name: '刷单返利',
      children: [
        { code: 'REBATE_TASK', name: '网络刷单' },
        { code: 'REBATE_LIKE', name: '点赞关注返利' },
      ],
    });
    expect(data).toHaveLength(14);
  });
});
