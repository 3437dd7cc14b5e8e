import { EARLY_WARNING_ENDPOINTS as E, TRANSFER_ENDPOINTS, urlOf } from '@afp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import {
  createWarning,
  FINAL_FEEDBACK,
  loginWarningRoles,
  pushWarning,
  type WarningFixture,
} from '../../testing/warning-factory.ts';
import { plainByHour, plainCounts, plainOverdueOpen } from './warning-overview.oracle.ts';
import { warningAssignment as wa } from './early-warning.table.ts';
import { createWarningOverviewRepository } from './warning-overview.repository.ts';

const sorted = <R extends { dim: string; key: string }>(rows: R[]) =>
  [...rows].sort((a, b) => a.dim.localeCompare(b.dim) || a.key.localeCompare(b.key));
const byHour = (rows: { hr: number; n: number }[]) => rows.filter((row) => row.n !== 0).sort((a, b) => a.hr - b.hr);
/** The figures table's non-empty rows, in one order. */
const figureRows = async (db: Db) =>
  (
    await db.execute(
      sql`select * from warning_daily_figure where held <> 0 order by parent_path, day, org_path, scope, dim, key`,
    )
  ).rows;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let centrePath: string;
let districtPath: string;

const iso = (instant: string) => new Date(instant);
const setClock = (instant: string) => t.clock.advance(Date.parse(instant) - t.clock.now().getTime());

/*
 * Three quiet China days, 1–3 August 2019, with warnings on the edges of China days (midnight China
 * time is 16:00 UTC the day before) and of UTC days, in unequal groups per organisation, source,
 * level and type, moved by every kind of change: pushed, signed, fed back, sent back, visited,
 * transferred, escalated, edited by SQL and deleted.
 */
beforeAll(async () => {
  t = await buildTestApp();
  const tokens = await loginWarningRoles(t.app, t.db);
  const path = async (id: string) =>
    (await t.db.execute<{ path: string }>(sql`select path from org where id = ${id}`)).rows[0]?.path ?? '';
  districtPath = await path('org-d1');
  centrePath = districtPath.slice(0, districtPath.slice(0, -1).lastIndexOf('/') + 1);
  const post = async (url: string, token: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  };

  // Through intake at the clock's instant: the first and last instants of 1 August (China).
  setClock('2019-07-31T16:00:00.000Z');
  const first = await pushWarning(t.app, t.db, { level: 3, source: 'bank', fraudTypeCode: 'LOAN_FEE' });
  setClock('2019-08-01T15:59:59.999Z');
  await pushWarning(t.app, t.db, { level: 4, orgId: 'org-d1-s1-c2' });
  setClock('2019-07-31T15:59:59.999Z'); // 31 July, China time: outside the whole days
  await pushWarning(t.app, t.db, { level: 2 });

  const make = (orgId: string, pushedAt: string, extra: Omit<WarningFixture, 'orgId' | 'pushedAt'> = {}) =>
    createWarning(t.db, { ...extra, orgId, pushedAt: iso(pushedAt) });
  const utcMidnight = await make('org-d1-s1-c1', '2019-08-01T00:00:00.000Z', { level: 1, state: 'HANDLING' });
  const toReturn = await make('org-d1-s1-c2', '2019-08-01T03:00:00.000Z', { level: 2, state: 'HANDLING' });
  const toVisit = await make('org-d1-s1-c1', '2019-08-02T02:00:00.000Z', { level: 4, state: 'HANDLING' });
  const toTransfer = await make('org-d1-s1-c1', '2019-08-02T05:00:00.000Z', { level: 2, source: 'city' });
  const toEscalate = await make('org-d1-s2-c1', '2019-08-02T06:00:00.000Z', { level: 1, source: 'bank' });
  const toDelete = await make('org-d2-s1-c1', '2019-08-02T07:00:00.000Z', { level: 3 });
  const toEdit = await make('org-d2-s1-c1', '2019-08-02T23:30:00.000Z', { level: 3, fraudTypeCode: null });
  await make('org-d1', '2019-08-03T01:00:00.000Z', { level: 3, fraudTypeCode: null });
  // Unsigned, due (China time) at 20:00 the day before the clock; its feedback deadline would be today, later.
  await make('org-centre', '2019-08-02T10:00:00.000Z', { level: 4, source: 'hotline96110' });
  await make('org-d1-s2-c1', '2019-08-03T03:50:00.000Z', { level: 4 }); // due today (China), after the clock
  await make('org-d1-s1-c1', '2019-08-03T15:59:59.999Z', { level: 1, source: 'app' });
  await make('org-d1-s1-c1', '2019-08-03T16:00:00.000Z', { level: 1 }); // 4 August, China time

  setClock('2019-08-03T04:00:00.000Z');
  const feedback = (token: string, assignmentId: string, form: object = {}) =>
    post(urlOf(E.feedback), token, { ...FINAL_FEEDBACK, assignmentId, version: 0, ...form });
  await post(urlOf(E.sign), tokens.guard, { assignmentId: first.id, version: 0 });
  await feedback(tokens.guard, utcMidnight.assignmentId, { isFinal: false });
  await feedback(tokens.siblingGuard, toReturn.assignmentId);
  await post(urlOf(E.rejectFeedback), tokens.station, {
    assignmentId: toReturn.assignmentId,
    version: 1,
    reason: '未见本人',
  });
  await feedback(tokens.guard, toVisit.assignmentId);
  await post(urlOf(E.returnVisit), tokens.oa, { assignmentId: toVisit.assignmentId, version: 1, outcome: 'EFFECTIVE' });
  await post(urlOf(TRANSFER_ENDPOINTS.create), tokens.oa, {
    assignmentId: toTransfer.assignmentId,
    version: 0,
    toOrgId: 'org-d2-s1-c1',
    reason: 'NOT_JURISDICTION',
    force: true,
  });
  await t.db
    .update(wa)
    .set({ escalatedAt: iso('2019-08-02T06:10:00Z') })
    .where(eq(wa.id, toEscalate.assignmentId));
  await t.db.delete(wa).where(eq(wa.id, toDelete.assignmentId));
  // An operator's corrections by SQL: the type set, and the push moved to half a millisecond after 23:59:59.999.
  await t.db.update(wa).set({ fraudTypeCode: 'LOAN_FEE', level: 2 }).where(eq(wa.id, toEdit.assignmentId));
  await t.db.execute(
    sql`update warning_assignment set pushed_at = '2019-08-01 15:59:59.9995+00' where id = ${first.id}`,
  );
});
afterAll(() => t.close());

