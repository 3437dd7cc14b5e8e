import { EARLY_WARNING_ENDPOINTS as E, TRANSFER_ENDPOINTS, urlOf } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
/** A June 2019 window holds only this file's fixture (the demo data lies around "now"). */
const RANGE = 'from=2019-06-01T00:00:00Z&to=2019-06-02T00:00:00Z';
const at = (hhmm: string) => new Date(`2019-06-01T${hhmm}:00Z`);
const [C1, C2, C3] = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d1-s1-c3'];

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
/** A step of the fixture: it must succeed, or every number below would be about other data. */
async function post(url: string, token: string, payload: object): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
}
const statisticsOf = async (token: string) => (await get(`${urlOf(E.statistics)}?${RANGE}`, token)).json().data;
const countsOf = (list: { key: string; count: number }[]) =>
  Object.fromEntries(list.filter((e) => e.count > 0).map((e) => [e.key, e.count]));

const feedback = (token: string, assignmentId: string, version: number, form: object = {}) =>
  post(urlOf(E.feedback), token, { ...FINAL_FEEDBACK, assignmentId, version, ...form });
const returnVisit = (assignmentId: string, version: number, isEffective: boolean) =>
  post(urlOf(E.returnVisit), tokens.oa, { assignmentId, version, outcome: isEffective ? 'EFFECTIVE' : 'MISMATCH' });
const transfer = (token: string, assignmentId: string, version: number, toOrgId: string, force = false) =>
  post(urlOf(TRANSFER_ENDPOINTS.create), token, { assignmentId, version, toOrgId, reason: 'NOT_JURISDICTION', force });
/** The assignment a transfer gave the receiving organisation. */
const receivedHop = async (warningId: string, orgId: string) =>
  (
    await t.db
      .select()
      .from(warningAssignment)
      .where(and(eq(warningAssignment.warningId, warningId), eq(warningAssignment.orgId, orgId)))
  )[0]!;

/*
 * Eight warnings in station org-d1-s1 (eleven assignments: three were transferred inside it) and one in
 * its sister station. The fake clock stands in 2026, so every 2019 sign deadline has passed.
 */
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
  // a: signed on time (5 min for level 1), connected final feedback with money; the visit was ineffective.
  const a = await createWarning(t.db, {
    orgId: C1,
    level: 1,
    state: 'HANDLING',
    pushedAt: at('01:30'),
    signedAt: at('01:32'),
    fraudTypeCode: 'REBATE_TASK',
  });
  await feedback(tokens.guard, a.assignmentId, 0, { amountLost: '0', amountDissuaded: '1000.10', amountStopped: '20' });
  await returnVisit(a.assignmentId, 1, false);
  // b: signed late; interim feedback (not connected), then the final one; the visit was effective.
  const b = await createWarning(t.db, {
    orgId: C1,
    level: 2,
    state: 'HANDLING',
    pushedAt: at('01:40'),
    signedAt: at('02:00'),
    fraudTypeCode: 'REBATE_LIKE',
  });
  await feedback(tokens.guard, b.assignmentId, 0, {
    isFinal: false,
    connected: false,
    notConnectedReason: '关机',
    dissuasion: undefined,
    amountDissuaded: '999',
  });
  await feedback(tokens.guard, b.assignmentId, 1, { amountLost: '50.5', amountDissuaded: '200' });
  await returnVisit(b.assignmentId, 2, true);
  // c: never signed, past its deadline.
  await createWarning(t.db, { orgId: C1, level: 3, pushedAt: at('10:00'), fraudTypeCode: 'LOAN_FEE' });
  // d: closed before verdicts were stored (no verdict), in another community of the station.
  await createWarning(t.db, { orgId: C2, level: 4, state: 'CLOSED', pushedAt: at('23:59'), fraudTypeCode: null });
  // e: in another station of the district.
  await createWarning(t.db, { orgId: 'org-d1-s2-c1', level: 4, pushedAt: at('12:00') });

  // h: the centre moves it from c3 (unsigned, long overdue) to c1, whose guard hands it on at once — within
  // c1's fresh deadline, which then passes (the clock moves 10 minutes).
  const h = await createWarning(t.db, { orgId: C3, level: 1, pushedAt: at('05:00') });
  await transfer(tokens.oa, h.assignmentId, 0, C1, true);
  await transfer(tokens.guard, (await receivedHop(h.warningId, C1)).id, 0, C2);
  t.clock.advance(10 * 60_000);
  // g: unsigned, handed on by c1 only long after its deadline.
  const g = await createWarning(t.db, { orgId: C1, level: 1, pushedAt: at('04:00') });
  await transfer(tokens.guard, g.assignmentId, 0, C3);
  // f: signed on time by c1, then moved by the centre to c2, whose sign deadline is still ahead.
  const f = await createWarning(t.db, {
    orgId: C1,
    level: 2,
    state: 'HANDLING',
    pushedAt: at('03:00'),
    signedAt: at('03:02'),
  });
  await transfer(tokens.oa, f.assignmentId, 0, C2, true);
  // j: fed back at two hops — c1 (interim, then final; rejected by the station), then c2 after the transfer.
  const j = await createWarning(t.db, {
    orgId: C1,
    level: 2,
    state: 'HANDLING',
    pushedAt: at('06:00'),
    signedAt: at('06:01'),
  });
  await feedback(tokens.guard, j.assignmentId, 0, { isFinal: false });
  await feedback(tokens.guard, j.assignmentId, 1, { amountDissuaded: '300' });
  await post(urlOf(E.rejectFeedback), tokens.station, { assignmentId: j.assignmentId, version: 2, reason: '未见本人' });
  await transfer(tokens.oa, j.assignmentId, 3, C2, true);
  const jAtC2 = (await receivedHop(j.warningId, C2)).id;
  await post(urlOf(E.sign), tokens.siblingGuard, { assignmentId: jAtC2, version: 0 });
  await feedback(tokens.siblingGuard, jAtC2, 1, { amountDissuaded: '350' });
});
afterAll(() => t.close());

