import {
  APPROXIMATE_PLACE,
  CASE_PUBLICITY_DUE_HOURS,
  chinaDateParts,
  EARLY_WARNING_ENDPOINTS,
  GUARD_ROLE,
  PUBLICITY_ENDPOINTS as P,
  VERIFICATION_ENDPOINTS as V,
  type Endpoint,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  casePublicity,
  earlyWarning,
  operationLog,
  publicityRecord,
  storedFile,
  verificationItem,
  verifyGroupMember,
  warningFeedback,
} from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { createWarning, FINAL_FEEDBACK, phoneOf } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const OWN = 'org-d1-s1-c1';
const OTHER_DISTRICT = 'org-d2-s1-c1';
const HOUR = 3_600_000;
const VICTIM = { victimName: '王秀英', victimIdNumber: '110101195003071235', victimPhone: '13911112222' };
const s = {} as Record<'guard' | 'teamAdmin' | 'otherGuard' | 'verifier' | 'reviewer', string>;

async function signIn() {
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.teamAdmin = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
  s.otherGuard = (await loginGuard(t.app, await phoneOf(t.db, OTHER_DISTRICT, GUARD_ROLE.guard))).token;
  s.verifier = await loginOa(t.app, 'oaAdmin');
  s.reviewer = await loginOa(t.app, 'oaStaff');
}

beforeAll(async () => {
  t = await buildTestApp();
  // 复核 needs someone other than the verifier in the city's re-verify group.
  await t.db.insert(verifyGroupMember).values({ groupId: 'rvg-city', accountId: 'oa-staff' }).onConflictDoNothing();
  await signIn();
});
resetClockPerTest(() => t.clock, signIn);
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);
const data = async (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  (await send(endpoint, token, input)).json().data;

const upload = (token: string) => uploadedKey(t.app, { as: token });

const logsOf = async (entityId: string) =>
  (await t.db.select().from(operationLog).where(eq(operationLog.entityId, entityId)).orderBy(operationLog.id)).map(
    (row) => [row.action, row.fromState, row.toState],
  );

/** Passes an item through 核查 and 复核 (or refuses it at 核查). */
async function decide(kind: 'publicity_record' | 'case_publicity', subjectId: string, outcome: 'pass' | 'refuse') {
  const [item] = await t.db
    .select()
    .from(verificationItem)
    .where(and(eq(verificationItem.kind, kind), eq(verificationItem.subjectId, subjectId)));
  if (!item) throw new Error('not submitted');
  if (outcome === 'refuse') {
    const reason = '照片不清晰，请重新上传';
    const refused = await send(V.refuse, s.verifier, { id: item.id, version: item.version, stage: 'verify', reason });
    expect(refused.statusCode).toBe(200);
    return;
  }
  const verified = await send(V.verify, s.verifier, { id: item.id, version: item.version });
  expect(verified.statusCode).toBe(200);
  const reviewed = await send(V.review, s.reviewer, { id: item.id, version: verified.json().data.version });
  expect(reviewed.statusCode).toBe(200);
}

const RECORD = {
  type: 'STALL',
  location: { address: '湖滨花园社区广场', latitude: 30.25, longitude: 120.16 },
  occurredAt: '2026-11-20T09:30:00+08:00',
  audience: 120,
  flyers: 300,
  appInstalls: 45,
};

describe('demo data', () => {
  it('seeds records in every state, each with the verification item of its state, and 一案一宣 from seeded losses', async () => {
    const records = await t.db.select().from(publicityRecord);
    expect(new Set(records.map((r) => r.state))).toEqual(new Set(['SUBMITTED', 'VERIFIED', 'REFUSED']));
    const items = await t.db.select().from(verificationItem).where(eq(verificationItem.kind, 'publicity_record'));
    const itemOf = new Map(items.map((item) => [item.subjectId, item.state]));
    const expected = { SUBMITTED: 'PENDING_VERIFY', VERIFIED: 'REVIEWED', REFUSED: 'REFUSED' } as const;
    expect(records.every((r) => itemOf.get(r.id) === expected[r.state])).toBe(true);
    const cases = await t.db.select().from(casePublicity);
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.every((c) => c.dueAt.getTime() - c.caseAt.getTime() === CASE_PUBLICITY_DUE_HOURS * HOUR)).toBe(true);
  });
});

