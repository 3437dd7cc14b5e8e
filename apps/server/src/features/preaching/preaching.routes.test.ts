import {
  ERROR_CODES,
  GUARD_ROLE,
  PREACHING_ENDPOINTS as P,
  PREACH_REFERENCE_PATTERN,
  preachReferenceDayOf,
  VERIFICATION_ENDPOINTS as V,
  type Endpoint,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardUser,
  operationLog,
  org,
  preachAppointment,
  speechChapter,
  speechCourse,
  verificationItem,
  verifyGroupMember,
} from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { createPreachingRepository } from './preaching.repository.ts';
import { repeatBookingWindow } from './preaching.rules.ts';
import { phoneOf } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'guard' | 'sibling' | 'teamAdmin' | 'station' | 'otherStation' | 'centre', string>;
let guardId = '';
let siblingId = '';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  const guard = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  const me = await loginGuard(t.app, DEMO_LOGINS.guard);
  s.guard = me.token;
  guardId = me.uid;
  const [sibling] = await t.db
    .select()
    .from(guardUser)
    .where(and(eq(guardUser.orgId, 'org-d1-s1-c1'), eq(guardUser.roleType, GUARD_ROLE.guard)))
    .orderBy(guardUser.id);
  const siblingRow =
    sibling!.id === guardId
      ? (await t.db.select().from(guardUser).where(eq(guardUser.orgId, 'org-d1-s1-c1'))).find(
          (g) => g.id !== guardId && g.roleType === 1,
        )!
      : sibling!;
  siblingId = siblingRow.id;
  s.sibling = (await loginGuard(t.app, siblingRow.phone)).token;
  s.teamAdmin = await guard('org-d1-s1-c1', GUARD_ROLE.teamAdmin);
  s.station = await guard('org-d1-s1', GUARD_ROLE.stationAdmin);
  s.otherStation = await guard('org-d2-s1', GUARD_ROLE.stationAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');
});
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string | null, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);
const data = async (endpoint: Endpoint, token: string | null, input: Record<string, unknown> = {}) => {
  const response = await send(endpoint, token, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const at = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();
let serial = 0;
/** Each test's sessions far apart from the others', so only the double-booking test clashes. */
let slot = 1000;
const nextSlot = () => (slot += 10);
const request = (hours: number) => ({
  applicantUnit: `湖滨实验学校${(serial += 1)}`,
  contactName: '张老师',
  contactPhone: '13912345678',
  address: '湖滨路1号报告厅',
  startsAt: at(hours),
  expectedAudience: 200,
  audienceType: 'STUDENT' as const,
  topics: ['CAMPUS', 'BASICS'],
});
const upload = (token: string) => uploadedKey(t.app, { as: token });
/** The guard completes the session at its version, with the report and a fresh photo. */
const complete = async (
  session: { id: string; version: number },
  report: { overview: string; audienceCount: number },
) =>
  data(P.complete, s.guard, { id: session.id, version: session.version, ...report, photos: [await upload(s.guard)] });

/** A unit books through the centre's code; answers the appointment's id read from the table (the answer has none). */
async function book(hours = nextSlot(), changes: Partial<ReturnType<typeof request>> = {}) {
  const { code } = await data(P.unitCode, s.centre);
  const body = { ...request(hours), ...changes };
  expect(await data(P.book, null, { code, ...body })).toEqual({
    received: true,
    isRepeat: false,
    reference: expect.stringMatching(PREACH_REFERENCE_PATTERN),
  });
  const [row] = await t.db
    .select()
    .from(preachAppointment)
    .where(eq(preachAppointment.applicantUnit, body.applicantUnit));
  return row!;
}
const info = (token: string, id: string) => data(P.info, token, { id });
/** The appointment's row and its log, to show a refused move changed nothing. */
const stored = async (id: string) => ({
  row: (await t.db.select().from(preachAppointment).where(eq(preachAppointment.id, id)))[0],
  log: (await t.db.select().from(operationLog).where(eq(operationLog.entityId, id))).length,
});
/** A refusal in the envelope with its status and stable code. */
async function expectRefused(response: ReturnType<typeof send>, status: number, errorCode: string) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json()).toMatchObject({ code: status, success: false, data: { errorCode } });
}
/** Booked, assigned to the station and to the demo guard. */
async function assigned(hours = nextSlot(), guard = guardId) {
  const row = await book(hours);
  const unit = await data(P.assignUnit, s.centre, { id: row.id, version: 0, orgId: 'org-d1-s1' });
  return data(P.assignGuard, s.station, { id: row.id, version: unit.version, guardId: guard });
}
async function accepted(hours = nextSlot()) {
  const detail = await assigned(hours);
  return data(P.accept, s.guard, { id: detail.id, version: detail.version });
}
/** The session's start is reached: moved into the past in the table (moving the clock days on would end the logins). */
async function begun(id: string) {
  await t.db
    .update(preachAppointment)
    .set({ startsAt: new Date(at(-nextSlot())) })
    .where(eq(preachAppointment.id, id));
}

