import { EARLY_WARNING_ENDPOINTS as E, TRANSFER_ENDPOINTS, urlOf } from '@afp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { GUARD_ROLE } from '@afp/contract';
import { loginGuard } from '../../testing/sessions.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles, phoneOf } from '../../testing/warning-factory.ts';
import { plainStatisticsCounts, plainStatisticsFeedbacks } from './early-warning-statistics.oracle.ts';
import {
  createEarlyWarningStatisticsRepository,
  type StatisticsCountRow,
  type StatisticsRange,
} from './early-warning-statistics.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
/** The receiving community's administrator: accepts and refuses what is handed to c2. */
let c2Admin: string;
const scopes: Record<string, string> = {};

const iso = (instant: string) => new Date(instant);
const setClock = (instant: string) => t.clock.advance(Date.parse(instant) - t.clock.now().getTime());
const [C1, C2, C3] = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d1-s1-c3'];

/*
 * Ranges over 1–3 June 2019 (China time; a China day starts at 16:00 UTC the day before): whole days,
 * minute-aligned parts of one day and of hours (the centre and the district keep hour figures, the
 * station and the community only days), mid-day to mid-day across days, the service's default 30 days
 * ending at the minute after now, and a range whose end lies past now.
 */
const rangesAt = (now: Date): [string, Date, Date][] => {
  const to = new Date(Math.ceil(now.getTime() / 60_000) * 60_000);
  return [
    ['three whole China days', iso('2019-05-31T16:00:00Z'), iso('2019-06-03T16:00:00Z')],
    ['one whole China day', iso('2019-05-31T16:00:00Z'), iso('2019-06-01T16:00:00Z')],
    ['minutes of one day', iso('2019-06-01T01:37:00Z'), iso('2019-06-01T05:03:00Z')],
    ['mid-day to mid-day', iso('2019-05-31T20:00:00Z'), iso('2019-06-02T03:00:00Z')],
    // The centre's and the district's kept hours: 09:00–09:30 taken from 09:00's (the half outside is
    // not more), 13:02 on added or taken away by how much of 13:00's hour has passed.
    ['parts of hours', iso('2019-06-01T01:30:00Z'), iso('2019-06-01T05:02:00Z')],
    ['the default 30 days', new Date(to.getTime() - 30 * 86_400_000), to],
    ['ending past now', iso('2019-06-01T02:00:00Z'), iso('2019-06-05T02:00:00Z')],
  ];
};

const sorted = (rows: StatisticsCountRow[]) =>
  [...rows].sort((a, b) => a.dim.localeCompare(b.dim) || a.key.localeCompare(b.key));

/** Every scope and range: the kept figures (+ edges + live) equal the oracle at the clock's instant. */
async function expectExact(step: string, db: Db = t.db) {
  const repository = createEarlyWarningStatisticsRepository({ db });
  const now = t.clock.now();
  for (const [scopeName, orgPath] of Object.entries(scopes)) {
    for (const [rangeName, from, to] of rangesAt(now)) {
      const range: StatisticsRange = { orgPath, from, to, now };
      const label = `${step}: ${scopeName}, ${rangeName}`;
      const figures = await repository.figures(range);
      expect(sorted(figures.counts), label).toEqual(sorted(await plainStatisticsCounts(db, range)));
      expect(figures.feedbacks, label).toEqual(await plainStatisticsFeedbacks(db, range));
    }
  }
}

/** Never a vacuous comparison: the station's three days hold every kind of figure. */
async function expectSomethingCounted() {
  const range = { orgPath: scopes.station!, from: iso('2019-05-31T16:00:00Z'), to: iso('2019-06-03T16:00:00Z') };
  const counts = await plainStatisticsCounts(t.db, { ...range, now: t.clock.now() });
  const { n, signDue, signedOnTime, visited, effective, overdueOpen } = counts.find((row) => row.dim === 'all')!;
  const { fedBack, secondFeedback } = await plainStatisticsFeedbacks(t.db, { ...range, now: t.clock.now() });
  const figures = { n, signDue, signedOnTime, visited, effective, overdueOpen, fedBack, secondFeedback };
  expect(Object.entries(figures).filter(([, figure]) => figure === 0)).toEqual([]);
}