describe('publicity records', () => {
  it('records a session with photos into 核查, lists it for me and my team, 404 elsewhere', async () => {
    const photo = await upload(s.guard);
    const created = await send(P.recordCreate, s.guard, { ...RECORD, photos: [photo] });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ state: 'SUBMITTED', version: 0 });

    const mine = await data(P.recordPage, s.guard, { scope: 'mine', pageSize: '100' });
    expect(mine.records.map((r: { id: string }) => r.id)).toContain(id);
    const team = await data(P.recordPage, s.teamAdmin, { scope: 'team', pageSize: '100' });
    expect(team.records.map((r: { id: string }) => r.id)).toContain(id);
    const teamMine = await data(P.recordPage, s.teamAdmin, { scope: 'mine', pageSize: '100' });
    expect(teamMine.records.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await send(P.recordInfo, s.otherGuard, { id })).statusCode).toBe(404);

    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.key, photo));
    expect(file).toMatchObject({ ownerType: 'publicity_record', ownerId: id });
    expect(await logsOf(id)).toEqual([['publicity.record.create', null, 'SUBMITTED']]);
  });

  it('becomes VERIFIED only when finally reviewed, with its time', async () => {
    const { id } = await data(P.recordCreate, s.guard, { ...RECORD, photos: [await upload(s.guard)] });
    await decide('publicity_record', id, 'pass');
    const [row] = await t.db.select().from(publicityRecord).where(eq(publicityRecord.id, id));
    expect(row).toMatchObject({ state: 'VERIFIED', version: 1 });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(await logsOf(id)).toContainEqual(['publicity.record.verify', 'SUBMITTED', 'VERIFIED']);
  });

  it('goes back refused with the reason; the submitter fixes it and resubmits once (stale 409)', async () => {
    const first = await upload(s.guard);
    const { id } = await data(P.recordCreate, s.guard, { ...RECORD, photos: [first] });
    await decide('publicity_record', id, 'refuse');
    const refused = await data(P.recordInfo, s.guard, { id });
    expect(refused).toMatchObject({ state: 'REFUSED', refuseReason: '照片不清晰，请重新上传', mayResubmit: true });
    expect((await data(P.recordInfo, s.teamAdmin, { id })).mayResubmit).toBe(true);

    const second = await upload(s.guard);
    const body = { ...RECORD, audience: 150, photos: [first, second], id, version: refused.version };
    const resubmitted = await send(P.recordResubmit, s.guard, body);
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data).toMatchObject({ state: 'SUBMITTED' });
    const again = await send(P.recordResubmit, s.guard, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('publicity.stale_version');
    const illegal = await send(P.recordResubmit, s.guard, { ...body, version: refused.version + 1 });
    expect(illegal.json().data.errorCode).toBe('publicity.invalid_transition');

    const [item] = await t.db.select().from(verificationItem).where(eq(verificationItem.subjectId, id));
    expect(item).toMatchObject({ state: 'PENDING_VERIFY', round: 2 });
    expect(await logsOf(id)).toEqual([
      ['publicity.record.create', null, 'SUBMITTED'],
      ['publicity.record.refuse', 'SUBMITTED', 'REFUSED'],
      ['publicity.record.resubmit', 'REFUSED', 'SUBMITTED'],
    ]);
  });

  it('refuses bad input with 400 naming the field, and foreign photos, storing nothing', async () => {
    const before = (await t.db.select().from(publicityRecord)).length;
    const tooMany = await send(P.recordCreate, s.guard, { ...RECORD, audience: 2 ** 31, photos: [] });
    expect(tooMany.statusCode).toBe(400);
    const noPhoto = await send(P.recordCreate, s.guard, { ...RECORD, photos: [] });
    expect(noPhoto.json().data.field).toBe('photos');
    const foreign = await send(P.recordCreate, s.guard, { ...RECORD, photos: [await upload(s.otherGuard)] });
    expect(foreign.statusCode).toBe(400);
    expect((await t.db.select().from(publicityRecord)).length).toBe(before);
    expect((await send(P.recordCreate, s.verifier, { ...RECORD, photos: [] })).statusCode).toBe(403);
  });

  it('sums a scope in one figure set', async () => {
    const summary = await data(P.recordSummary, s.guard, { scope: 'mine' });
    expect(summary.records).toBeGreaterThanOrEqual(4);
    expect(summary.verified).toBeGreaterThanOrEqual(1);
    expect(summary.audience).toBeGreaterThanOrEqual(120 * 3);
  });
});

