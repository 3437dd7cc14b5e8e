import {
  EARLY_WARNING_ENDPOINTS as E,
  TRANSFER_ENDPOINTS,
  urlOf,
  WARNING_OVERVIEW_ENDPOINTS as O,
  type WarningOverview,
  type WarningProgress,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { loginOa, loginStationOa } from '../../testing/sessions.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
let districtOa: string;
let stationOa: string;

/** 1 June 2019 (China time) holds only this file's fixture; the demo data lies around the real "now". */
const FROM = '2019-05-31T16:00:00.000Z';
const TO = '2019-06-01T15:59:59.999Z';
const RANGE = `from=${FROM}&to=${TO}`;
const at = (hhmm: string) => new Date(`2019-06-01T${hhmm}:00Z`);
const [C1, C2] = ['org-d1-s1-c1', 'org-d1-s1-c2'];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
async function post(url: string, token: string, payload: object): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
}
const feedback = (token: string, assignmentId: string, version: number, form: object = {}) =>
  post(urlOf(E.feedback), token, { ...FINAL_FEEDBACK, assignmentId, version, ...form });

async function overviewOf(token: string, extra = ''): Promise<WarningOverview> {
  const response = await get(`${urlOf(O.overview)}?${RANGE}${extra}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
/** The list's total under the same range and filters: the rows behind a figure. */
async function listTotal(token: string, filters: Record<string, string>): Promise<number> {
  const query = new URLSearchParams({ from: FROM, to: TO, pageSize: '50', ...filters });
  const response = await get(`${urlOf(E.page)}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json().data;
  expect(page.totalIsCapped).toBe(false);
  expect(page.records.length).toBe(page.total);
  return page.total;
}

/*
 * District org-d1 holds seven warnings on 1 June 2019 (one more was forced out to org-d2); org-d2
 * holds two. The fake clock stands at 12:00 UTC that day, so some deadlines passed and some did not.
 */
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.advance(Date.parse('2019-06-01T12:00:00Z') - t.clock.now().getTime());
  tokens = await loginWarningRoles(t.app, t.db);
  districtOa = await loginOa(t.app, 'oaStaff');
  // An oa account of a station: below the overview's rule.
  stationOa = await loginStationOa(t.app, t.db);

  // a: unsigned past its 5-minute deadline (overdue).
  await createWarning(t.db, { orgId: C1, level: 1, pushedAt: at('11:00'), source: 'province' });
  // b: unsigned, deadline still ahead.
  await createWarning(t.db, { orgId: C1, level: 3, pushedAt: at('11:50'), source: 'bank', fraudTypeCode: 'LOAN_FEE' });
  // c: fed back, then sent back by the station (returned, not overdue).
  const c = await createWarning(t.db, { orgId: C2, level: 2, state: 'HANDLING', pushedAt: at('11:30') });
  await feedback(tokens.siblingGuard, c.assignmentId, 0);
  await post(urlOf(E.rejectFeedback), tokens.station, { assignmentId: c.assignmentId, version: 1, reason: '未见本人' });
  // d: fed back and closed by the centre's return visit.
  const d = await createWarning(t.db, { orgId: C1, level: 4, state: 'HANDLING', pushedAt: at('10:00') });
  await feedback(tokens.guard, d.assignmentId, 0);
  await post(urlOf(E.returnVisit), tokens.oa, { assignmentId: d.assignmentId, version: 1, outcome: 'EFFECTIVE' });
  // e: another station, overdue and escalated.
  const e = await createWarning(t.db, { orgId: 'org-d1-s2-c1', level: 2, pushedAt: at('09:00'), source: 'bank' });
  await t.db
    .update(warningAssignment)
    .set({ escalatedAt: at('09:10') })
    .where(eq(warningAssignment.id, e.assignmentId));
  // f: an interim feedback (fed back, waiting for the second), past its 60-minute feedback deadline.
  const f = await createWarning(t.db, { orgId: C1, level: 2, state: 'HANDLING', pushedAt: at('10:30') });
  await feedback(tokens.guard, f.assignmentId, 0, { isFinal: false });
  // g: forced by the centre out to org-d2 (held there, no longer by org-d1).
  const g = await createWarning(t.db, { orgId: C1, level: 2, pushedAt: at('08:30') });
  await post(urlOf(TRANSFER_ENDPOINTS.create), tokens.oa, {
    assignmentId: g.assignmentId,
    version: 0,
    toOrgId: 'org-d2-s1-c1',
    reason: 'NOT_JURISDICTION',
    force: true,
  });
  // h: org-d2, overdue.
  await createWarning(t.db, { orgId: 'org-d2-s1-c1', level: 1, pushedAt: at('08:00') });
  // i: held by the district itself (本级), overdue.
  await createWarning(t.db, { orgId: 'org-d1', level: 3, pushedAt: at('07:00'), fraudTypeCode: null });
  // Outside the range.
  await createWarning(t.db, { orgId: C1, level: 1, pushedAt: new Date('2019-05-30T10:00:00Z') });
});
afterAll(() => t.close());

