import {
  CARD_FEEDBACK_ENDPOINTS as C,
  CARD_OPENING_INTAKE_ENDPOINTS,
  PARTNER_CARD_FEEDBACK_ENDPOINTS as P,
  urlOf,
  type Endpoint,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, cardOpeningRecord, operationLog } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { DEV_INTAKE_KEY } from '../../seed/intake-clients.seed.ts';
import { loginCooperation, loginGuard } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { send } from '../../testing/requests.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const tokens = { stationAdmin: '', guard: '', otherDistrictAdmin: '', partner: '' };
/** The demo guard 13800000002 of 湖滨花园社区 (org-d1-s1-c1), below station org-d1-s1. */
let guardId = '';

beforeAll(async () => {
  t = await buildTestApp();
  tokens.stationAdmin = (await loginGuard(t.app, DEMO_LOGINS.stationAdmin)).token;
  const guard = await loginGuard(t.app, DEMO_LOGINS.guard);
  tokens.guard = guard.token;
  guardId = guard.uid;
  const [otherAdmin] = await t.db
    .execute<{ phone: string }>("select phone from guard_user where org_id = 'org-d2-s1' and role_type = 3")
    .then((result) => ('rows' in result ? result.rows : result) as { phone: string }[]);
  tokens.otherDistrictAdmin = (await loginGuard(t.app, otherAdmin!.phone)).token;
  tokens.partner = await loginCooperation(t.app);
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

let serial = 0;
/** A check from 工商银行 (org-p01, the demo partner's outlet) in 湖滨街道. */
const check = (overrides: Record<string, unknown> = {}) => ({
  recordNo: `KK-TEST-${(serial += 1)}`,
  partnerOrgId: 'org-p01',
  outletName: '工商银行湖滨支行',
  orgId: 'org-d1-s1',
  cardType: 'BANK',
  institution: '工商银行',
  applicantName: '孙开卡',
  applicantIdNumber: '330102199001011234',
  applicantPhone: '13911113333',
  riskResult: 'RED',
  hitReasons: ['ELDERLY_INDUCED'],
  riskSigns: ['ACCOMPANIED'],
  customerWaiting: true,
  amountAtStake: '50000',
  ...overrides,
});
const push = (payload: object, key = DEV_INTAKE_KEY) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(CARD_OPENING_INTAKE_ENDPOINTS.push),
    headers: key ? { 'x-intake-key': key } : {},
    payload,
  });
const get = (endpoint: Endpoint, token: string, query: Record<string, string>) =>
  send(t.app, endpoint, { as: token, query });
const post = (endpoint: Endpoint, token: string, payload: object) =>
  send(t.app, endpoint, { as: token, body: payload });
const answer = (overrides: Record<string, unknown> = {}) => ({
  method: 'OUTLET',
  conclusion: 'DECEIVED',
  advice: 'DISCOURAGE',
  outcome: 'REFUSED',
  content: '申请人被冒充客服诱导开卡，已劝阻',
  amountProtected: '50000',
  ...overrides,
});
const pushed = async (overrides: Record<string, unknown> = {}) =>
  (await push(check(overrides))).json().data.recordId as string;
const assigned = async (overrides: Record<string, unknown> = {}) => {
  const id = await pushed(overrides);
  await post(C.assign, tokens.stationAdmin, { id, version: 0, guardId });
  return id;
};
const entriesOf = (id: string) =>
  t.db.select().from(operationLog).where(eq(operationLog.entityId, id)).orderBy(operationLog.id);
const logOf = async (id: string) => (await entriesOf(id)).map((entry) => entry.action);