describe('一案一宣', () => {
  /** A warning of `orgId` handled with a loss through the real feedback route. */
  async function handledWithLoss(orgId = OWN, token = s.guard) {
    const { assignmentId, warningId } = await createWarning(t.db, { orgId, state: 'HANDLING', ...VICTIM });
    const fed = await send(EARLY_WARNING_ENDPOINTS.feedback, token, {
      ...FINAL_FEEDBACK,
      assignmentId,
      version: 0,
      defrauded: 'YES',
      dissuasion: 'FAILED',
      amountLost: '38000',
      fraudTime: '2026-11-20T10:00:00+08:00',
    });
    expect(fed.statusCode).toBe(200);
    return warningId;
  }
  const taskOf = async (warningId: string) =>
    (await t.db.select().from(casePublicity).where(eq(casePublicity.warningId, warningId)))[0]!;
  const noVictim = (answer: unknown) => {
    const text = JSON.stringify(answer);
    for (const value of Object.values(VICTIM)) expect(text).not.toContain(value);
    expect(text).not.toContain('3907123'); // no fragment of the ID number either
  };

  it('opens for the community when a warning is handled with a loss, due 72 h later; none without a loss', async () => {
    const warningId = await handledWithLoss();
    const task = await taskOf(warningId);
    expect(task).toMatchObject({ orgId: OWN, state: 'PENDING', amountLost: '38000.00', guardId: null });
    expect(task.dueAt.getTime() - task.caseAt.getTime()).toBe(CASE_PUBLICITY_DUE_HOURS * HOUR);
    expect(await logsOf(task.id)).toEqual([['publicity.case.open', null, 'PENDING']]);

    const { assignmentId, warningId: noLoss } = await createWarning(t.db, { orgId: OWN, state: 'HANDLING' });
    await send(EARLY_WARNING_ENDPOINTS.feedback, s.guard, { ...FINAL_FEEDBACK, assignmentId, version: 0 });
    expect(await t.db.select().from(casePublicity).where(eq(casePublicity.warningId, noLoss))).toEqual([]);
  });

  it('never answers the victim’s identity: sources, list, detail', async () => {
    const warningId = await handledWithLoss();
    const [victim] = await t.db.select().from(earlyWarning).where(eq(earlyWarning.id, warningId));
    expect(victim?.victimName).toBe(VICTIM.victimName);
    const { id } = await taskOf(warningId);
    const sources = await data(P.caseSources, s.guard);
    expect(sources.map((row: { warningId: string }) => row.warningId)).toContain(warningId);
    noVictim(sources);
    noVictim(await data(P.casePage, s.guard, { filter: 'ALL', pageSize: '100' }));
    const detail = await data(P.caseInfo, s.guard, { id });
    expect(detail).toMatchObject({
      fraudTypeName: expect.any(String),
      lossBand: '1万至5万元',
      communityName: '湖滨花园社区',
    });
    noVictim(detail);
    const typical = await send(P.typicalCases, s.guard, { limit: '20' });
    expect(typical.statusCode).toBe(200);
    expect(typical.json().data.length).toBeGreaterThan(0);
    noVictim(typical.json().data);
  });

  it('opens a typical case for the whole district, anonymised, with its category’s 防范要点; 404 elsewhere', async () => {
    const warningId = await handledWithLoss();
    const [feedback] = await t.db.select().from(warningFeedback).where(eq(warningFeedback.warningId, warningId));
    const id = feedback!.id;
    expect((await data(P.typicalCases, s.guard, { limit: '20' })).map((row: { id: string }) => row.id)).toContain(id);
    const detail = await data(P.typicalCaseInfo, s.guard, { id });
    expect(detail).toMatchObject({
      id,
      lossBand: '1万至5万元',
      communityName: '湖滨花园社区',
      streetName: '湖滨街道',
      dissuasion: '劝阻无效',
      // The China month it was handled in: fed back just now, on the test's clock.
      month: `${chinaDateParts(t.clock.now()).y}年${chinaDateParts(t.clock.now()).m}月`,
    });
    expect(detail.tips.length).toBeGreaterThanOrEqual(2);
    noVictim(detail);
    // A guard of another station of the same district sees it too: typical cases are the district's.
    const sibling = (await loginGuard(t.app, await phoneOf(t.db, 'org-d1-s2-c1', GUARD_ROLE.guard))).token;
    expect((await send(P.typicalCaseInfo, sibling, { id })).statusCode).toBe(200);
    // Another district's guard, and a handled warning without a loss, get 404.
    expect((await send(P.typicalCaseInfo, s.otherGuard, { id })).statusCode).toBe(404);
    const { assignmentId, warningId: noLoss } = await createWarning(t.db, { orgId: OWN, state: 'HANDLING' });
    await send(EARLY_WARNING_ENDPOINTS.feedback, s.guard, { ...FINAL_FEEDBACK, assignmentId, version: 0 });
    const [withoutLoss] = await t.db.select().from(warningFeedback).where(eq(warningFeedback.warningId, noLoss));
    expect((await send(P.typicalCaseInfo, s.guard, { id: withoutLoss!.id })).statusCode).toBe(404);
  });

  it('counts overdue by the clock (fake clock past 72 h)', async () => {
    const warningId = await handledWithLoss();
    const { id } = await taskOf(warningId);
    const before = await data(P.caseCounts, s.guard);
    expect((await data(P.caseInfo, s.guard, { id })).isOverdue).toBe(false);
    t.clock.advance(CASE_PUBLICITY_DUE_HOURS * HOUR + 60_000);
    await signIn();
    expect((await data(P.caseInfo, s.guard, { id })).isOverdue).toBe(true);
    const after = await data(P.caseCounts, s.guard);
    expect(after.overdue).toBeGreaterThan(before.overdue);
    const overdue = await data(P.casePage, s.guard, { filter: 'OVERDUE', pageSize: '100' });
    expect(overdue.records.map((r: { id: string }) => r.id)).toContain(id);
  });

  it('by hand answers the same task; activities, then submit, verify → VERIFIED', async () => {
    const warningId = await handledWithLoss();
    const created = await data(P.caseCreate, s.guard, { warningId });
    const task = await taskOf(warningId);
    expect(created).toEqual({ id: task.id, state: 'PENDING', version: 0 });

    const early = await send(P.caseSubmit, s.guard, { id: task.id, version: 0 });
    expect(early.statusCode).toBe(400);
    const activity = {
      caseId: task.id,
      version: 0,
      place: 'BUILDING',
      // Located without an address from the workplace app.
      location: { address: APPROXIMATE_PLACE, latitude: 30.2591, longitude: 120.1652 },
      occurredAt: '2026-11-21T15:00:00+08:00',
      audience: 30,
      photos: [await upload(s.guard)],
    };
    expect((await send(P.caseActivity, s.otherGuard, activity)).statusCode).toBe(404);
    const added = await data(P.caseActivity, s.guard, activity);
    expect(added).toMatchObject({ state: 'PENDING', version: 1 });
    expect((await send(P.caseActivity, s.guard, activity)).statusCode).toBe(409);

    const submitted = await data(P.caseSubmit, s.guard, { id: task.id, version: 1, summary: '已在楼栋开展宣传' });
    expect(submitted).toMatchObject({ state: 'SUBMITTED', version: 2 });
    await decide('case_publicity', task.id, 'pass');
    const detail = await data(P.caseInfo, s.guard, { id: task.id });
    expect(detail).toMatchObject({
      state: 'VERIFIED',
      activityCount: 1,
      audienceTotal: 30,
      guardName: expect.any(String),
    });
    expect(detail.verifiedAt).not.toBeNull();
    expect(detail.activities[0]).toMatchObject({ address: APPROXIMATE_PLACE, latitude: 30.2591, longitude: 120.1652 });
    expect(await logsOf(task.id)).toEqual([
      ['publicity.case.open', null, 'PENDING'],
      ['publicity.case.activity', 'PENDING', 'PENDING'],
      ['publicity.case.submit', 'PENDING', 'SUBMITTED'],
      ['publicity.case.verify', 'SUBMITTED', 'VERIFIED'],
    ]);
  });

  it('is not opened by hand from another district’s warning (404)', async () => {
    const otherToken = s.otherGuard;
    const warningId = await handledWithLoss(OTHER_DISTRICT, otherToken);
    expect((await send(P.caseCreate, s.guard, { warningId })).statusCode).toBe(404);
    const { id } = await taskOf(warningId);
    expect((await send(P.caseInfo, s.guard, { id })).statusCode).toBe(404);
  });
});

describe('content library', () => {
  it('lists by category and opens an item; unknown ids 404', async () => {
    const page = await data(P.contentPage, s.guard, { pageSize: '5' });
    expect(page.records.length).toBeGreaterThan(0);
    const first = page.records[0];
    const byCategory = await data(P.contentPage, s.guard, { category: first.category, pageSize: '100' });
    expect(byCategory.records.every((r: { category: string }) => r.category === first.category)).toBe(true);
    const detail = await data(P.contentInfo, s.guard, { id: first.id });
    expect(detail).toMatchObject({ id: first.id, title: first.title });
    expect((await send(P.contentInfo, s.guard, { id: 'missing' })).statusCode).toBe(404);
    // The demo library holds more than a page of five, so the next page is always there.
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await data(P.contentPage, s.guard, { pageSize: '5', cursor: page.nextCursor });
    expect(next.records[0].id).not.toBe(first.id);
  });
});
