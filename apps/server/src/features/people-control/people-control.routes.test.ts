import {
  ERROR_CODES,
  FILE_ENDPOINTS,
  GUARD_ROLE,
  NOTICE_ENDPOINTS as N,
  PEOPLE_CONTROL_ENDPOINTS as P,
  urlOf,
  type ControlLevel,
  type Endpoint,
  type Page,
} from '@afp/contract';
import { and, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLog,
  guardUser,
  controlVisit,
  controlledPerson,
  controlTask,
  operationLog,
  storedFile,
} from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { demoFiles } from '../../seed/demo-files.ts';
import { CONTROL_VISIT, createControlledPerson } from '../../testing/control-factory.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { COMMUNITY, guardTokenOf } from '../../testing/demo-orgs.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'guard' | 'teamAdmin' | 'station' | 'otherStation' | 'otherGuard' | 'centre', string>;
const DAY = 86_400_000;
const png = demoFiles().find((file) => file.key.endsWith('.png'))!.content;

/** Signs everyone in (again after the clock moved past the sessions' idle expiry). */
async function signIn() {
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.teamAdmin = await guardTokenOf(t, COMMUNITY.own.id, GUARD_ROLE.teamAdmin);
  s.station = await guardTokenOf(t, 'org-d1-s1', GUARD_ROLE.stationAdmin);
  s.otherStation = await guardTokenOf(t, 'org-d2-s1', GUARD_ROLE.stationAdmin);
  s.otherGuard = await guardTokenOf(t, COMMUNITY.otherDistrict.id, GUARD_ROLE.guard);
  s.centre = await loginOa(t.app, 'oaAdmin');
}
async function advance(ms: number) {
  t.clock.advance(ms);
  await signIn();
}

beforeAll(async () => {
  t = await buildTestApp();
  await signIn();
});
resetClockPerTest(() => t.clock, signIn);
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown>) =>
  endpoint.method === 'GET'
    ? t.app.inject({
        method: 'GET',
        url: `${urlOf(endpoint)}?${new URLSearchParams(input as Record<string, string>)}`,
        headers: { authorization: token },
      })
    : t.app.inject({ method: 'POST', url: urlOf(endpoint), headers: { authorization: token }, payload: input });

/** A person of `org` whose current task is due `dueInDays` from the test clock's now. */
const createPerson = (
  org = COMMUNITY.own,
  options: { level?: ControlLevel; dueInDays?: number; guardId?: string } = {},
) => createControlledPerson(t.db, t.clock.now(), org, options);
const info = async (token: string, id: string) => (await send(P.info, token, { id })).json().data;
const taskOf = async (id: string) => (await t.db.select().from(controlTask).where(eq(controlTask.id, id)))[0]!;
const logsOf = async (entityId: string) =>
  t.db.select().from(operationLog).where(eq(operationLog.entityId, entityId)).orderBy(operationLog.id);