describe('warning overview 预警总览', () => {
  it('counts what a district holds, bucket by bucket', async () => {
    const overview = await overviewOf(districtOa);
    expect(overview).toMatchObject({
      childKind: 'station',
      total: 7,
      visited: 2,
      notVisited: 5,
      overdue: 4,
      returned: 1,
      escalated: 1,
      // Signed without a final feedback: c (sent back, within its deadline) and f (待二次反馈, late);
      // the unsigned late ones (a, e, i) are overdue but nobody has taken them up to follow.
      followUp: 2,
      untyped: 1,
      day: '2019-06-01',
    });
    expect(overview.bySource.find((s) => s.key === 'bank')?.count).toBe(2);
    expect(overview.byLevel.map((l) => l.count)).toEqual([1, 3, 2, 1]);
    // China time: 07:00Z is 15 h … 11:50Z is 19 h.
    expect(overview.byHour.slice(15, 20)).toEqual([1, 0, 1, 2, 3]);
    expect(overview.byHour.reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('lists the stations overdue first, the district itself as 本级', async () => {
    const { byOrg } = await overviewOf(districtOa);
    expect(byOrg.slice(0, 3).map((row) => [row.orgId, row.total, row.overdue, row.followUp])).toEqual([
      ['org-d1-s1', 5, 2, 2],
      ['org-d1-s2', 1, 1, 0],
      ['org-d1', 1, 1, 0],
    ]);
    expect(byOrg[2]?.isOwn).toBe(true);
    expect(byOrg.slice(3).every((row) => row.total === 0)).toBe(true);
    expect(byOrg.reduce((sum, row) => sum + row.total, 0)).toBe(7);
  });

  it('gives the centre the city by district', async () => {
    const overview = await overviewOf(tokens.oa);
    expect(overview).toMatchObject({ childKind: 'district', total: 9, overdue: 5 });
    const byId = new Map(overview.byOrg.map((row) => [row.orgId, row]));
    expect(byId.get('org-d1')).toMatchObject({ total: 7, overdue: 4, visited: 2, notVisited: 5 });
    expect(byId.get('org-d2')).toMatchObject({ total: 2, overdue: 1 });
    expect(overview.byOrg[0]?.orgId).toBe('org-d1');
  });

  it('answers every figure with exactly the rows the list opens for it', async () => {
    for (const token of [districtOa, tokens.oa]) {
      const overview = await overviewOf(token);
      const buckets: WarningProgress[] = [
        'held',
        'visited',
        'notVisited',
        'followUp',
        'overdue',
        'returned',
        'escalated',
      ];
      const figures = { ...overview, held: overview.total };
      for (const progress of buckets) expect(await listTotal(token, { progress }), progress).toBe(figures[progress]);
      for (const row of overview.byOrg) {
        const org: Record<string, string> = row.isOwn ? { scope: 'mine' } : { orgId: row.orgId };
        expect(await listTotal(token, { ...org, progress: 'held' }), row.orgName).toBe(row.total);
        expect(await listTotal(token, { ...org, progress: 'overdue' }), row.orgName).toBe(row.overdue);
        expect(await listTotal(token, { ...org, progress: 'followUp' }), row.orgName).toBe(row.followUp);
      }
      for (const { key, count } of overview.bySource)
        expect(await listTotal(token, { source: key, progress: 'held' })).toBe(count);
      for (const { key, count } of overview.byLevel)
        expect(await listTotal(token, { level: key, progress: 'held' })).toBe(count);
      for (const { key, count } of overview.byFraudType)
        expect(await listTotal(token, { fraudTypeCode: key, progress: 'held' })).toBe(count);
    }
  });

  it('badges the open overdue warnings of the area, whenever pushed', async () => {
    const badge = await get(urlOf(O.badge), districtOa);
    expect(badge.statusCode).toBe(200);
    const all = await get(`${urlOf(E.page)}?progress=overdue&pageSize=1`, districtOa);
    expect(badge.json().data.overdue).toBe(all.json().data.total);
    expect(badge.json().data.overdue).toBeGreaterThanOrEqual(4);
  });
});

describe('overview scoping and input', () => {
  it('refuses oa staff below a district (403) and guards (403)', async () => {
    expect((await get(`${urlOf(O.overview)}?${RANGE}`, stationOa)).statusCode).toBe(403);
    expect((await get(urlOf(O.badge), stationOa)).statusCode).toBe(403);
    expect((await get(`${urlOf(O.overview)}?${RANGE}`, tokens.district)).statusCode).toBe(403);
  });

  it('answers 404 when a district asks the list for an organisation outside its subtree', async () => {
    expect((await get(`${urlOf(E.page)}?orgId=org-d2`, districtOa)).statusCode).toBe(404);
    expect((await get(`${urlOf(E.page)}?orgId=org-unknown`, tokens.oa)).statusCode).toBe(404);
    expect((await get(`${urlOf(E.stateCounts)}?orgId=org-d2`, districtOa)).statusCode).toBe(404);
    expect(await listTotal(districtOa, { orgId: 'org-d1-s1', progress: 'held' })).toBe(5);
  });

  it('refuses a bad range or day with 400 naming the field', async () => {
    const bad = async (query: string, field: string) => {
      const response = await get(`${urlOf(O.overview)}?${query}`, tokens.oa);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(field);
    };
    await bad(`from=${TO}&to=${FROM}`, 'to');
    await bad(`from=2017-01-01T00:00:00Z&to=${TO}`, 'to');
    await bad(`${RANGE}&day=2019-02-30`, 'day');
    await bad(`to=${TO}`, 'from');
    await bad(`${RANGE}&day=${'9'.repeat(40)}`, 'day');
  });

  it('draws the hourly curve of a chosen day', async () => {
    const overview = await overviewOf(tokens.oa, '&day=2019-05-30');
    // 10:00Z on 30 May is 18 h China time (outside the range's totals, inside that day's curve).
    expect(overview.byHour[18]).toBe(1);
    expect(overview.total).toBe(9);
  });
});