async function post(url: string, token: string, payload: object) {
  const response = await t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}
const versionOf = async (assignmentId: string) =>
  (await t.db.select({ version: wa.version }).from(wa).where(eq(wa.id, assignmentId)))[0]!.version;
const feedback = async (token: string, assignmentId: string, form: object = {}) =>
  post(urlOf(E.feedback), token, { ...FINAL_FEEDBACK, assignmentId, version: await versionOf(assignmentId), ...form });
const transfer = async (token: string, assignmentId: string, toOrgId: string, force = false) =>
  post(urlOf(TRANSFER_ENDPOINTS.create), token, {
    assignmentId,
    version: await versionOf(assignmentId),
    toOrgId,
    reason: 'NOT_JURISDICTION',
    force,
  });
const hopAt = async (warningId: string, orgId: string) =>
  (
    await t.db
      .select({ id: wa.id })
      .from(wa)
      .where(and(eq(wa.warningId, warningId), eq(wa.orgId, orgId)))
      .orderBy(sql`${wa.hop} desc`)
  )[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
  c2Admin = (await loginGuard(t.app, await phoneOf(t.db, 'org-d1-s1-c2', GUARD_ROLE.teamAdmin))).token;
  const pathOf = async (id: string) =>
    (await t.db.execute<{ path: string }>(sql`select path from org where id = ${id}`)).rows[0]!.path;
  scopes.district = await pathOf('org-d1');
  scopes.centre = scopes.district.slice(0, scopes.district.slice(0, -1).lastIndexOf('/') + 1);
  scopes.station = await pathOf('org-d1-s1');
  scopes.community = await pathOf(C1);
});
afterAll(() => t.close());