const visitsOf = (personId: string) => t.db.select().from(controlVisit).where(eq(controlVisit.personId, personId));
async function upload(token: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${urlOf(FILE_ENDPOINTS.upload)}?name=${encodeURIComponent('承诺书.png')}`,
    headers: { authorization: token, 'content-type': 'image/png' },
    payload: png,
  });
  return response.json().data.key as string;
}

describe('people-control list', () => {
  it('shows a plain guard the persons of their own community, masked, most urgent first', async () => {
    const { personId } = await createPerson(COMMUNITY.own, { dueInDays: -200 });
    await createPerson(COMMUNITY.neighbour);
    const response = await send(P.page, s.guard, { pageSize: '100' });
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r: { orgId: string }) => r.orgId === COMMUNITY.own.id)).toBe(true);
    expect(page.records[0].id).toBe(personId);
    expect(page.records[0]).toMatchObject({ idNumber: '110***********1234', phone: '139****5678', isOverdue: true });
    const dues = page.records.map((r: { nextDueAt: string }) => r.nextDueAt);
    expect([...dues].sort()).toEqual(dues);
  });

  it('pages by keyset without gaps or repeats', async () => {
    const first = (await send(P.page, s.station, { pageSize: '5' })).json().data;
    const second = (await send(P.page, s.station, { pageSize: '5', cursor: first.nextCursor })).json().data;
    const ids = [...first.records, ...second.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(10);
    expect(second.total).toBe(first.total);
  });

  it('narrows by level and label on every page, as the table holds them', async () => {
    for (const level of ['LOW', 'LOW', 'LOW', 'MEDIUM'] as const) await createPerson(COMMUNITY.neighbour, { level });
    const aiding = await createPerson(COMMUNITY.neighbour, { level: 'LOW' });
    await t.db.update(controlledPerson).set({ label: 'AIDING' }).where(eq(controlledPerson.id, aiding.personId));
    // The level alone first: the level-and-label list below must not reuse its query.
    const lowIds = (await send(P.page, s.station, { level: 'LOW', pageSize: '100' })).json().data.records;
    expect(lowIds.map((r: { id: string }) => r.id)).toContain(aiding.personId);
    const query = { level: 'LOW', label: 'CARD_TRADE' } as const;
    const ids: string[] = [];
    let page: Page<{ id: string }> = { records: [], nextCursor: null, total: 0, totalIsCapped: false };
    do {
      const cursor = page.nextCursor ? { cursor: page.nextCursor } : {};
      page = (await send(P.page, s.station, { ...query, pageSize: '2', ...cursor })).json().data;
      ids.push(...page.records.map((r) => r.id));
    } while (page.nextCursor);
    const expected = await t.db
      .select({ id: controlledPerson.id })
      .from(controlledPerson)
      .where(
        and(
          like(controlledPerson.orgPath, '/org-centre/org-d1/org-d1-s1/%'),
          eq(controlledPerson.level, query.level),
          eq(controlledPerson.label, query.label),
          ne(controlledPerson.state, 'RELEASED'),
        ),
      );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(ids.sort()).toEqual(expected.map((row) => row.id).sort());
    expect(page.total).toBe(expected.length);
  });

  it('caches the total for 30 s, but a move of a person counts at once', async () => {
    const total = async () => (await send(P.page, s.station, { pageSize: '1' })).json().data.total as number;
    const { personId } = await createPerson(COMMUNITY.neighbour);
    await send(P.lost, s.station, { personId, version: 0, reason: '联系不上' });
    // On PostgreSQL the move is also announced to every process (LISTEN/NOTIFY) and heard here a moment
    // later, dropping the cache again: let that arrive before the total is cached, or it would drop the
    // count taken below and the outside write would show at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counted = await total();
    // A row written outside the app (no logged move) shows once the cached total expires.
    await createPerson(COMMUNITY.neighbour);
    expect(await total()).toBe(counted);
    await advance(30_000);
    expect(await total()).toBe(counted + 1);
    await send(P.restore, s.station, { personId, version: 1, reason: '已联系上' });
    expect((await send(P.release, s.centre, { personId, version: 2, reason: '管控期满' })).statusCode).toBe(200);
    expect(await total()).toBe(counted);
  });

  it('filters 本周到期 and 已逾期 by the clock', async () => {
    const { personId } = await createPerson(COMMUNITY.own, { dueInDays: 3 });
    const ids = async (filter: string) =>
      (await send(P.page, s.guard, { filter, pageSize: '100' })).json().data.records.map((r: { id: string }) => r.id);
    expect(await ids('DUE_SOON')).toContain(personId);
    expect(await ids('OVERDUE')).not.toContain(personId);
    await advance(4 * DAY);
    expect(await ids('DUE_SOON')).not.toContain(personId);
    expect(await ids('OVERDUE')).toContain(personId);
    expect((await info(s.guard, personId)).missedCount).toBe(1);
    await advance(7 * DAY);
    expect((await info(s.guard, personId)).missedCount).toBe(2);
  });

  it('shows a station admin the subtree but not another district', async () => {
    const neighbour = await createPerson(COMMUNITY.neighbour);
    const other = await createPerson(COMMUNITY.otherDistrict);
    const ids = (await send(P.page, s.station, { pageSize: '100', filter: 'ALL' }))
      .json()
      .data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(neighbour.personId);
    expect(ids).not.toContain(other.personId);
    expect((await send(P.info, s.station, { id: other.personId })).statusCode).toBe(404);
    expect((await send(P.visitPage, s.station, { personId: other.personId })).statusCode).toBe(404);
  });

  it('shows the detail whole to the responsible guard, his team admin and the centre, each view logged', async () => {
    const [guard] = await t.db.select().from(guardUser).where(eq(guardUser.phone, DEMO_LOGINS.guard));
    const [teammate] = await t.db
      .select()
      .from(guardUser)
      .where(
        and(
          eq(guardUser.orgId, COMMUNITY.own.id),
          eq(guardUser.roleType, GUARD_ROLE.guard),
          ne(guardUser.id, guard!.id),
        ),
      )
      .limit(1);
    const teammateToken = (await loginGuard(t.app, teammate!.phone)).token;
    const { personId } = await createPerson(COMMUNITY.own, { guardId: guard!.id });
    const idNumberSeenBy = async (token: string) => (await info(token, personId)).idNumber;
    expect(await idNumberSeenBy(s.guard)).toBe('110101199003071234');
    expect(await idNumberSeenBy(s.teamAdmin)).toBe('110101199003071234');
    expect(await idNumberSeenBy(s.centre)).toBe('110101199003071234');
    expect(await idNumberSeenBy(teammateToken)).toBe('110***********1234');
    expect(await idNumberSeenBy(s.station)).toBe('110***********1234');
    expect((await info(teammateToken, personId)).phone).toBe('139****5678');
    const views = await t.db.select().from(accessLog).where(eq(accessLog.subjectId, personId));
    expect(views.map((v) => v.action)).toEqual(Array(3).fill('people_control.view_whole'));
    expect(views.map((v) => v.actorType).sort()).toEqual(['guard', 'guard', 'oa']);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const response = await send(P.page, s.guard, { filter: 'SOMETIME' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('filter');
  });
});

describe('control visit and review', () => {
  it('submits a visit on an overdue task, clears the marker, counts the miss, logs the move', async () => {
    const { personId, taskId } = await createPerson(COMMUNITY.own, { dueInDays: -1 });
    expect((await info(s.guard, personId)).isOverdue).toBe(true);
    const photo = await upload(s.guard);
    const commitment = await upload(s.guard);
    const response = await send(P.visit, s.guard, {
      ...CONTROL_VISIT,
      taskId,
      version: 0,
      photos: [photo],
      commitments: [commitment],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ state: 'SUBMITTED', isLate: true, photos: [photo] });
    const person = await info(s.guard, personId);
    expect(person).toMatchObject({ isOverdue: false, taskState: 'SUBMITTED', missedCount: 1 });
    expect(person.currentTask).toMatchObject({ state: 'SUBMITTED', version: 1 });
    const tab = async (filter: string) =>
      (await send(P.page, s.guard, { filter, pageSize: '100' })).json().data.records.map((r: { id: string }) => r.id);
    expect(await tab('OVERDUE')).not.toContain(personId);
    expect(await tab('SUBMITTED')).toContain(personId);
    const visitId = response.json().data.id;
    const files = await t.db.select().from(storedFile).where(eq(storedFile.ownerId, visitId));
    expect(files.map((f) => f.ownerType)).toEqual(['control_feedback', 'control_feedback']);
    expect((await logsOf(taskId)).map((l) => [l.action, l.fromState, l.toState, l.remark])).toEqual([
      ['people_control.task.submit', 'PENDING', 'SUBMITTED', 'PENDING → SUBMITTED'],
    ]);
    // The photo opens for the subtree, not for another district.
    const ticket = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(FILE_ENDPOINTS.downloadTicket),
        headers: { authorization: token },
        payload: { url: photo, name: 'photo.png' },
      });
    expect((await ticket(s.station)).statusCode).toBe(200);
    expect((await ticket(s.otherStation)).statusCode).toBe(404);
  });

  it('answers 409 to a stale version and to a second submission, storing nothing', async () => {
    const { personId, taskId } = await createPerson();
    const stale = await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.controlStaleVersion);
    expect(await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 0 })).toHaveProperty('statusCode', 200);
    const again = await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe(ERROR_CODES.controlInvalidTransition);
    expect(await visitsOf(personId)).toHaveLength(1);
  });

  it('refuses missing fields and foreign photos with 400 naming the field, storing nothing', async () => {
    const { personId, taskId } = await createPerson();
    const missing = await send(P.visit, s.guard, { ...CONTROL_VISIT, content: ' ', taskId, version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('content');
    const foreign = await upload(s.otherGuard);
    const refused = await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 0, commitments: [foreign] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.field).toBe('commitments');
    expect(await visitsOf(personId)).toHaveLength(0);
    expect((await taskOf(taskId)).state).toBe('PENDING');
  });

  it('lets only the community guards submit; ids of another district are 404', async () => {
    const { taskId } = await createPerson();
    expect((await send(P.visit, s.otherGuard, { ...CONTROL_VISIT, taskId, version: 0 })).statusCode).toBe(404);
    expect((await send(P.visit, s.station, { ...CONTROL_VISIT, taskId, version: 0 })).statusCode).toBe(403);
  });

  it('returns with a reason, the guard resubmits, the admin approves and the next period starts', async () => {
    const { personId, taskId } = await createPerson(COMMUNITY.own, { level: 'MEDIUM', dueInDays: 2 });
    await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 0 });
    expect((await send(P.return, s.teamAdmin, { taskId, version: 1, reason: '照片不清' })).statusCode).toBe(403);
    const noReason = await send(P.return, s.station, { taskId, version: 1 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.field).toBe('reason');
    const returned = await send(P.return, s.station, { taskId, version: 1, reason: '照片不清' });
    expect(returned.statusCode).toBe(200);
    expect(returned.json().data).toMatchObject({ state: 'RETURNED', returnReason: '照片不清', version: 2 });
    // The guard's unit is told why in its 消息通知, as after a refusal in the 核查 queue.
    const notices = (await send(N.page, s.guard, { pageSize: 100 })).json().data.records;
    expect(notices).toContainEqual(
      expect.objectContaining({
        kind: 'verification_refused',
        message: expect.stringMatching(/^管控反馈「.+」核查未通过，已退回：照片不清$/),
      }),
    );
    const history = (await send(P.visitPage, s.guard, { personId })).json().data.records;
    // The place comes with its point, so a review can show the map when there is no address.
    expect(history[0]).toMatchObject({
      state: 'RETURNED',
      reviewReason: '照片不清',
      address: '湖滨花园社区3幢',
      latitude: 30.1,
      longitude: 120.2,
    });
    expect(await send(P.approve, s.station, { taskId, version: 2 })).toHaveProperty('statusCode', 409);

    await advance(DAY);
    expect((await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 2 })).statusCode).toBe(200);
    const approved = await send(P.approve, s.station, { taskId, version: 3 });
    expect(approved.json().data.state).toBe('APPROVED');
    const person = await info(s.guard, personId);
    const resubmitted = (await visitsOf(personId)).find((f) => f.state === 'APPROVED')!;
    expect(person.currentTask).toMatchObject({ state: 'PENDING', version: 0 });
    expect(Date.parse(person.currentTask.dueAt) - resubmitted.submittedAt.getTime()).toBe(14 * DAY);
    expect((await logsOf(taskId)).map((l) => l.action)).toEqual([
      'people_control.task.submit',
      'people_control.task.return',
      'people_control.task.submit',
      'people_control.task.approve',
    ]);
  });
});

describe('person moves', () => {
  it('changes the level and re-times the open task; a stale version is 409', async () => {
    const { personId, taskId } = await createPerson(COMMUNITY.own, { level: 'HIGH' });
    const before = await taskOf(taskId);
    expect((await send(P.level, s.guard, { personId, version: 0, level: 'LOW' })).statusCode).toBe(403);
    const changed = await send(P.level, s.station, { personId, version: 0, level: 'LOW', reason: '表现良好' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ level: 'LOW', version: 1 });
    expect((await taskOf(taskId)).dueAt.getTime() - before.periodStart.getTime()).toBe(30 * DAY);
    const stale = await send(P.level, s.station, { personId, version: 0, level: 'MEDIUM' });
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.controlStaleVersion);
  });

  it('marks lost contact, restores, releases; illegal moves are 409 and every move is logged', async () => {
    const { personId, taskId } = await createPerson();
    const restore = await send(P.restore, s.station, { personId, version: 0, reason: '已联系上' });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().data.errorCode).toBe(ERROR_CODES.controlInvalidTransition);
    expect((await send(P.lost, s.guard, { personId, version: 0, reason: '联系不上' })).statusCode).toBe(403);
    expect((await send(P.lost, s.station, { personId, version: 0, reason: '联系不上' })).json().data.state).toBe(
      'LOST_CONTACT',
    );
    expect((await send(P.restore, s.station, { personId, version: 1, reason: '已联系上' })).json().data.state).toBe(
      'IN_CONTROL',
    );
    const released = await send(P.release, s.centre, { personId, version: 2, reason: '管控期满' });
    expect(released.json().data).toMatchObject({ state: 'RELEASED', taskState: 'CANCELLED', isOverdue: false });
    expect((await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 1 })).statusCode).toBe(409);
    expect((await send(P.release, s.centre, { personId, version: 3, reason: '再次' })).statusCode).toBe(409);
    expect((await logsOf(personId)).map((l) => l.action)).toEqual([
      'people_control.person.markLost',
      'people_control.person.restore',
      'people_control.person.release',
    ]);
    expect((await logsOf(taskId)).map((l) => l.action)).toEqual(['people_control.task.cancel']);
    const releasedIds = (await send(P.page, s.guard, { filter: 'RELEASED', pageSize: '100' })).json().data.records;
    expect(releasedIds.map((r: { id: string }) => r.id)).toContain(personId);
  });

  it('answers 404 for a person of another district', async () => {
    const { personId } = await createPerson(COMMUNITY.otherDistrict);
    expect((await send(P.lost, s.station, { personId, version: 0, reason: '联系不上' })).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(controlledPerson)
      .where(and(eq(controlledPerson.id, personId), like(controlledPerson.state, 'IN_CONTROL')));
    expect(rows).toHaveLength(1);
  });
});

describe('monthly digest per guard', () => {
  it("counts the month's visits, the late ones and who is overdue now, per guard of the scope", async () => {
    const { taskId } = await createPerson(COMMUNITY.own, { dueInDays: -2 });
    await createPerson(COMMUNITY.own, { dueInDays: -3 });
    expect((await send(P.visit, s.guard, { ...CONTROL_VISIT, taskId, version: 0 })).statusCode).toBe(200);
    const month = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 7);
    const rows = (await send(P.digest, s.station, { month })).json().data as {
      guardId: string;
      orgName: string;
      visits: number;
      lateVisits: number;
      overdueNow: number;
    }[];
    const [demoGuard] = await t.db.select().from(guardUser).where(eq(guardUser.phone, DEMO_LOGINS.guard));
    const mine = rows.find((row) => row.guardId === demoGuard!.id);
    expect(mine!.visits).toBeGreaterThanOrEqual(mine!.lateVisits);
    expect(mine!.lateVisits).toBeGreaterThanOrEqual(1);
    expect(new Set(rows.map((row) => row.orgName.length > 0))).toEqual(new Set([true]));
    const plain = (await send(P.digest, s.guard, { month })).json().data as { guardId: string }[];
    expect(plain.length).toBeLessThan(rows.length);
    expect((await send(P.digest, s.station, { month: '2026-13' })).statusCode).toBe(400);
  });
});