describe('public pages of the QR codes', () => {
  it('lets a unit book through its code and answers nothing of what was sent', async () => {
    const { code, path } = await data(P.unitCode, s.centre);
    expect(path).toBe('/pages/preach-booking');
    expect(await data(P.bookingView, null, { code })).toEqual({ orgName: expect.any(String) });
    const response = await send(P.book, null, { code, ...request(24) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('13912345678');
    expect(response.body).not.toContain('张老师');
  });

  it('refuses a bad phone, a past time and an unknown code, storing nothing', async () => {
    const { code } = await data(P.unitCode, s.centre);
    const before = (await t.db.select().from(preachAppointment)).length;
    await expectRefused(
      send(P.book, null, { code, ...request(24), contactPhone: '12345' }),
      400,
      ERROR_CODES.validation,
    );
    await expectRefused(send(P.book, null, { code, ...request(-1) }), 400, ERROR_CODES.validation);
    await expectRefused(send(P.book, null, { ...request(24), code: 'unknown-code-0000' }), 404, ERROR_CODES.notFound);
    // A guard's code is no booking code.
    const mine = await data(P.myCode, s.guard);
    await expectRefused(send(P.book, null, { ...request(24), code: mine.code }), 404, ERROR_CODES.notFound);
    expect((await t.db.select().from(preachAppointment)).length).toBe(before);
  });

  it('takes a booking sent again (same phone, start within ±2 h) as the first one', async () => {
    const { code } = await data(P.unitCode, s.centre);
    const hours = nextSlot();
    const body = { code, ...request(hours), contactPhone: '13955550001' };
    // The phone is sealed at rest (no SQL equality): rows are read and compared opened.
    const rowsOf = async (phone: string) =>
      (await t.db.select().from(preachAppointment)).filter((row) => row.contactPhone === phone);
    const firstBooking = await data(P.book, null, body);
    expect(firstBooking).toEqual({
      received: true,
      isRepeat: false,
      reference: expect.stringMatching(PREACH_REFERENCE_PATTERN),
    });
    // Sent again with another unit name and a start 1.5 h later: the same request, answered as such, with its reference.
    expect(
      await data(P.book, null, { ...body, applicantUnit: '湖滨实验学校（重复）', startsAt: at(hours + 1.5) }),
    ).toEqual({
      received: true,
      isRepeat: true,
      reference: firstBooking.reference,
    });
    expect(await rowsOf('13955550001')).toHaveLength(1);
    // Another session of the same school later that day, or another phone at the same time, is a new request.
    expect((await data(P.book, null, { ...body, startsAt: at(hours + 3) })).isRepeat).toBe(false);
    expect((await data(P.book, null, { ...body, contactPhone: '13955550003' })).isRepeat).toBe(false);
    // Once the first is rejected, the school may ask again for the same time.
    const [first] = await rowsOf('13955550001');
    await data(P.reject, s.centre, { id: first!.id, version: first!.version, reason: '时间冲突，请改期预约' });
    expect((await data(P.book, null, body)).isRepeat).toBe(false);
  });

  it('holds a phone while its booking is taken, so the same request in another process makes no second row', async () => {
    const { code } = await data(P.unitCode, s.centre);
    const body = { code, ...request(nextSlot()), contactPhone: '13955550002' };
    const [centre] = await t.db.select().from(org).where(eq(org.kind, 'centre'));
    const repository = createPreachingRepository({ db: t.db });
    let second: ReturnType<typeof send> | undefined;
    await t.db.transaction(async (tx) => {
      // The first request, still being taken: the phone held, nothing open found yet.
      const window = repeatBookingWindow(new Date(body.startsAt));
      expect(await repository.openRequestOf(tx, body.contactPhone, window)).toBeUndefined();
      second = send(P.book, null, body);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { code: _code, ...request } = body;
      await repository.insert(tx, {
        ...request,
        id: 'pa-first-of-two',
        source: 'BOOKING',
        reference: 'YY0001010001',
        startsAt: new Date(body.startsAt),
        state: 'SUBMITTED',
        orgId: centre!.id,
        orgPath: centre!.path,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      });
    });
    expect((await second!).json().data).toEqual({ received: true, isRepeat: true, reference: 'YY0001010001' });
    const rows = (await t.db.select().from(preachAppointment)).filter((row) => row.contactPhone === '13955550002');
    expect(rows.map((row) => row.id)).toEqual(['pa-first-of-two']);
  });

  it('numbers bookings YY + China day + sequence, one after the other, even when two are taken at once', async () => {
    const { code } = await data(P.unitCode, s.centre);
    const day = preachReferenceDayOf(t.clock.now());
    const answers = await Promise.all(
      ['13955550011', '13955550012', '13955550013'].map((contactPhone) =>
        data(P.book, null, { code, ...request(nextSlot()), contactPhone }),
      ),
    );
    const references = answers.map((answer: { reference: string }) => answer.reference).sort();
    expect(references.every((reference) => reference.startsWith(day))).toBe(true);
    const sequences = references.map((reference) => Number(reference.slice(day.length)));
    expect(new Set(sequences).size).toBe(3);
    expect(sequences[2]! - sequences[0]!).toBe(2);
  });

  it('tells a booking’s status to whoever has its reference and phone; any other pair gets one answer', async () => {
    const { code } = await data(P.unitCode, s.centre);
    const body = { code, ...request(nextSlot()), contactPhone: '13955550021' };
    const { reference } = await data(P.book, null, body);
    const status = await data(P.bookingStatus, null, { reference: reference.toLowerCase(), phone: '13955550021' });
    expect(status).toMatchObject({ reference, state: 'SUBMITTED', status: '已提交，等待受理', guardName: null });
    expect(JSON.stringify(status)).not.toContain('13955550021');
    // A wrong phone and an unknown reference: the same 404, word for word.
    const wrongPhone = await send(P.bookingStatus, null, { reference, phone: '13955550022' });
    const unknown = await send(P.bookingStatus, null, { reference: 'YY9901010001', phone: '13955550021' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    // A malformed reference is refused as input, before any lookup.
    await expectRefused(
      send(P.bookingStatus, null, { reference: 'not-a-ref', phone: '13955550021' }),
      400,
      ERROR_CODES.validation,
    );
    // Rejected: the unit reads why.
    const [row] = await t.db.select().from(preachAppointment).where(eq(preachAppointment.reference, reference));
    await data(P.reject, s.centre, { id: row!.id, version: row!.version, reason: '时间冲突，请改期预约' });
    expect(await data(P.bookingStatus, null, { reference, phone: '13955550021' })).toMatchObject({
      state: 'REJECTED',
      status: '未受理',
      reason: '时间冲突，请改期预约',
    });
  });

  it('lists a new booking to the centre with the contact masked', async () => {
    const row = await book();
    const page = await data(P.page, s.centre, { filter: 'PENDING', pageSize: '100' });
    const listed = page.records.find((r: { id: string }) => r.id === row.id);
    expect(listed).toMatchObject({ state: 'SUBMITTED', contactPhone: '139****5678', contactName: '张*师' });
  });
});

describe('preaching moves (DESIGN §4.6)', () => {
  it('goes centre → station → guard → accepted → completed, each move logged from → to', async () => {
    const row = await book();
    const unit = await data(P.assignUnit, s.centre, { id: row.id, version: 0, orgId: 'org-d1-s1' });
    expect(unit).toMatchObject({ state: 'ASSIGNED_TO_UNIT', orgId: 'org-d1-s1', actions: expect.any(Array) });
    const candidates = await data(P.guards, s.station, { id: row.id });
    expect(candidates.map((g: { id: string }) => g.id)).toContain(guardId);
    const assignedTo = await data(P.assignGuard, s.station, { id: row.id, version: unit.version, guardId });
    expect(assignedTo).toMatchObject({ state: 'ASSIGNED_TO_GUARD', orgId: 'org-d1-s1-c1', guardId });
    const mine = await info(s.guard, row.id);
    expect(mine.actions).toEqual(['accept', 'decline']);
    expect(mine.contactPhone).toBe('13912345678');
    const ok = await data(P.accept, s.guard, { id: row.id, version: assignedTo.version });
    await begun(row.id);
    const done = await complete(
      { id: row.id, version: ok.version },
      { overview: '讲解校园诈骗与两卡风险，现场互动答疑。', audienceCount: 180 },
    );
    expect(done).toMatchObject({ state: 'COMPLETED', audienceCount: 180, photos: [expect.any(String)] });
    const logs = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.entityId, row.id))
      .orderBy(operationLog.id);
    expect(logs.map((l) => `${l.fromState}→${l.toState}`)).toEqual([
      'null→SUBMITTED',
      'SUBMITTED→ASSIGNED_TO_UNIT',
      'ASSIGNED_TO_UNIT→ASSIGNED_TO_GUARD',
      'ASSIGNED_TO_GUARD→ACCEPTED',
      'ACCEPTED→COMPLETED',
    ]);
  });

  it('refuses to complete a session before it starts, saying when it starts', async () => {
    const ok = await accepted();
    const completion = { id: ok.id, version: ok.version, overview: '概况', audienceCount: 50 };
    const early = await send(P.complete, s.guard, { ...completion, photos: [await upload(s.guard)] });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, data: { errorCode: 'preaching.not_started' } });
    expect(early.json().message).toContain('宣讲开始后才能完成');
    expect((await info(s.guard, ok.id)).state).toBe('ACCEPTED');
    await begun(ok.id);
    const done = await data(P.complete, s.guard, { ...completion, photos: [await upload(s.guard)] });
    expect(done.state).toBe('COMPLETED');
  });

  it('answers 409 to a stale version and to a move its state does not allow, changing nothing', async () => {
    const row = await book();
    await data(P.assignUnit, s.centre, { id: row.id, version: 0, orgId: 'org-d1-s1' });
    const before = await stored(row.id);
    await expectRefused(
      send(P.assignUnit, s.centre, { id: row.id, version: 0, orgId: 'org-d1-s2' }),
      409,
      ERROR_CODES.preachStaleVersion,
    );
    await expectRefused(send(P.accept, s.centre, { id: row.id, version: 1 }), 409, ERROR_CODES.preachInvalidTransition);
    expect(await stored(row.id)).toEqual(before);
  });

  it('lets only who may act: others see 404 or 403, and nothing changes', async () => {
    const row = await book();
    // A plain guard does not see a session that is not his; another district does not see it at all.
    await expectRefused(send(P.info, s.guard, { id: row.id }), 404, ERROR_CODES.notFound);
    const booked = await stored(row.id);
    await expectRefused(
      send(P.assignUnit, s.otherStation, { id: row.id, version: 0, orgId: 'org-d2-s1' }),
      404,
      ERROR_CODES.notFound,
    );
    expect(await stored(row.id)).toEqual(booked);
    const unit = await data(P.assignUnit, s.centre, { id: row.id, version: 0, orgId: 'org-d1-s1' });
    // A team admin above the station? No: the station is above the community's team admin.
    await expectRefused(send(P.info, s.teamAdmin, { id: row.id }), 404, ERROR_CODES.notFound);
    // A unit outside the caller's subtree is refused.
    const atUnit = await stored(row.id);
    await expectRefused(
      send(P.assignUnit, s.station, { id: row.id, version: unit.version, orgId: 'org-d2-s1' }),
      404,
      ERROR_CODES.notFound,
    );
    expect(await stored(row.id)).toEqual(atUnit);
    const toGuard = await data(P.assignGuard, s.station, { id: row.id, version: unit.version, guardId });
    // Only the assigned guard accepts: his colleague sees it (same community) but may not act.
    const atGuard = await stored(row.id);
    await expectRefused(
      send(P.accept, s.sibling, { id: row.id, version: toGuard.version }),
      403,
      ERROR_CODES.forbidden,
    );
    await expectRefused(
      send(P.accept, s.station, { id: row.id, version: toGuard.version }),
      403,
      ERROR_CODES.forbidden,
    );
    expect(await stored(row.id)).toEqual(atGuard);
    expect(atGuard.row).toMatchObject({ state: 'ASSIGNED_TO_GUARD', version: toGuard.version });
  });

  it('requires the overview, the audience and at least one photo to complete', async () => {
    const ok = await accepted(72);
    await begun(ok.id);
    const base = { id: ok.id, version: ok.version, overview: '概况', audienceCount: 50 };
    expect((await send(P.complete, s.guard, { ...base, photos: [] })).statusCode).toBe(400);
    const photo = await upload(s.guard);
    expect((await send(P.complete, s.guard, { ...base, overview: ' ', photos: [photo] })).statusCode).toBe(400);
    expect((await send(P.complete, s.guard, { ...base, audienceCount: 0, photos: [photo] })).statusCode).toBe(400);
    expect((await send(P.complete, s.guard, { ...base, photos: [photo] })).statusCode).toBe(200);
  });

  it('sends a completion to the verification; a refusal returns it to the guard, a review closes it', async () => {
    const ok = await accepted(96);
    await begun(ok.id);
    const completion = { overview: '概况', audienceCount: 60 };
    const done = await complete(ok, completion);
    const itemOf = async () =>
      (
        await t.db
          .select()
          .from(verificationItem)
          .where(and(eq(verificationItem.kind, 'preach_completion'), eq(verificationItem.subjectId, ok.id)))
      )[0]!;
    let item = await itemOf();
    expect(item.state).toBe('PENDING_VERIFY');
    await data(V.refuse, s.centre, { id: item.id, version: item.version, stage: 'verify', reason: '照片不清晰' });
    const back = await info(s.guard, ok.id);
    expect(back).toMatchObject({ state: 'ACCEPTED', refuseReason: '照片不清晰' });
    const again = await complete({ id: ok.id, version: back.version }, completion);
    expect(again.state).toBe('COMPLETED');
    expect(again.refuseReason).toBeNull();
    item = await itemOf();
    expect(item.state).toBe('PENDING_VERIFY');
    expect(done.state).toBe('COMPLETED');
    // 核查 by the centre, 复核 by another member of the city's re-verify group: the session is closed and verified.
    await t.db.insert(verifyGroupMember).values({ groupId: 'rvg-city', accountId: 'oa-staff' });
    await data(V.verify, s.centre, { id: item.id, version: item.version });
    item = await itemOf();
    await data(V.review, await loginOa(t.app, 'oaStaff'), { id: item.id, version: item.version });
    const closed = await t.db.select().from(preachAppointment).where(eq(preachAppointment.id, ok.id));
    expect(closed[0]).toMatchObject({ state: 'CLOSED', verifiedAt: expect.any(Date) });
  });

  it('never books a guard twice within ±2 h', async () => {
    const first = await accepted(200);
    // Another school's request (another phone) for nearly the same time.
    const clash = await book(201.9, { contactPhone: '13912340000' });
    const unit = await data(P.assignUnit, s.centre, { id: clash.id, version: 0, orgId: 'org-d1-s1' });
    const busy = (await data(P.guards, s.station, { id: clash.id })).find((g: { id: string }) => g.id === guardId);
    expect(busy.busy).toBe(true);
    const refused = await send(P.assignGuard, s.station, { id: clash.id, version: unit.version, guardId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.errorCode).toBe('preaching.double_booked');
    // preach-create obeys the same rule; two hours apart is free.
    expect((await send(P.create, s.guard, request(198.5))).statusCode).toBe(409);
    expect((await send(P.create, s.guard, request(202))).statusCode).toBe(200);
    expect(first.state).toBe('ACCEPTED');
  });

  it('keeps the history of a cancelled session', async () => {
    const detail = await assigned(300);
    const cancelled = await data(P.cancel, s.station, { id: detail.id, version: detail.version, reason: '学校停课' });
    expect(cancelled).toMatchObject({ state: 'CANCELLED', closeReason: '学校停课' });
    expect(cancelled.history.map((h: { action: string }) => h.action)).toEqual([
      '单位预约',
      '分配单位',
      '分配卫士',
      '取消',
    ]);
    // Still listed under 已关闭 for the station.
    const page = await data(P.page, s.station, { filter: 'ENDED', pageSize: '100' });
    expect(page.records.map((r: { id: string }) => r.id)).toContain(detail.id);
  });

  it('lets the guard hand a session back to the unit and the admin reassign it', async () => {
    const detail = await assigned(400);
    const back = await data(P.decline, s.guard, { id: detail.id, version: detail.version, reason: '当天外出培训' });
    expect(back).toMatchObject({ state: 'ASSIGNED_TO_UNIT', guardId: null });
    const again = await data(P.assignGuard, s.teamAdmin, { id: detail.id, version: back.version, guardId: siblingId });
    expect(again).toMatchObject({ state: 'ASSIGNED_TO_GUARD', guardId: siblingId });
  });
});

describe('preach-create, attendees and the overview', () => {
  it('counts sessions, audience, sign-ins and ratings on the guard overview', async () => {
    const before = await data(P.overview, s.guard);
    // Recorded half an hour after it began, so it may be completed at once.
    const created = await data(P.create, s.guard, request(-0.5));
    expect(created).toMatchObject({ state: 'ACCEPTED', source: 'SELF', guardId });
    const { code, path } = await data(P.myCode, s.guard);
    expect(path).toBe('/pages/preach-sign-in');
    const view = await send(P.sessionView, null, { code });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toContain('13912345678');
    expect(view.json().data.sessions.map((x: { id: string }) => x.id)).toContain(created.id);
    const signIn = { code, appointmentId: created.id, phone: '13700001111' };
    expect(await data(P.signIn, null, { ...signIn, rating: 5 })).toEqual({ received: true });
    await data(P.signIn, null, { ...signIn, rating: 3 });
    await data(P.signIn, null, { ...signIn, phone: '13700002222', rating: 4 });
    expect((await send(P.signIn, null, { ...signIn, phone: 'abc' })).statusCode).toBe(400);
    const done = await complete(created, { overview: '社区老年人防骗讲座', audienceCount: 45 });
    expect(done).toMatchObject({ signIns: 2, ratingAverage: 3.5 });
    const after = await data(P.overview, s.guard);
    expect(after.sessions).toBe(before.sessions + 1);
    expect(after.audienceTotal).toBe(before.audienceTotal + 45);
    expect(after.signIns).toBe(before.signIns + 2);
  });

  it('edits the overview text with a version', async () => {
    const first = await data(P.overview, s.sibling);
    const saved = await data(P.updateOverview, s.sibling, { overview: '从事反诈宣讲三年。', version: first.version });
    expect(saved).toMatchObject({ overview: '从事反诈宣讲三年。', version: first.version + 1 });
    expect((await send(P.updateOverview, s.sibling, { overview: '旧版', version: first.version })).statusCode).toBe(
      409,
    );
  });
});

describe('speech classroom', () => {
  it('keeps study progress per guard and only lets it grow', async () => {
    await t.db.insert(speechCourse).values({
      id: 'course-test',
      title: '测试课程',
      summary: '简介',
      lecturer: '讲师',
      publishedAt: t.clock.now(),
    });
    await t.db.insert(speechChapter).values([
      { id: 'chapter-test-1', courseId: 'course-test', title: '第一讲', kind: 'VIDEO', durationSeconds: 600, sort: 1 },
      {
        id: 'chapter-test-2',
        courseId: 'course-test',
        title: '第二讲',
        kind: 'DOCUMENT',
        durationSeconds: 300,
        sort: 2,
      },
    ]);
    expect((await data(P.progress, s.guard, { chapterId: 'chapter-test-1', percent: 100 })).percent).toBe(100);
    expect((await data(P.progress, s.guard, { chapterId: 'chapter-test-1', percent: 10 })).percent).toBe(100);
    const course = await data(P.course, s.guard, { id: 'course-test' });
    expect(course).toMatchObject({ chapters: expect.any(Array), percent: 50, finishedChapters: 1 });
    expect(course.chapters).toHaveLength(2);
    const listed = (await data(P.courses, s.guard, { pageSize: '100' })).records;
    expect(listed.find((c: { id: string }) => c.id === 'course-test')).toMatchObject({
      chapters: 2,
      finishedChapters: 1,
      percent: 50,
    });
    // The demo courses count their own chapters too (3, 4, 2 and 3 of them).
    expect(
      listed
        .filter((c: { id: string }) => c.id !== 'course-test')
        .map((c: { chapters: number }) => c.chapters)
        .sort(),
    ).toEqual([2, 3, 3, 4]);
    expect((await data(P.course, s.sibling, { id: 'course-test' })).percent).toBe(0);
    const studying = await data(P.courses, s.guard, { progress: 'STUDYING', pageSize: '100' });
    expect(studying.records.map((c: { id: string }) => c.id)).toContain('course-test');
    expect((await send(P.progress, s.guard, { chapterId: 'missing', percent: 5 })).statusCode).toBe(404);
  });
});
