import { EARLY_WARNING_ENDPOINTS as E, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
/** A June 2019 window holds only this file's fixture (the demo data lies around "now"). */
const RANGE = 'from=2019-06-01T00:00:00Z&to=2019-06-02T00:00:00Z';
const at = (hhmm: string) => new Date(`2019-06-01T${hhmm}:00Z`);

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
  const c1 = 'org-d1-s1-c1';
  // Signed on time (5 min for level 1) and fed back finally, with money.
  const a = await createWarning(t.db, {
    orgId: c1,
    level: 1,
    state: 'HANDLING',
    pushedAt: at('01:30'),
    signedAt: at('01:32'),
    fraudTypeCode: 'REBATE_TASK',
  });
  // Signed late, interim feedback (not connected), then the final one.
  const b = await createWarning(t.db, {
    orgId: c1,
    level: 2,
    state: 'HANDLING',
    pushedAt: at('01:40'),
    signedAt: at('02:00'),
    fraudTypeCode: 'REBATE_LIKE',
  });
  // Still unsigned: overdue.
  await createWarning(t.db, { orgId: c1, level: 3, pushedAt: at('10:00'), fraudTypeCode: 'LOAN_FEE' });
  // Another community of the station, and another station of the district.
  await createWarning(t.db, {
    orgId: 'org-d1-s1-c2',
    level: 4,
    state: 'CLOSED',
    pushedAt: at('23:59'),
    fraudTypeCode: null,
  });
  await createWarning(t.db, { orgId: 'org-d1-s2-c1', level: 4, pushedAt: at('12:00') });

  const fb = (assignmentId: string, version: number, form: object) =>
    post(urlOf(E.feedback), tokens.guard, { ...FINAL_FEEDBACK, assignmentId, version, ...form });
  await fb(a.assignmentId, 0, { amountLost: '0', amountDissuaded: '1000.10', amountStopped: '20' });
  await fb(b.assignmentId, 0, {
    isFinal: false,
    connected: false,
    notConnectedReason: '关机',
    dissuasion: undefined,
    amountDissuaded: '999',
  });
  await fb(b.assignmentId, 1, { amountLost: '50.5', amountDissuaded: '200' });
});
afterAll(() => t.close());

describe('GET statistics', () => {
  it('adds up for the station over a fixed range', async () => {
    const response = await get(`${urlOf(E.statistics)}?${RANGE}`, tokens.station);
    expect(response.statusCode).toBe(200);
    const s = response.json().data;
    expect(s.total).toBe(4);
    const count = (list: { key: string; count: number }[]) =>
      Object.fromEntries(list.filter((e) => e.count > 0).map((e) => [e.key, e.count]));
    expect(count(s.byState)).toEqual({ FED_BACK: 2, PENDING_SIGN: 1, CLOSED: 1 });
    expect(count(s.byLevel)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(s.byFraudType).toEqual([
      { key: 'REBATE', name: '刷单返利', count: 2 },
      { key: 'LOAN', name: '虚假网络贷款', count: 1 },
    ]);
    expect(s.byChildOrg.map((e: { key: string; count: number }) => [e.key, e.count])).toEqual([
      ['org-d1-s1-c1', 3],
      ['org-d1-s1-c2', 1],
      ['org-d1-s1-c3', 0],
      ['org-d1-s1-c4', 0],
      ['org-d1-s1-c5', 0],
    ]);
    // Asia/Shanghai hours: 01:30Z → 9, 01:40Z → 9, 10:00Z → 18, 23:59Z → 7 (next day).
    expect(Object.fromEntries(s.byHour.map((n: number, h: number) => [h, n]).filter(([, n]: number[]) => n))).toEqual({
      7: 1,
      9: 2,
      18: 1,
    });
    // Signed: a (on time), b (late), the closed one (at push time) → 2 of 3; connected feedbacks 2 of 3.
    expect(s.onTimeSignRate).toBe(0.6667);
    expect(s.effectiveVisitRate).toBe(0.6667);
    expect(s.secondFeedbackRate).toBe(0.5);
    expect(s.overdueOpen).toBe(1);
    // Latest feedback per assignment: the interim 999 of b is replaced by its final 200.
    expect([s.amountLost, s.amountDissuaded, s.amountStopped]).toEqual(['50.50', '1200.10', '20.00']);
  });

  it('counts the whole district for its admin and nothing of it for another district', async () => {
    const district = (await get(`${urlOf(E.statistics)}?${RANGE}`, tokens.district)).json().data;
    expect(district.total).toBe(5);
    expect(district.byChildOrg.find((e: { key: string }) => e.key === 'org-d1-s2').count).toBe(1);
    expect((await get(`${urlOf(E.statistics)}?${RANGE}`, tokens.otherDistrict)).json().data.total).toBe(0);
  });

  it('defaults to the last 30 days', async () => {
    const response = await get(urlOf(E.statistics), tokens.guard);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.byHour).toHaveLength(24);
  });
});
