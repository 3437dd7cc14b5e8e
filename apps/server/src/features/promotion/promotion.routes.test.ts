import {
  AUTH_ENDPOINTS,
  GUARD_ROLE,
  PROMOTION_ENDPOINTS as P,
  RANK_DAILY_CAP,
  type AdminTransfer,
  type AdminTransferOverview,
  type Endpoint,
  type RankBoard,
  type SpreadUserRecord,
} from '@afp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaPeriodOf } from '@afp/contract';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../../core/personal-data.ts';
import {
  casePublicity,
  guardUser,
  operationLog,
  org,
  publicityRecord,
  resident,
  warningAssignment,
  warningFeedback,
} from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { createWarning, phoneOf } from '../../testing/warning-factory.ts';
import { spreadUser } from './promotion.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const personKeyOf = createPersonKey(DEV_PERSON_KEY_SECRET);
const ORG = { c1: 'org-d1-s1-c1', c2: 'org-d1-s1-c2', otherDistrictCommunity: 'org-d2-s1-c1' };
const DAY_MS = 24 * 3600_000;
/** A spread user of community c1 (masked, as the rows the ranking counts): the fields every such test row shares. */
const C1_SPREAD = {
  orgId: ORG.c1,
  orgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/',
  guardOrgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/',
  nameMasked: '张*',
  phoneMasked: '199****0000',
};

const call = (endpoint: Endpoint, token: string | undefined, input?: object) =>
  sendAs(t.app, endpoint, token, input as Record<string, unknown>);