describe('GET statistics', () => {
  it('counts each warning once, where the station holds or last held it', async () => {
    const s = await statisticsOf(tokens.station);
    // 8 warnings, not the 11 assignments of f, h and j's hops.
    expect(s.total).toBe(8);
    expect(countsOf(s.byState)).toEqual({ CLOSED: 3, PENDING_SIGN: 2, TRANSFERRING: 2, FED_BACK: 1 });
    expect(countsOf(s.byLevel)).toEqual({ 1: 3, 2: 3, 3: 1, 4: 1 });
    // b's final feedback re-typed it to REBATE_TASK; d has no fraud type.
    expect(s.byFraudType).toEqual([
      { key: 'REBATE', name: '刷单返利', count: 6 },
      { key: 'LOAN', name: '虚假网络贷款', count: 1 },
    ]);
    // f and j count for c2 (which holds them), h for c1 (its latest hop in the station), none for c3.
    expect(s.byChildOrg.map((e: { key: string; count: number }) => [e.key, e.count])).toEqual([
      [C1, 5],
      [C2, 3],
      [C3, 0],
      ['org-d1-s1-c4', 0],
      ['org-d1-s1-c5', 0],
    ]);
    // Asia/Shanghai hours of the push: 01:30Z and 01:40Z → 9, 03:00Z → 11 … 23:59Z → 7 (next day).
    expect(Object.fromEntries(s.byHour.map((n: number, h: number) => [h, n]).filter(([, n]: number[]) => n))).toEqual({
      7: 1,
      9: 2,
      11: 1,
      12: 1,
      13: 1,
      14: 1,
      18: 1,
    });
    expect(s.overdueOpen).toBe(1);
  });

  it('divides signatures on time by every sign duty that fell due, unsigned ones included', async () => {
    // Due: a, b, c, d, f at c1, g, h at c3, j at c1 and c2 — 9; on time: a, d, f, j twice — 5.
    // Not due: f at c2 (deadline ahead) and h at c1 (handed on before its deadline).
    // (Signed ones only would give 5/6; every passed deadline, h at c1 included, 5/10.)
    expect((await statisticsOf(tokens.station)).onTimeSignRate).toBe(0.5556);
  });

  it('divides effective return visits by the visits with a verdict', async () => {
    // a connected but ineffective, b effective; d closed without a verdict is not counted.
    // (Connected feedbacks over all feedbacks would give 5/6; d as ineffective, 1/3.)
    expect((await statisticsOf(tokens.station)).effectiveVisitRate).toBe(0.5);
  });

  it('counts feedback and money per warning, from its latest feedback in the area', async () => {
    const s = await statisticsOf(tokens.station);
    // Fed back: a, b, j; an interim first: b, j (per assignment it would be 2 of 4).
    expect(s.secondFeedbackRate).toBe(0.6667);
    // Dissuaded: a 1000.10 + b 200 (its interim 999 replaced) + j 350 (c2's, not also c1's 300).
    expect([s.amountLost, s.amountDissuaded, s.amountStopped]).toEqual(['50.50', '1550.10', '20.00']);
  });

  it('shows a community what it handed on as transferred', async () => {
    const c1 = await statisticsOf(tokens.guard);
    // a, b, c, f, g, h, j; f and j left c1, g and h are waiting for their receivers.
    expect(c1.total).toBe(7);
    expect(countsOf(c1.byState)).toEqual({ CLOSED: 2, PENDING_SIGN: 1, TRANSFERRED: 2, TRANSFERRING: 2 });
  });

  it('counts the whole district for its admin and nothing of it for another district', async () => {
    const district = await statisticsOf(tokens.district);
    expect(district.total).toBe(9);
    expect(district.overdueOpen).toBe(2);
    expect(district.byChildOrg.find((e: { key: string }) => e.key === 'org-d1-s2').count).toBe(1);
    const other = await statisticsOf(tokens.otherDistrict);
    expect(other.total).toBe(0);
    // Nothing counted is no rate at all, not 0 %.
    expect([other.onTimeSignRate, other.effectiveVisitRate, other.secondFeedbackRate]).toEqual([null, null, null]);
  });

  it('defaults to the last 30 days', async () => {
    const response = await get(urlOf(E.statistics), tokens.guard);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.byHour).toHaveLength(24);
  });
});