const RANGES: [string, string, string][] = [
  ['three whole China days', '2019-07-31T16:00:00.000Z', '2019-08-03T15:59:59.999Z'],
  ['one whole China day', '2019-07-31T16:00:00.000Z', '2019-08-01T15:59:59.999Z'],
  ['from a UTC midnight to a row exactly', '2019-08-01T00:00:00.000Z', '2019-08-02T23:30:00.000Z'],
  ['a single instant', '2019-08-02T23:30:00.000Z', '2019-08-02T23:30:00.000Z'],
  ['mid-day to mid-day, a week', '2019-07-29T04:00:00.000Z', '2019-08-05T04:00:00.000Z'],
];

describe('warning overview figures (pre-aggregated) equal the plain aggregate over the raw rows', () => {
  for (const [name, from, to] of RANGES) {
    it(`${name}: for the centre and a district`, async () => {
      const repository = createWarningOverviewRepository({ db: t.db });
      for (const orgPath of [centrePath, districtPath]) {
        const range = { orgPath, from: iso(from), to: iso(to), now: t.clock.now() };
        const expected = sorted(await plainCounts(t.db, range));
        // Never a vacuous comparison: the centre holds something in every range.
        if (orgPath === centrePath) expect(expected.find((row) => row.dim === 'all')?.n).toBeGreaterThan(0);
        expect(sorted(await repository.countsBy(range))).toEqual(expected);
      }
    });
  }

  it('by hour of a China day, and the open overdue now', async () => {
    const repository = createWarningOverviewRepository({ db: t.db });
    for (const orgPath of [centrePath, districtPath]) {
      for (const day of ['2019-08-01', '2019-08-02', '2019-08-03']) {
        const start = new Date(`${day}T00:00:00+08:00`);
        expect(byHour(await repository.byHour(orgPath, day))).toEqual(byHour(await plainByHour(t.db, orgPath, start)));
      }
      const now = t.clock.now();
      expect(await repository.overdueOpen(orgPath, now)).toBe(await plainOverdueOpen(t.db, orgPath, now));
    }
  });

  it('the rebuild recomputes the same figures the triggers kept', async () => {
    const kept = await figureRows(t.db);
    expect(kept.length).toBeGreaterThan(0);
    await t.db.execute(sql`select warning_figure_rebuild()`);
    expect(await figureRows(t.db)).toEqual(kept);
  });
});