const dataOf = async <T>(endpoint: Endpoint, token: string | undefined, input?: object): Promise<T> => {
  const response = await call(endpoint, token, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const session = async (orgId: string, role: number) =>
  (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
const guardIdOf = async (phone: string) =>
  (await t.db.select().from(guardUser).where(eq(guardUser.phone, phone)))[0]!.id;
/** A phone no seed row uses: 199 numbers, unique per call. */
let serial = 0;
const freshPhone = () => `199${String(Date.now() % 1e5).padStart(5, '0')}${String((serial += 1)).padStart(3, '0')}`;

/** A warning of `orgId` pushed at `at`, signed by `signer` (unsigned when null), with a first feedback by `fedBackBy`. */
async function warningAt(at: Date, orgId: string, signer: string | null, fedBackBy?: string) {
  const { warningId, assignmentId } = await createWarning(t.db, {
    orgId,
    state: signer ? 'HANDLING' : 'PENDING_SIGN',
    pushedAt: at,
  });
  if (signer)
    await t.db.update(warningAssignment).set({ signedBy: signer }).where(eq(warningAssignment.id, assignmentId));
  if (fedBackBy)
    await t.db.insert(warningFeedback).values({
      id: newId(),
      assignmentId,
      warningId,
      round: 1,
      channels: ['phone'],
      contactTarget: 'self',
      connected: true,
      defrauded: 'NO',
      isFinal: false,
      orgId,
      createdBy: fedBackBy,
      createdByName: '卫士',
      createdAt: at,
    });
}

beforeAll(async () => {
  t = await buildTestApp();
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

describe('promotion code and public registration', () => {
  it('gives a guard one stable code, and the public page shows a masked name and the area’s communities', async () => {
    const guard = (await loginGuard(t.app)).token;
    const first = await dataOf<{ code: string }>(P.myCode, guard);
    const again = await dataOf<{ code: string }>(P.myCode, guard);
    expect(again.code).toBe(first.code);
    const landing = await dataOf<{ guardName: string; communities: { id: string }[] }>(P.landing, undefined, {
      code: first.code,
    });
    expect(landing.guardName).toContain('*');
    expect(landing.communities.map((c) => c.id)).toEqual(expect.arrayContaining([ORG.c1, ORG.c2]));
    expect(landing.communities.map((c) => c.id)).not.toContain(ORG.otherDistrictCommunity);
    expect((await call(P.landing, undefined, { code: 'no-such-code' })).statusCode).toBe(404);
  });

  it('registers a resident without a login, echoes nothing personal, and stores only masks and the keyed hash', async () => {
    const guard = (await loginGuard(t.app)).token;
    const { code } = await dataOf<{ code: string }>(P.myCode, guard);
    const phone = freshPhone();
    const response = await call(P.register, undefined, { code, name: '王小明', phone, communityId: ORG.c2 });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(phone);
    expect(response.body).not.toContain('王小明');
    const [row] = await t.db
      .select()
      .from(spreadUser)
      .where(eq(spreadUser.phoneKey, personKeyOf({ name: '', phone })));
    expect(row).toMatchObject({ counted: true, orgId: ORG.c2, nameMasked: '王*明' });
    expect(row!.phoneMasked).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    const list = await dataOf<{ records: SpreadUserRecord[] }>(P.spreadUsers, guard, { pageSize: '100' });
    expect(list.records.find((r) => r.id === row!.id)).toMatchObject({ name: '王*明', counted: true });
  });

  it('counts the same phone once city-wide: a second registration, even through another guard, is kept uncounted', async () => {
    const phone = freshPhone();
    const codeOf = async (token: string) => (await dataOf<{ code: string }>(P.myCode, token)).code;
    const guardA = (await loginGuard(t.app)).token;
    const guardB = await session(ORG.otherDistrictCommunity, GUARD_ROLE.guard);
    await dataOf(P.register, undefined, { code: await codeOf(guardA), name: '赵一', phone, communityId: ORG.c1 });
    const landingB = await dataOf<{ communities: { id: string }[] }>(P.landing, undefined, {
      code: await codeOf(guardB),
    });
    const second = await call(P.register, undefined, {
      code: await codeOf(guardB),
      name: '赵一',
      phone,
      communityId: landingB.communities[0]!.id,
    });
    expect(second.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(spreadUser)
      .where(eq(spreadUser.phoneKey, personKeyOf({ name: '', phone })));
    expect(rows.map((r) => r.counted).sort()).toEqual([false, true]);
    const countsB = await dataOf<{ total: number; counted: number }>(P.spreadCounts, guardB);
    expect(countsB.total - countsB.counted).toBeGreaterThanOrEqual(1);
  });

  it('refuses a bad phone (400) and a community outside the guard’s area (404)', async () => {
    const { code } = await dataOf<{ code: string }>(P.myCode, (await loginGuard(t.app)).token);
    const bad = await call(P.register, undefined, { code, name: '钱二', phone: '12345', communityId: ORG.c1 });
    expect(bad.statusCode).toBe(400);
    const outside = await call(P.register, undefined, {
      code,
      name: '钱二',
      phone: freshPhone(),
      communityId: ORG.otherDistrictCommunity,
    });
    expect(outside.statusCode).toBe(404);
  });

  it('lists only my own registrations, keyset-paged to the end', async () => {
    const other = await session(ORG.c2, GUARD_ROLE.guard);
    const mine = await dataOf<{ records: SpreadUserRecord[] }>(P.spreadUsers, (await loginGuard(t.app)).token, {
      pageSize: '100',
    });
    const ids = new Set(mine.records.map((r) => r.id));
    const seen: SpreadUserRecord[] = [];
    let cursor: string | null = null;
    do {
      const page: { records: SpreadUserRecord[]; nextCursor: string | null } = await dataOf(P.spreadUsers, other, {
        pageSize: '5',
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.records);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.some((r) => ids.has(r.id))).toBe(false);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
  });
});

describe('leaderboard', () => {
  // A day far from the seeded figures: only what these tests add counts.
  let tokens: Record<'guard' | 'teamAdmin' | 'station', string>;
  let ids: { guard: string; teamAdmin: string };
  const insertSpread = async (guardId: string, n: number, at: Date, counted = true) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `rank-${guardId}-${at.getTime()}-${i}-${counted}`,
      guardId,
      ...C1_SPREAD,
      phoneKey: `rank-key-${guardId}-${at.getTime()}-${i}-${counted}`,
      counted,
      createdAt: at,
    }));
    await t.db.insert(spreadUser).values(rows);
  };

  // Its day stays its own: the clock goes back once the describe is done, for the tests after it.
  afterAll(() => t.clock.advance(-800 * DAY_MS));
  beforeAll(async () => {
    t.clock.advance(800 * DAY_MS);
    tokens = {
      guard: (await loginGuard(t.app)).token,
      teamAdmin: (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token,
      station: (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token,
    };
    ids = { guard: await guardIdOf(DEMO_LOGINS.guard), teamAdmin: await guardIdOf(DEMO_LOGINS.guardTeamAdmin) };
    const now = t.clock.now();
    // 45 counted registrations today for the guard: only the daily cap counts.
    await insertSpread(ids.guard, 45, now);
    // Uncounted (duplicate) ones never count.
    await insertSpread(ids.teamAdmin, 10, now, false);
  });

  const board = (token: string, query: Record<string, string>) => dataOf<RankBoard>(P.rank, token, query);

  it('caps a guard’s points per day and counts no duplicates', async () => {
    const day = await board(tokens.station, { by: 'guard', period: 'day', metric: 'spread', mode: 'count' });
    expect(day.dailyCap).toBe(RANK_DAILY_CAP.spread);
    expect(day.rows[0]).toMatchObject({ id: ids.guard, position: 1, points: RANK_DAILY_CAP.spread });
    expect(day.rows.find((r) => r.id === ids.teamAdmin)?.points).toBe(0);
  });

  it('breaks ties the same way every time (points, then id) and always shows my own place', async () => {
    const first = await board(tokens.teamAdmin, { by: 'guard', period: 'day', metric: 'spread', mode: 'count' });
    const again = await board(tokens.teamAdmin, { by: 'guard', period: 'day', metric: 'spread', mode: 'count' });
    expect(again.rows).toEqual(first.rows);
    const zeros = first.rows.filter((r) => r.points === 0).map((r) => r.id);
    expect(zeros).toEqual([...zeros].sort());
    expect(first.mine?.id).toBe(ids.teamAdmin);
  });

  it('covers only the caller’s subtree by guard, and ranks the units of the caller’s level by count', async () => {
    const team = await board(tokens.guard, { by: 'guard', period: 'day', metric: 'spread', mode: 'count' });
    const teamIds = (await t.db.select().from(guardUser).where(eq(guardUser.orgId, ORG.c1))).map((g) => g.id);
    expect(team.rows.every((r) => teamIds.includes(r.id))).toBe(true);
    const units = await board(tokens.guard, { by: 'org', period: 'week', metric: 'spread', mode: 'count' });
    expect(units.rows[0]).toMatchObject({ id: ORG.c1, points: RANK_DAILY_CAP.spread });
    expect(units.mine?.id).toBe(ORG.c1);
  });

  it('counts each day apart: another day’s points show in the year, not in the day', async () => {
    const today = chinaPeriodOf(t.clock.now(), 'day');
    const otherDay =
      today.from > chinaPeriodOf(t.clock.now(), 'year').from
        ? new Date(today.from.getTime() - 1)
        : new Date(today.to.getTime() + 3600_000);
    await insertSpread(ids.teamAdmin, 3, otherDay);
    const month = await board(tokens.station, { by: 'guard', period: 'year', metric: 'spread', mode: 'count' });
    expect(month.rows.find((r) => r.id === ids.teamAdmin)?.points).toBe(3);
    const rate = await board(tokens.station, { by: 'guard', period: 'year', metric: 'spread', mode: 'rate' });
    expect(rate.unit).toBe('%');
    expect(rate.rows.find((r) => r.id === ids.guard)?.points).toBe(RANK_DAILY_CAP.spread);
  });

  it('answers every metric, including publicity, warnings and 一案一宣, from SQL', async () => {
    const now = t.clock.now();
    const path = '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/';
    const record = (guardId: string, state: 'VERIFIED' | 'SUBMITTED') => ({
      id: newId(),
      orgId: ORG.c1,
      orgPath: path,
      guardId,
      guardName: '卫士',
      type: 'STALL' as const,
      address: '湖滨路',
      occurredAt: now,
      audience: 10,
      photos: [],
      state,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const caseOf = (guardId: string, state: 'VERIFIED' | 'PENDING') => ({
      id: newId(),
      warningId: newId(),
      warningNo: `YJ${newId().slice(0, 8)}`,
      orgId: ORG.c1,
      orgPath: path,
      guardId,
      guardName: '卫士',
      amountLost: '1000.00',
      caseAt: now,
      dueAt: now,
      state,
      verifiedAt: state === 'VERIFIED' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    // The guard: publicity 2 verified of 3, a signed warning fed back, a verified 一案一宣; the team
    // admin: publicity 1 of 1, a signed warning not fed back, a 一案一宣 not done.
    await t.db
      .insert(publicityRecord)
      .values([
        record(ids.guard, 'VERIFIED'),
        record(ids.guard, 'VERIFIED'),
        record(ids.guard, 'SUBMITTED'),
        record(ids.teamAdmin, 'VERIFIED'),
      ]);
    await warningAt(now, ORG.c1, ids.guard, ids.guard);
    await warningAt(now, ORG.c1, ids.teamAdmin);
    await t.db.insert(casePublicity).values([caseOf(ids.guard, 'VERIFIED'), caseOf(ids.teamAdmin, 'PENDING')]);
    const valuesOf = async (by: string, metric: string, mode: string) =>
      Object.fromEntries(
        (await board(tokens.station, { by, period: 'month', metric, mode })).rows
          .filter((row) => [ids.guard, ids.teamAdmin, 'org-d1-s1'].includes(row.id))
          .map((row) => [row.id, row.value]),
      );
    const expected: [string, string, string, Record<string, number>][] = [
      ['guard', 'publicity', 'count', { [ids.guard]: 2, [ids.teamAdmin]: 1 }],
      ['guard', 'publicity', 'rate', { [ids.guard]: 66.67, [ids.teamAdmin]: 100 }],
      ['org', 'publicity', 'count', { 'org-d1-s1': 3 }],
      ['org', 'publicity', 'rate', { 'org-d1-s1': 75 }],
      ['guard', 'warnings', 'count', { [ids.guard]: 1, [ids.teamAdmin]: 0 }],
      ['guard', 'warnings', 'rate', { [ids.guard]: 100, [ids.teamAdmin]: 0 }],
      ['org', 'warnings', 'count', { 'org-d1-s1': 1 }],
      ['org', 'warnings', 'rate', { 'org-d1-s1': 50 }],
      ['guard', 'casePublicity', 'count', { [ids.guard]: 1, [ids.teamAdmin]: 0 }],
      ['guard', 'casePublicity', 'rate', { [ids.guard]: 100, [ids.teamAdmin]: 0 }],
      ['org', 'casePublicity', 'count', { 'org-d1-s1': 1 }],
      ['org', 'casePublicity', 'rate', { 'org-d1-s1': 50 }],
    ];
    for (const [by, metric, mode, values] of expected)
      expect(await valuesOf(by, metric, mode), `${by} ${metric} ${mode}`).toEqual(values);
  });

  it('lets centre oa staff see the districts ranked', async () => {
    const centre = await loginOa(t.app, 'oaAdmin');
    const districts = await board(centre, { by: 'org', period: 'year', metric: 'spread', mode: 'count' });
    expect(districts.rows.map((r) => r.id)).toContain('org-d1');
    expect(districts.mine).toBeNull();
  });
});

describe('my figures and profile', () => {
  it('shows this month’s figures of the guard', async () => {
    // A month of its own: 2 counted registrations (a repeat already counted in the city and last
    // month's one do not count) and 2 first feedbacks of his (another guard's is not his).
    t.clock.advance(40 * DAY_MS);
    const now = t.clock.now();
    const guardId = await guardIdOf(DEMO_LOGINS.guard);
    const otherId = await guardIdOf(DEMO_LOGINS.guardTeamAdmin);
    const spread = (counted: boolean, at: Date) => ({
      id: newId(),
      guardId,
      ...C1_SPREAD,
      phoneKey: `stats-${newId()}`,
      counted,
      createdAt: at,
    });
    const lastMonth = new Date(chinaPeriodOf(now, 'month').from.getTime() - 1);
    await t.db
      .insert(spreadUser)
      .values([spread(true, now), spread(true, now), spread(false, now), spread(true, lastMonth)]);
    await warningAt(now, ORG.c1, guardId, guardId);
    await warningAt(now, ORG.c1, guardId, guardId);
    await warningAt(now, ORG.c1, otherId, otherId);
    const stats = await dataOf<{ spreadUsers: number; handledWarnings: number }>(
      P.myStats,
      (await loginGuard(t.app)).token,
    );
    expect(stats).toMatchObject({ spreadUsers: 2, handledWarnings: 2 });
  });

  it('saves the guard’s name, logged, and refuses an empty one', async () => {
    const guard = (await loginGuard(t.app)).token;
    await dataOf(P.saveProfile, guard, { name: '李卫士改' });
    const id = await guardIdOf(DEMO_LOGINS.guard);
    expect((await t.db.select().from(guardUser).where(eq(guardUser.id, id)))[0]!.name).toBe('李卫士改');
    const [logged] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(operationLog)
      .where(and(eq(operationLog.entityId, id), eq(operationLog.action, 'guard_profile')));
    expect(logged!.n).toBe(1);
    expect((await call(P.saveProfile, guard, { name: '  ' })).statusCode).toBe(400);
  });
});

describe('transfer administrator', () => {
  const roleOf = async (id: string) => (await t.db.select().from(guardUser).where(eq(guardUser.id, id)))[0]!.roleType;

  it('lets only the team admin offer the role, to an active plain member of the same team', async () => {
    const guard = (await loginGuard(t.app)).token;
    expect((await call(P.adminTransferOffer, guard, { toGuardId: 'guard-0001' })).statusCode).toBe(403);
    const admin = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
    const overview = await dataOf<AdminTransferOverview>(P.adminTransfer, admin);
    expect(overview.canOffer).toBe(true);
    expect(overview.members.every((m) => m.phone.includes('*'))).toBe(true);
    const otherTeam = (await t.db.select().from(guardUser).where(eq(guardUser.orgId, ORG.c2)))[0]!.id;
    expect((await call(P.adminTransferOffer, admin, { toGuardId: otherTeam })).statusCode).toBe(404);
  });

  it('swaps the roles on acceptance, once, with the log; a stale or repeated answer is 409', async () => {
    const admin = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
    const member = (await loginGuard(t.app)).token;
    const adminId = await guardIdOf(DEMO_LOGINS.guardTeamAdmin);
    const memberId = await guardIdOf(DEMO_LOGINS.guard);
    const offer = await dataOf<AdminTransfer>(P.adminTransferOffer, admin, { toGuardId: memberId });
    expect(offer.state).toBe('PENDING');
    // One open offer per team.
    expect((await call(P.adminTransferOffer, admin, { toGuardId: memberId })).statusCode).toBe(409);
    // A third party's swapped id answers like a missing one.
    const outsider = await session(ORG.c2, GUARD_ROLE.guard);
    expect((await call(P.adminTransferAccept, outsider, { id: offer.id, version: offer.version })).statusCode).toBe(
      404,
    );
    // The offerer cannot accept for the receiver.
    expect((await call(P.adminTransferAccept, admin, { id: offer.id, version: offer.version })).statusCode).toBe(403);
    const incoming = await dataOf<AdminTransferOverview>(P.adminTransfer, member);
    expect(incoming.incoming.map((o) => o.id)).toEqual([offer.id]);
    expect((await call(P.adminTransferAccept, member, { id: offer.id, version: offer.version + 1 })).statusCode).toBe(
      409,
    );
    const accepted = await dataOf<AdminTransfer>(P.adminTransferAccept, member, {
      id: offer.id,
      version: offer.version,
    });
    expect(accepted).toMatchObject({ state: 'ACCEPTED', version: offer.version + 1 });
    expect(await roleOf(memberId)).toBe(GUARD_ROLE.teamAdmin);
    expect(await roleOf(adminId)).toBe(GUARD_ROLE.guard);
    expect((await call(P.adminTransferDecline, member, { id: offer.id, version: accepted.version })).statusCode).toBe(
      409,
    );
    const logged = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.entityId, offer.id))
      .orderBy(operationLog.id);
    expect(logged.map((l) => [l.fromState, l.toState])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'ACCEPTED'],
    ]);
    // Both sessions carry the new roles at once, not only when the access cache lets go.
    expect((await call(P.adminTransferOffer, admin, { toGuardId: memberId })).statusCode).toBe(403);
    expect((await dataOf<AdminTransferOverview>(P.adminTransfer, member)).canOffer).toBe(true);
    expect((await dataOf<{ roleType: number }>(AUTH_ENDPOINTS.loginInfo, member)).roleType).toBe(GUARD_ROLE.teamAdmin);
    expect((await dataOf<{ roleType: number }>(AUTH_ENDPOINTS.loginInfo, admin)).roleType).toBe(GUARD_ROLE.guard);
  });

  it('lets the receiver decline and the offerer cancel, leaving the roles as they were', async () => {
    t.clock.advance(10_000);
    const newAdmin = (await loginGuard(t.app)).token;
    const newAdminId = await guardIdOf(DEMO_LOGINS.guard);
    const formerAdminId = await guardIdOf(DEMO_LOGINS.guardTeamAdmin);
    const former = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
    const offer = await dataOf<AdminTransfer>(P.adminTransferOffer, newAdmin, { toGuardId: formerAdminId });
    const declined = await dataOf<AdminTransfer>(P.adminTransferDecline, former, { id: offer.id, version: 0 });
    expect(declined.state).toBe('DECLINED');
    const second = await dataOf<AdminTransfer>(P.adminTransferOffer, newAdmin, { toGuardId: formerAdminId });
    expect((await call(P.adminTransferCancel, former, { id: second.id, version: 0 })).statusCode).toBe(403);
    expect((await dataOf<AdminTransfer>(P.adminTransferCancel, newAdmin, { id: second.id, version: 0 })).state).toBe(
      'CANCELLED',
    );
    expect(await roleOf(newAdminId)).toBe(GUARD_ROLE.teamAdmin);
    expect(await roleOf(formerAdminId)).toBe(GUARD_ROLE.guard);
  });
});

describe('leaderboard rates and units', () => {
  // A day far from every other test's figures: only what these tests add counts.
  let now: Date;
  let ids: { a: string; b: string; c2: string };
  let guardA: string;
  afterAll(() => t.clock.advance(-500 * DAY_MS));
  beforeAll(async () => {
    t.clock.advance(500 * DAY_MS);
    now = t.clock.now();
    guardA = (await loginGuard(t.app)).token;
    const c2Guard = (await t.db.select().from(guardUser).where(eq(guardUser.orgId, ORG.c2))).find(
      (g) => g.roleType === GUARD_ROLE.guard,
    )!;
    ids = {
      a: await guardIdOf(DEMO_LOGINS.guard),
      b: await guardIdOf(DEMO_LOGINS.guardTeamAdmin),
      c2: c2Guard.id,
    };
  });
  const board = (token: string, query: Record<string, string>) => dataOf<RankBoard>(P.rank, token, query);
  const valueOf = (result: RankBoard, id: string) => result.rows.find((r) => r.id === id)?.value;

  const warning = (orgId: string, signer: string | null, fedBackBy?: string) =>
    warningAt(now, orgId, signer, fedBackBy);

  it('rates 处置预警 as the share of the warnings a guard signed that were fed back, never above 100 %', async () => {
    // A signed three and fed back two; B signed two, one fed back by A: A 2/3, B 2/2 — not
    // "A's feedbacks per resident" (over 100 % in the field) nor "A's feedbacks / A's signed" (A 3/3, B 1/2).
    await warning(ORG.c1, ids.a, ids.a);
    await warning(ORG.c1, ids.a, ids.a);
    await warning(ORG.c1, ids.a);
    await warning(ORG.c1, ids.b, ids.b);
    await warning(ORG.c1, ids.b, ids.a);
    await warning(ORG.c1, null);
    await warning(ORG.c2, ids.c2, ids.c2);
    const station = (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token;
    const rate = await board(station, { by: 'guard', period: 'day', metric: 'warnings', mode: 'rate' });
    expect(rate.unit).toBe('%');
    expect(valueOf(rate, ids.a)).toBe(66.67);
    expect(valueOf(rate, ids.b)).toBe(100);
    expect(valueOf(rate, ids.c2)).toBe(100);
    // Nothing signed is nothing to rate: no figure, ranked after every figure.
    const idle = rate.rows.filter((r) => r.value === null).map((r) => r.position);
    expect(Math.min(...idle)).toBeGreaterThan(
      Math.max(...rate.rows.filter((r) => r.value !== null).map((r) => r.position)),
    );
    expect(rate.rows.findIndex((r) => r.id === ids.b)).toBeLessThan(rate.rows.findIndex((r) => r.id === ids.a));
    // The units: every warning of the community pushed in the period (c1: 4 of 6 fed back).
    const units = await board(guardA, { by: 'org', period: 'day', metric: 'warnings', mode: 'rate' });
    expect(valueOf(units, ORG.c1)).toBe(66.67);
    expect(valueOf(units, ORG.c2)).toBe(100);
  });

  it('rates 推广用户 as the share of the residents of the guard’s community registered through the guard’s code', async () => {
    const person = async (orgId: string, registeredBy?: string) => {
      const phoneKey = `rate-key-${newId()}`;
      const [community] = await t.db.select().from(org).where(eq(org.id, orgId));
      await t.db.insert(resident).values({
        id: newId(),
        orgId,
        orgPath: community!.path,
        name: '居民',
        phoneMasked: '199****0000',
        idNumberMasked: '3301**********0000',
        phoneKey,
        idNumberKey: `${phoneKey}-id`,
        registeredAt: now,
        updatedAt: now,
      });
      if (registeredBy)
        await t.db.insert(spreadUser).values({
          id: newId(),
          guardId: registeredBy,
          orgId,
          orgPath: community!.path,
          guardOrgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/',
          nameMasked: '居*',
          phoneMasked: '199****0000',
          phoneKey,
          counted: true,
          createdAt: now,
        });
    };
    // A registered two residents of c1 and one of the neighbouring c2; B one of c1.
    await person(ORG.c1, ids.a);
    await person(ORG.c1, ids.a);
    await person(ORG.c2, ids.a);
    await person(ORG.c1, ids.b);
    await person(ORG.c1);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resident)
      .where(eq(resident.orgId, ORG.c1))) as [{ n: number }];
    const share = (done: number) => Math.round((done * 100 * 100) / n) / 100;
    const rate = await board(guardA, { by: 'guard', period: 'day', metric: 'spread', mode: 'rate' });
    expect(valueOf(rate, ids.a)).toBe(share(2));
    expect(valueOf(rate, ids.b)).toBe(share(1));
  });

  it('never rates above 100 %, whatever the metric, guard or unit', async () => {
    const station = (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token;
    const centre = await loginOa(t.app, 'oaAdmin');
    for (const token of [guardA, station, centre])
      for (const metric of ['spread', 'publicity', 'warnings', 'casePublicity'])
        for (const by of ['guard', 'org'])
          for (const period of ['day', 'year']) {
            const result = await board(token, { by, period, metric, mode: 'rate' });
            for (const row of result.rows) expect(row.value ?? 0, `${metric} ${by} ${period}`).toBeLessThanOrEqual(100);
          }
  });

  it('ranks a unit among the units of its level: a community guard sees his street’s communities', async () => {
    const communities = (await t.db.select().from(org).where(eq(org.parentId, 'org-d1-s1')))
      .filter((o) => o.kind !== 'partner')
      .map((o) => o.id);
    const units = await board(guardA, { by: 'org', period: 'day', metric: 'warnings', mode: 'count' });
    expect(units.rows.map((r) => r.id).sort()).toEqual(communities.sort());
    expect(units.mine?.id).toBe(ORG.c1);
    // A street admin sees the streets of his district, his own among them.
    const station = (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token;
    const streets = await board(station, { by: 'org', period: 'day', metric: 'warnings', mode: 'count' });
    expect(streets.rows.map((r) => r.id)).toEqual(expect.arrayContaining(['org-d1-s1', 'org-d1-s2']));
    expect(streets.rows.every((r) => r.id.startsWith('org-d1-s'))).toBe(true);
    expect(streets.mine?.id).toBe('org-d1-s1');
  });
});