describe('POST /api/intake/card-opening/v2/push', () => {
  it('refuses a wrong or missing key with 401 before reading the body', async () => {
    for (const key of ['wrong-key', '']) {
      const response = await push({ nonsense: true }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json().data).toMatchObject({ errorCode: 'intake.unauthorized' });
    }
  });

  it('closes a green check at once, with no deadline', async () => {
    const response = await push(check({ riskResult: 'GREEN', hitReasons: [] }));
    expect(response.json().data).toMatchObject({ state: 'CLOSED', deadline: null, duplicate: false });
  });

  it('holds a flagged check for the station: 30 minutes while the customer waits, 24 hours otherwise; logged', async () => {
    const waiting = (await push(check())).json().data;
    expect(waiting.state).toBe('PENDING_ASSIGN');
    expect(Date.parse(waiting.deadline) - t.clock.now().getTime()).toBe(30 * 60_000);
    const later = (await push(check({ customerWaiting: false }))).json().data;
    expect(Date.parse(later.deadline) - t.clock.now().getTime()).toBe(24 * 60 * 60_000);
    expect(await logOf(waiting.recordId)).toEqual(['card_feedback.intake']);
  });

  it('answers a repeat of the outlet record number with the same record and stores nothing new', async () => {
    const first = (await push(check({ recordNo: 'KK-REPEAT' }))).json().data;
    const again = await push(check({ recordNo: 'KK-REPEAT', riskResult: 'GREEN', hitReasons: [] }));
    expect(again.json().data).toMatchObject({ recordId: first.recordId, state: 'PENDING_ASSIGN', duplicate: true });
    const rows = await t.db.select().from(cardOpeningRecord).where(eq(cardOpeningRecord.recordNo, 'KK-REPEAT'));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ applicantIdNumber: '330102199001011235' }, 'applicantIdNumber'],
      [{ applicantPhone: '2391111333' }, 'applicantPhone'],
      [{ hitReasons: [] }, 'hitReasons'],
      [{ amountAtStake: '12.345' }, 'amountAtStake'],
      [{ partnerOrgId: 'org-d1' }, 'partnerOrgId'],
      [{ orgId: 'org-p02' }, 'orgId'],
    ];
    for (const [overrides, field] of cases) {
      const payload = check({ ...overrides, recordNo: `KK-BAD-${field}` });
      const response = await push(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data, field).toMatchObject({ errorCode: 'request.invalid', field });
      const rows = await t.db.select().from(cardOpeningRecord).where(eq(cardOpeningRecord.recordNo, payload.recordNo));
      expect(rows, field).toEqual([]);
    }
  });
});