describe('预警统计 from kept figures equals the plain aggregate over the raw rows (the oracle)', () => {
  let a: Awaited<ReturnType<typeof createWarning>>;
  let b: Awaited<ReturnType<typeof createWarning>>;
  let moved: Awaited<ReturnType<typeof createWarning>>;
  let handed: Awaited<ReturnType<typeof createWarning>>;
  let twoHops: Awaited<ReturnType<typeof createWarning>>;

  it('for warnings on the edges of China days, before any change', async () => {
    setClock('2019-06-01T04:00:00Z');
    // a: level 1 (sign within 5 min), on the first instant of 1 June (China).
    a = await createWarning(t.db, { orgId: C1, level: 1, pushedAt: iso('2019-05-31T16:00:00Z') });
    // b: signed late, at the last instant of 1 June, another community, typed otherwise.
    b = await createWarning(t.db, {
      orgId: C2,
      level: 2,
      state: 'HANDLING',
      pushedAt: iso('2019-06-01T15:59:59.999Z'),
      signedAt: iso('2019-06-01T16:10:00Z'),
      fraudTypeCode: 'LOAN_FEE',
    });
    moved = await createWarning(t.db, { orgId: C1, level: 3, pushedAt: iso('2019-06-01T01:37:00Z') });
    handed = await createWarning(t.db, { orgId: C3, level: 4, pushedAt: iso('2019-06-01T03:59:00Z') });
    twoHops = await createWarning(t.db, {
      orgId: C1,
      level: 2,
      state: 'HANDLING',
      pushedAt: iso('2019-06-01T05:02:59.999Z'),
      signedAt: iso('2019-06-01T05:04:00Z'),
    });
    // Pushed at 23:00 on 1 June (China), level 4: its sign deadline falls at 01:00 the next day.
    await createWarning(t.db, { orgId: C2, level: 4, pushedAt: iso('2019-06-01T15:00:00Z') });
    // Never signed: overdue from 00:35 on.
    await createWarning(t.db, {
      orgId: C3,
      level: 1,
      pushedAt: iso('2019-06-01T00:30:00Z'),
      fraudTypeCode: 'LOAN_FEE',
    });
    // Elsewhere: another station, another district, the district's own desk, a closed one with no verdict.
    await createWarning(t.db, { orgId: 'org-d1-s2-c1', level: 4, pushedAt: iso('2019-06-02T02:00:00Z') });
    await createWarning(t.db, { orgId: 'org-d2-s1-c1', level: 1, pushedAt: iso('2019-06-01T03:00:00Z') });
    await createWarning(t.db, {
      orgId: 'org-d1',
      level: 3,
      pushedAt: iso('2019-06-01T02:30:00Z'),
      fraudTypeCode: null,
    });
    await createWarning(t.db, { orgId: C2, level: 4, state: 'CLOSED', pushedAt: iso('2019-06-01T20:00:00Z') });
    await expectExact('created');
  });

  it('just before and just after sign deadlines, today and on an earlier day', async () => {
    // moved's sign deadline: 01:37 + 30 min; handed's: 03:59 + 2 h; a's: 16:05 the day before (China 1 June).
    for (const instant of [
      '2019-06-01T02:06:59.999Z',
      '2019-06-01T02:07:00.000Z',
      '2019-06-01T02:07:00.001Z',
      '2019-06-01T05:58:59.999Z',
      '2019-06-01T06:00:00.000Z',
    ]) {
      setClock(instant);
      await expectExact(`at ${instant}`);
    }
  });

  it('after signing, transfers asked, accepted, refused and withdrawn, and feedbacks at two hops', async () => {
    setClock('2019-06-01T05:10:00Z');
    await post(urlOf(E.sign), tokens.guard, { assignmentId: moved.assignmentId, version: 0 });
    await expectExact('signed');
    // handed: c3 has no guard session here — the centre moves it to c1 before its deadline, then c1
    // hands it on within its fresh deadline: neither sign duty falls due.
    await transfer(tokens.oa, handed.assignmentId, C1, true);
    await expectExact('moved by the centre');
    const handedAtC1 = await hopAt(handed.warningId, C1);
    const asked = await transfer(tokens.guard, handedAtC1, C2);
    await expectExact('transfer asked');
    await post(urlOf(TRANSFER_ENDPOINTS.reject), c2Admin, { transferId: asked.id, reason: '不属本辖区' });
    await expectExact('transfer refused');
    const again = await transfer(tokens.guard, handedAtC1, C2);
    await post(urlOf(TRANSFER_ENDPOINTS.withdraw), tokens.guard, { transferId: again.id });
    await expectExact('transfer withdrawn');
    const third = await transfer(tokens.guard, handedAtC1, C2);
    await post(urlOf(TRANSFER_ENDPOINTS.accept), c2Admin, { transferId: third.id });
    await expectExact('transfer accepted inside the station');
    // twoHops: interim then final feedback at c1 (re-typed, re-graded), moved to another district,
    // sent back by the station, fed back there with other amounts: the district keeps it as 已移交
    // with c1's amounts.
    await feedback(tokens.guard, twoHops.assignmentId, {
      isFinal: false,
      connected: false,
      notConnectedReason: '关机',
      dissuasion: undefined,
      amountDissuaded: '999.99',
    });
    await expectExact('interim feedback');
    await feedback(tokens.guard, twoHops.assignmentId, {
      amountLost: '12.30',
      amountDissuaded: '300',
      fraudTypeCode: 'LOAN_FEE',
      regradedLevel: 4,
    });
    await expectExact('second feedback, re-typed and re-graded');
    await post(urlOf(E.rejectFeedback), tokens.station, {
      assignmentId: twoHops.assignmentId,
      version: await versionOf(twoHops.assignmentId),
      reason: '未见本人',
    });
    await expectExact('sent back');
    await transfer(tokens.oa, twoHops.assignmentId, 'org-d2-s1-c1', true);
    const atD2 = await hopAt(twoHops.warningId, 'org-d2-s1-c1');
    await t.db
      .update(wa)
      .set({ state: 'HANDLING', signedAt: iso('2019-06-01T05:20:00Z') })
      .where(eq(wa.id, atD2));
    await t.db.execute(sql`
      insert into warning_feedback (id, assignment_id, warning_id, round, channels, contact_target, connected, defrauded,
        amount_dissuaded, is_final, org_id, created_by, created_by_name, created_at)
      values ('fb-d2-twohops', ${atD2}, ${twoHops.warningId}, 1, array['phone'], 'self', true, 'NO', 77.7, true,
        'org-d2-s1-c1', 'g', 'g', '2019-06-01T05:30:00Z')`);
    await expectExact('fed back at a second hop out of the area');
  });

  it('after a return visit, a merge, a sign by SQL, a deleted transfer — inside the writer’s transaction — and a push moved', async () => {
    setClock('2019-06-01T06:00:00Z');
    await feedback(tokens.siblingGuard, b.assignmentId, { amountStopped: '20' });
    await post(urlOf(E.returnVisit), tokens.oa, {
      assignmentId: b.assignmentId,
      version: await versionOf(b.assignmentId),
      outcome: 'EFFECTIVE',
    });
    await expectExact('closed with an effective return visit');
    await t.db.update(wa).set({ state: 'MERGED' }).where(eq(wa.id, a.assignmentId));
    await expectExact('merged');
    await t.db
      .transaction(async (tx) => {
        await tx.update(wa).set({ state: 'PENDING_SIGN' }).where(eq(wa.id, a.assignmentId));
        await tx.execute(
          sql`delete from warning_transfer where warning_id = ${handed.warningId} and status = 'ACCEPTED'`,
        );
        await tx
          .update(wa)
          .set({ signedAt: iso('2019-06-01T05:59:00Z') })
          .where(eq(wa.id, moved.assignmentId));
        await expectExact('inside a transaction', tx);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => expect(String(error)).toContain('rolled back'));
    await expectExact('rolled back');
    // An operator's correction by SQL: the push of a warning with feedbacks at two hops moved to the next
    // China day (05:02:59.999 → 16:02:59.999 UTC); its hops and their feedbacks move with it.
    await t.db.execute(
      sql`update warning_assignment set pushed_at = pushed_at + interval '11 hours' where warning_id = ${twoHops.warningId}`,
    );
    await expectExact('a push moved by SQL');
    await expectSomethingCounted();
  });

  it('on the next China days, when today’s deadlines have become earlier days’', async () => {
    for (const instant of [
      '2019-06-01T15:59:59.999Z',
      '2019-06-01T16:00:00.000Z',
      // After midnight, before and after the deadline of the warning pushed at 23:00.
      '2019-06-01T16:59:59.999Z',
      '2019-06-01T17:00:00.001Z',
      '2019-06-03T09:00:00Z',
    ]) {
      setClock(instant);
      await expectExact(`at ${instant}`);
    }
  });

  it('after a rebuild: the same figures the triggers kept', async () => {
    const rows = async () =>
      (
        await t.db.execute(sql`select org_path, day, dim, key, n, sign_due, signed_on_time, visited, effective,
            amount_lost::numeric(16, 2)::text, amount_dissuaded::numeric(16, 2)::text,
            amount_stopped::numeric(16, 2)::text
          from warning_statistics_figure where n <> 0 or sign_due <> 0 or signed_on_time <> 0 or visited <> 0 or effective <> 0
            or amount_lost <> 0 or amount_dissuaded <> 0 or amount_stopped <> 0
          order by org_path, day, dim, key`)
      ).rows;
    const kept = await rows();
    expect(kept.length).toBeGreaterThan(0);
    await t.db.execute(sql`update warning_assignment set later_hop_depth = 9, handed_on_at = null`);
    await t.db.execute(sql`select warning_statistics_rebuild()`);
    expect(await rows()).toEqual(kept);
    await expectExact('rebuilt');
  });
});