describe('the guard side', () => {
  it('runs assign → feedback → close, each move logged, and refuses illegal and stale moves with 409', async () => {
    const id = await pushed();
    const assignees = (await get(C.assignees, tokens.stationAdmin, { id })).json().data;
    expect(assignees.map((guard: { id: string }) => guard.id)).toContain(guardId);

    // Not yet assigned: the community guard does not see the station's record.
    const early = await post(C.feedback, tokens.guard, { id, version: 0, ...answer() });
    expect(early.statusCode).toBe(404);
    const assign = await post(C.assign, tokens.stationAdmin, { id, version: 0, guardId });
    expect(assign.json().data).toMatchObject({ state: 'ASSIGNED', assigneeId: guardId, version: 1 });

    const stale = await post(C.feedback, tokens.guard, { id, version: 0, ...answer() });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe('card_feedback.stale_version');
    const fed = await post(C.feedback, tokens.guard, { id, version: 1, ...answer() });
    expect(fed.json().data).toMatchObject({ state: 'FED_BACK', advice: 'DISCOURAGE' });
    expect(fed.json().data.feedback).toMatchObject({
      conclusion: 'DECEIVED',
      outcome: 'REFUSED',
      amountProtected: '50000.00',
    });

    const again = await post(C.feedback, tokens.guard, { id, version: 2, ...answer() });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('card_feedback.invalid_transition');
    const guardCloses = await post(C.close, tokens.guard, { id, version: 2 });
    expect(guardCloses.statusCode).toBe(403);
    const closed = await post(C.close, tokens.stationAdmin, { id, version: 2 });
    expect(closed.json().data).toMatchObject({ state: 'CLOSED', version: 3 });
    expect(await logOf(id)).toEqual([
      'card_feedback.intake',
      'card_feedback.assign',
      'card_feedback.feedback',
      'card_feedback.close',
    ]);
    // Each move names its states in the log's own columns.
    expect((await entriesOf(id)).map((entry) => [entry.fromState, entry.toState])).toEqual([
      [null, 'PENDING_ASSIGN'],
      ['PENDING_ASSIGN', 'ASSIGNED'],
      ['ASSIGNED', 'FED_BACK'],
      ['FED_BACK', 'CLOSED'],
    ]);
  });

  it('sends a feedback back with a reason; the guard answers again', async () => {
    const id = await assigned();
    await post(C.feedback, tokens.guard, { id, version: 1, ...answer() });
    const returned = await post(C.return, tokens.stationAdmin, { id, version: 2, reason: '请补充核实过程' });
    expect(returned.json().data).toMatchObject({ state: 'RETURNED', returnReason: '请补充核实过程' });
    const redone = await post(C.feedback, tokens.guard, { id, version: 3, ...answer({ content: '已补充：视频核实' }) });
    expect(redone.json().data.state).toBe('FED_BACK');
    expect(await logOf(id)).toContain('card_feedback.return');
  });

  it('refuses a feedback advising to open after a fraud conclusion, naming advice, and changes nothing', async () => {
    const id = await assigned();
    const response = await post(C.feedback, tokens.guard, { id, version: 1, ...answer({ advice: 'ALLOW' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'advice' });
    const [row] = await t.db.select().from(cardOpeningRecord).where(eq(cardOpeningRecord.id, id));
    expect(row).toMatchObject({ state: 'ASSIGNED', advice: null, version: 1 });
  });

  it('refuses to assign a guard outside the station', async () => {
    const id = await pushed();
    const response = await post(C.assign, tokens.stationAdmin, { id, version: 0, guardId: 'guard-0001' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ field: 'guardId' });
  });

  it('answers 404 for a record of another district on every route', async () => {
    const id = await pushed();
    const other = tokens.otherDistrictAdmin;
    expect((await get(C.info, other, { id })).statusCode).toBe(404);
    expect((await get(C.assignees, other, { id })).statusCode).toBe(404);
    expect((await post(C.assign, other, { id, version: 0, guardId })).statusCode).toBe(404);
    expect((await post(C.feedback, other, { id, version: 0, ...answer() })).statusCode).toBe(404);
    expect((await post(C.close, other, { id, version: 0 })).statusCode).toBe(404);
    expect((await post(C.return, other, { id, version: 0, reason: '越权' })).statusCode).toBe(404);
    const page = (await get(C.page, other, { scope: 'org', pageSize: '100' })).json().data;
    expect(page.records.map((record: { id: string }) => record.id)).not.toContain(id);
  });

  it('lists mine and my organisation masked; the detail is whole only for the assigned guard', async () => {
    const id = await assigned({ applicantName: '周全名', applicantPhone: '13955556666' });
    const mine = (await get(C.page, tokens.guard, { scope: 'mine', state: 'ASSIGNED' })).json().data;
    const record = mine.records.find((r: { id: string }) => r.id === id);
    expect(record).toMatchObject({
      applicantName: '周*名',
      applicantPhone: '139****6666',
      applicantIdNumber: '330***********1234',
    });
    const org = (await get(C.page, tokens.stationAdmin, { scope: 'org', pageSize: '100' })).json().data;
    expect(org.records.some((r: { id: string }) => r.id === id)).toBe(true);
    for (const r of org.records) expect(r.applicantPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await get(C.info, tokens.guard, { id })).json().data).toMatchObject({ applicantPhone: '13955556666' });
    const asAdmin = (await get(C.info, tokens.stationAdmin, { id })).json().data;
    expect(asAdmin).toMatchObject({ applicantPhone: '139****6666', cardNumber: '' });
    // The whole view is on record; the masked one is not.
    const views = await t.db.select().from(accessLog).where(eq(accessLog.subjectId, id));
    expect(views.map((view) => view.action)).toEqual(['card_feedback.view_whole']);
  });

  it('marks a waiting customer overdue after 30 minutes, and not once answered', async () => {
    const id = await assigned();
    const overdue = async () => (await get(C.info, tokens.guard, { id })).json().data.isOverdue;
    t.clock.advance(29 * 60_000);
    expect(await overdue()).toBe(false);
    t.clock.advance(2 * 60_000);
    expect(await overdue()).toBe(true);
    await post(C.feedback, tokens.guard, { id, version: 1, ...answer() });
    expect(await overdue()).toBe(false);
  });

  it('pages by keyset without repeats', async () => {
    const first = (await get(C.page, tokens.stationAdmin, { scope: 'org', pageSize: '3' })).json().data;
    const second = (
      await get(C.page, tokens.stationAdmin, { scope: 'org', pageSize: '3', cursor: first.nextCursor })
    ).json().data;
    const ids = [...first.records, ...second.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(6);
    expect(second.total).toBe(first.total);
  });
});

describe('the partner read', () => {
  it('shows the guard advice on its own outlet records, masked, and nothing of other partners', async () => {
    const id = await assigned();
    const before = (await get(P.info, tokens.partner, { id })).json().data;
    expect(before).toMatchObject({ state: 'ASSIGNED', advice: null, applicantName: '孙*卡' });
    await post(C.feedback, tokens.guard, { id, version: 1, ...answer() });
    const after = (await get(P.info, tokens.partner, { id })).json().data;
    expect(after).toMatchObject({ state: 'FED_BACK', advice: 'DISCOURAGE', outcome: 'REFUSED' });
    const page = (await get(P.page, tokens.partner, { pageSize: '100' })).json().data;
    expect(page.records.find((r: { id: string }) => r.id === id)).toMatchObject({ advice: 'DISCOURAGE' });
    expect(page.records.every((r: { applicantIdNumber: string }) => r.applicantIdNumber.includes('*'))).toBe(true);

    const otherId = await pushed({ partnerOrgId: 'org-p02' });
    expect((await get(P.info, tokens.partner, { id: otherId })).statusCode).toBe(404);
    const rows = await t.db
      .select({ id: cardOpeningRecord.id })
      .from(cardOpeningRecord)
      .where(and(eq(cardOpeningRecord.partnerOrgId, 'org-p02'), eq(cardOpeningRecord.id, otherId)));
    expect(rows).toHaveLength(1);
    expect(page.records.map((r: { id: string }) => r.id)).not.toContain(otherId);
  });

  it('answers each check one answer for the counter, consistent with its state, and filters 待核查', async () => {
    const green = await pushed({ riskResult: 'GREEN', hitReasons: [] });
    const waiting = await pushed();
    const discouraged = await assigned();
    await post(C.feedback, tokens.guard, { id: discouraged, version: 1, ...answer() });
    const returned = await assigned();
    await post(C.feedback, tokens.guard, { id: returned, version: 1, ...answer() });
    await post(C.return, tokens.stationAdmin, { id: returned, version: 2, reason: '请补充核实过程' });
    const allowed = await assigned();
    const normal = answer({ conclusion: 'NORMAL', advice: 'ALLOW', outcome: 'OPENED', amountProtected: undefined });
    await post(C.feedback, tokens.guard, { id: allowed, version: 1, ...normal });
    await post(C.close, tokens.stationAdmin, { id: allowed, version: 2 });

    const answerOf = async (id: string) => (await get(P.info, tokens.partner, { id })).json().data.answer;
    expect(await answerOf(green)).toBe('ALLOW');
    expect(await answerOf(waiting)).toBe('CHECKING');
    expect(await answerOf(discouraged)).toBe('DISCOURAGE');
    expect(await answerOf(returned)).toBe('CHECKING');
    expect(await answerOf(allowed)).toBe('ALLOW');

    type Listed = { id: string; state: string; answer: string };
    const listed = async (query: Record<string, string>) =>
      (await get(P.page, tokens.partner, { pageSize: '100', ...query })).json().data.records as Listed[];
    const pending = await listed({ state: 'PENDING' });
    expect(pending.map((r) => r.id)).toEqual(expect.arrayContaining([waiting, returned]));
    expect(pending.every((r) => r.answer === 'CHECKING')).toBe(true);
    const done = await listed({ state: 'DONE' });
    expect(done.map((r) => r.id)).toEqual(expect.arrayContaining([green, discouraged, allowed]));
    expect(done.some((r) => r.answer === 'CHECKING')).toBe(false);
    // The demo's closed checks among them: none is still 核查中.
    expect(done.filter((r) => r.state === 'CLOSED').length).toBeGreaterThan(3);
  });

  it('is for partners only', async () => {
    expect((await get(P.page, tokens.guard, {})).statusCode).toBe(403);
    expect((await get(C.page, tokens.partner, {})).statusCode).toBe(403);
  });
});
