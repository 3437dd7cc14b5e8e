import {
  ACCOUNT_ENDPOINTS,
  COOPERATION_ORDER_ENDPOINTS as C,
  ERROR_CODES,
  FILE_ENDPOINTS,
  NOTICE_ENDPOINTS,
  ORDER_TASK_ENDPOINTS as P,
  urlOf,
  type Endpoint,
  type OrderDetail,
} from '@afp/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooperationOrderTask, operationLog, org, storedFile } from '../../db/schema.ts';
import { OPERATOR_DEMO_LOGINS } from '../../seed/cooperation-order.seed.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { loginCooperation, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'bank' | 'mobile' | 'unicom' | 'telecom', string>;
const MINUTE = 60_000;
const OPERATORS = OPERATOR_DEMO_LOGINS.map((login) => login.orgId);

async function loginPartner(login: { phone: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.cooperation.login),
    payload: login,
  });
  expect(response.json().data?.token, `login ${login.phone}`).toBeTruthy();
  return response.json().data.token as string;
}

/** Signs everyone in (again after the clock moved past the sessions' idle expiry). */
async function signIn() {
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.district = await loginOa(t.app, 'oaStaff');
  s.bank = await loginCooperation(t.app);
  const [mobile, unicom, telecom] = await Promise.all(OPERATOR_DEMO_LOGINS.map(loginPartner));
  Object.assign(s, { mobile, unicom, telecom });
}

beforeAll(async () => {
  t = await buildTestApp();
  await signIn();
});
resetClockPerTest(() => t.clock, signIn);
afterAll(() => t.close());

const get = (endpoint: Endpoint, token: string, query: Record<string, string> = {}, path = urlOf(endpoint)) =>
  t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, headers: { authorization: token } });
const post = (endpoint: Endpoint, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: urlOf(endpoint), headers: { authorization: token }, payload });
const detailUrl = (id: string) => urlOf(P.detail).replace('{id}', encodeURIComponent(id));
const partnerDetail = (token: string, id: string) => get(P.detail, token, {}, detailUrl(id));

const order = (overrides: Record<string, unknown> = {}) => ({
  title: '涉诈号码关停',
  type: 'NUMBER_SHUTDOWN',
  content: '请关停以下号码：170****0001',
  urgency: 'URGENT',
  deadlineMinutes: 30,
  targetOrgIds: OPERATORS,
  ...overrides,
});
async function created(token = s.centre, overrides: Record<string, unknown> = {}): Promise<OrderDetail> {
  const response = await post(C.create, token, order(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OrderDetail;
}
const targetOf = (detail: OrderDetail, orgId: string) =>
  detail.targets.find((target) => target.partnerOrgId === orgId)!;
const logOf = async (entityId: string) =>
  // In the order written: without an order PostgreSQL may answer rows in any order.
  (await t.db.select().from(operationLog).where(eq(operationLog.entityId, entityId)).orderBy(asc(operationLog.id))).map(
    (entry) => entry.action,
  );
const upload = (token: string) => uploadedKey(t.app, { as: token, name: '回执.png' });
const handle = (token: string, payload: Record<string, unknown>) => post(P.handle, token, payload);

describe('creating an order (centre)', () => {
  it('fans out into one ISSUED task per partner with the urgent deadline, everything logged', async () => {
    const detail = await created();
    expect(detail.targets.map((target) => target.partnerOrgId).sort()).toEqual([...OPERATORS].sort());
    expect(detail.targetCount).toBe(3);
    expect(detail.counts.ISSUED).toBe(3);
    for (const target of detail.targets) {
      expect(target.state).toBe('ISSUED');
      expect(Date.parse(target.deadlineAt) - Date.parse(target.issuedAt)).toBe(30 * MINUTE);
    }
    expect(await logOf(detail.id)).toEqual(['cooperation_order.create']);
    expect(await logOf(detail.targets[0]!.taskId)).toEqual(['cooperation_order.issue']);
  });

  it('gives a routine order a deadline in working days', async () => {
    const detail = await created(s.centre, {
      urgency: 'NORMAL',
      deadlineMinutes: undefined,
      deadlineWorkingDays: 2,
      targetOrgIds: ['org-p01'],
    });
    expect(Date.parse(detail.deadlineAt) - Date.parse(detail.createdAt)).toBeGreaterThanOrEqual(2 * 86_400_000);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = (await t.db.select().from(cooperationOrderTask)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ targetOrgIds: [] }, 'targetOrgIds'],
      [{ targetOrgIds: ['org-p17', 'org-p17'] }, 'targetOrgIds'],
      [{ targetOrgIds: ['org-d1'] }, 'targetOrgIds'],
      [{ deadlineMinutes: 2 }, 'deadlineMinutes'],
      [{ deadlineWorkingDays: 2 }, 'deadlineWorkingDays'],
      [{ type: 'NOPE' }, 'type'],
      [{ attachments: ['../../etc/passwd'] }, 'attachments'],
      [{ content: 'x'.repeat(2001) }, 'content'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(C.create, s.centre, order(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toContain(field);
    }
    expect((await t.db.select().from(cooperationOrderTask)).length).toBe(before);
  });

  it('is for oa staff of the centre and districts only', async () => {
    expect((await post(C.create, s.bank, order())).statusCode).toBe(403);
    expect((await get(C.partners, s.bank)).statusCode).toBe(403);
    const partners = (await get(C.partners, s.centre)).json().data as { id: string; name: string }[];
    expect(partners.map((partner) => partner.id)).toEqual(expect.arrayContaining(['org-p01', ...OPERATORS]));
    expect(partners.every((partner) => partner.id.startsWith('org-p'))).toBe(true);
  });

  it('attaches only fresh uploads of the centre', async () => {
    const key = await upload(s.centre);
    const detail = await created(s.centre, { attachments: [key] });
    expect(detail.attachments).toEqual([{ key, name: '回执.png' }]);
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.key, key));
    expect(file).toMatchObject({ ownerType: 'cooperation_order', ownerId: detail.id });
    // Used once: a second order cannot take the same file.
    const again = await post(C.create, s.centre, order({ attachments: [key] }));
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toMatchObject({ errorCode: ERROR_CODES.filesNotAttachable });
  });
});

describe('the partner side (spec §7)', () => {
  it('shows each operator only its own task; another partner gets 404 on swapped ids', async () => {
    const detail = await created();
    const tokens = [s.mobile, s.unicom, s.telecom];
    for (const [index, token] of tokens.entries()) {
      const mine = targetOf(detail, OPERATORS[index]!);
      const list = (await get(P.list, token, { state: 'ISSUED' })).json().data;
      const ids = list.records.map((record: { id: string }) => record.id);
      expect(ids).toContain(mine.taskId);
      for (const other of detail.targets.filter((target) => target.taskId !== mine.taskId)) {
        expect(ids).not.toContain(other.taskId);
        expect((await partnerDetail(token, other.taskId)).statusCode).toBe(404);
        expect((await handle(token, { id: other.taskId, version: 0, action: 'RECEIVE' })).statusCode).toBe(404);
      }
      const own = await partnerDetail(token, mine.taskId);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({ id: mine.taskId, title: '涉诈号码关停', state: 'ISSUED' });
    }
    expect((await partnerDetail(s.bank, detail.targets[0]!.taskId)).statusCode).toBe(404);
    expect((await partnerDetail(s.centre, detail.targets[0]!.taskId)).statusCode).toBe(403);
  });

  it('lists open urgent tasks first, then newest, paging by cursor without repeats', async () => {
    await created(s.centre, {
      urgency: 'NORMAL',
      deadlineMinutes: undefined,
      deadlineWorkingDays: 1,
      targetOrgIds: ['org-p17'],
    });
    const seen: { id: string; urgency: string; state: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = (await get(P.list, s.mobile, { pageSize: '3', ...(cursor ? { cursor } : {}) })).json().data;
      seen.push(...page.records);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen.map((record) => record.id)).size).toBe(seen.length);
    const total = (await get(P.list, s.mobile)).json().data.total;
    expect(seen.length).toBe(total);
    const isUrgentOpen = (record: { urgency: string; state: string }) =>
      record.urgency === 'URGENT' && ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'].includes(record.state);
    const firstOther = seen.findIndex((record) => !isUrgentOpen(record));
    expect(seen.slice(firstOther).some(isUrgentOpen)).toBe(false);
  });

  it('refuses a forged cursor with 400', async () => {
    expect((await get(P.list, s.mobile, { cursor: 'bm9wZQ' })).statusCode).toBe(400);
  });
});

describe('the life of an order task', () => {
  it('goes ISSUED → RECEIVED → HANDLING → FED_BACK → CLOSED, each move versioned and logged', async () => {
    const detail = await created();
    const task = targetOf(detail, 'org-p17');
    const received = await handle(s.mobile, { id: task.taskId, version: 0, action: 'RECEIVE' });
    expect(received.json().data).toMatchObject({ state: 'RECEIVED', version: 1 });
    expect(received.json().data.receivedAt).not.toBeNull();
    // The same version again: stale.
    const stale = await handle(s.mobile, { id: task.taskId, version: 0, action: 'START' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ errorCode: ERROR_CODES.orderTaskStaleVersion });
    // Receive twice: illegal.
    const illegal = await handle(s.mobile, { id: task.taskId, version: 1, action: 'RECEIVE' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().data).toMatchObject({ errorCode: ERROR_CODES.orderTaskInvalidTransition });
    expect((await handle(s.mobile, { id: task.taskId, version: 1, action: 'START' })).json().data.state).toBe(
      'HANDLING',
    );
    const photo = await upload(s.mobile);
    const fedBack = await handle(s.mobile, {
      id: task.taskId,
      version: 2,
      action: 'FEEDBACK',
      answer: '号码已关停',
      doneAt: new Date(t.clock.now().getTime() - 5 * MINUTE).toISOString(),
      attachments: [photo],
    });
    expect(fedBack.statusCode, fedBack.body).toBe(200);
    expect(fedBack.json().data.feedback).toMatchObject({ answer: '号码已关停', attachments: [{ key: photo }] });
    const closed = await post(C.close, s.centre, { taskId: task.taskId, version: 3 });
    expect(targetOf(closed.json().data, 'org-p17').state).toBe('CLOSED');
    expect(await logOf(task.taskId)).toEqual([
      'cooperation_order.issue',
      'cooperation_order.receive',
      'cooperation_order.start',
      'cooperation_order.feedback',
      'cooperation_order.close',
    ]);
    // The order's timeline (order and tasks as one) names who did each thing and where (issue 26 item 5).
    const history = closed.json().data.history as { action: string; actorName: string; actorOrgName: string }[];
    expect(history.at(0)?.action).toBe('cooperation_order.create');
    expect(history.filter((entry) => entry.action === 'cooperation_order.receive').at(-1)?.actorOrgName).toBe(
      targetOf(closed.json().data, 'org-p17').partnerOrgName,
    );
    expect(history.every((entry) => entry.actorName && entry.actorOrgName)).toBe(true);
    // The partner sees the centre's photo as the feedback's, the others of the order cannot open it.
    const ticket = (token: string) =>
      post(FILE_ENDPOINTS.downloadTicket, token, { url: photo, name: 'x.png' }).then((response) => response.statusCode);
    expect(await ticket(s.mobile)).toBe(200);
    expect(await ticket(s.centre)).toBe(200);
    expect(await ticket(s.unicom)).toBe(404);
  });

  it('returns a feedback for redo with a reason and a fresh deadline; the partner answers again', async () => {
    const detail = await created();
    const task = targetOf(detail, 'org-p18');
    await handle(s.unicom, { id: task.taskId, version: 0, action: 'RECEIVE' });
    await handle(s.unicom, { id: task.taskId, version: 1, action: 'START' });
    await handle(s.unicom, { id: task.taskId, version: 2, action: 'FEEDBACK', answer: '已处理' });
    const noReason = await post(C.return, s.centre, { taskId: task.taskId, version: 3, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    t.clock.advance(10 * MINUTE);
    await signIn();
    const returned = await post(C.return, s.centre, { taskId: task.taskId, version: 3, reason: '请补充关停时间' });
    const target = targetOf(returned.json().data, 'org-p18');
    expect(target).toMatchObject({ state: 'RETURNED', returnReason: '请补充关停时间' });
    expect(Date.parse(target.deadlineAt)).toBe(t.clock.now().getTime() + 60 * MINUTE);
    const partnerView = (await partnerDetail(s.unicom, task.taskId)).json().data;
    expect(partnerView).toMatchObject({ state: 'RETURNED', returnReason: '请补充关停时间' });
    const again = await handle(s.unicom, { id: task.taskId, version: 4, action: 'FEEDBACK', answer: '已于10:05关停' });
    expect(again.json().data).toMatchObject({ state: 'FED_BACK', feedback: { answer: '已于10:05关停' } });
  });

  it('withdraws only an unreceived task, after which the partner no longer sees it', async () => {
    const detail = await created();
    const issued = targetOf(detail, 'org-p19');
    const received = targetOf(detail, 'org-p18');
    await handle(s.unicom, { id: received.taskId, version: 0, action: 'RECEIVE' });
    const refused = await post(C.withdraw, s.centre, { taskId: received.taskId, version: 1, reason: '重复下发' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toMatchObject({ errorCode: ERROR_CODES.orderTaskInvalidTransition });
    const withdrawn = await post(C.withdraw, s.centre, {
      taskId: issued.taskId,
      version: 0,
      reason: '号码已由他方关停',
    });
    expect(targetOf(withdrawn.json().data, 'org-p19').state).toBe('WITHDRAWN');
    expect((await partnerDetail(s.telecom, issued.taskId)).statusCode).toBe(404);
    for (const query of [{}, { state: 'WITHDRAWN' }] as Record<string, string>[]) {
      const list = (await get(P.list, s.telecom, query)).json().data as { records: { id: string }[] };
      expect(list.records.map((task) => task.id)).not.toContain(issued.taskId);
    }
    expect(await logOf(issued.taskId)).toContain('cooperation_order.withdraw');
  });

  it('withdraws only with a reason, kept in the log and told to the partner in its notices', async () => {
    const detail = await created(s.centre, { title: '待撤回关停工单' });
    const task = targetOf(detail, 'org-p19');
    const bare = await post(C.withdraw, s.centre, { taskId: task.taskId, version: 0, reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, data: { field: 'reason' } });
    expect(bare.body).toContain('请填写撤回原因');
    expect((await partnerDetail(s.telecom, task.taskId)).json().data.state).toBe('ISSUED');
    await post(C.withdraw, s.centre, { taskId: task.taskId, version: 0, reason: '号码已由他方关停' });
    const [logged] = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, task.taskId), eq(operationLog.action, 'cooperation_order.withdraw')));
    expect(logged?.remark).toBe('中国电信江澜分公司：待接收 → 已撤回：号码已由他方关停');
    const notices = (await get(NOTICE_ENDPOINTS.page, s.telecom, { pageSize: '20' })).json().data.records as {
      kind: string;
      message: string;
    }[];
    expect(notices.map((notice) => notice.message)).toContain(
      '协作工单「待撤回关停工单」已撤回，无需办理。撤回原因：号码已由他方关停',
    );
  });

  it('refuses feedback without an answer (400) and a done-at time in the future', async () => {
    const detail = await created();
    const task = targetOf(detail, 'org-p17');
    await handle(s.mobile, { id: task.taskId, version: 0, action: 'RECEIVE' });
    await handle(s.mobile, { id: task.taskId, version: 1, action: 'START' });
    const empty = await handle(s.mobile, { id: task.taskId, version: 2, action: 'FEEDBACK' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('answer');
    const future = await handle(s.mobile, {
      id: task.taskId,
      version: 2,
      action: 'FEEDBACK',
      answer: '已关停',
      doneAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain('doneAt');
    const [row] = await t.db.select().from(cooperationOrderTask).where(eq(cooperationOrderTask.id, task.taskId));
    expect(row).toMatchObject({ state: 'HANDLING', version: 2 });
  });

  it('derives overdue from the clock', async () => {
    const detail = await created(s.centre, { deadlineMinutes: 15, targetOrgIds: ['org-p20'] });
    expect(detail.overdueCount).toBe(0);
    t.clock.advance(16 * MINUTE);
    await signIn();
    const after = (await get(C.info, s.centre, { id: detail.id })).json().data as OrderDetail;
    expect(after.overdueCount).toBe(1);
    expect(after.targets[0]!.isOverdue).toBe(true);
    const overdue = (await get(C.page, s.centre, { filter: 'OVERDUE', pageSize: '100' })).json().data;
    expect(overdue.records.map((record: { id: string }) => record.id)).toContain(detail.id);
  });
});

describe('scoping of the centre side', () => {
  it('shows a district only its own orders; the centre sees its subtree', async () => {
    const byDistrict = await created(s.district, { targetOrgIds: ['org-p01'] });
    const byCentre = await created(s.centre, { targetOrgIds: ['org-p01'] });
    expect((await get(C.info, s.centre, { id: byDistrict.id })).statusCode).toBe(200);
    expect((await get(C.info, s.district, { id: byCentre.id })).statusCode).toBe(404);
    const task = byCentre.targets[0]!;
    expect((await post(C.close, s.district, { taskId: task.taskId, version: 0 })).statusCode).toBe(404);
    const page = (await get(C.page, s.district, { pageSize: '100' })).json().data;
    expect(page.records.every((record: { orgName: string }) => record.orgName === '东湖区分局')).toBe(true);
  });
});

describe('response-time figures', () => {
  const today = () => new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const ninetyDaysAgo = () =>
    new Date(t.clock.now().getTime() + 8 * 3_600_000 - 90 * 86_400_000).toISOString().slice(0, 10);

  it('counts per partner over the range: receipt and feedback times, freeze time, on-time share', async () => {
    // A fresh day a month on, so the demo data of the range does not mix in; the range runs from that day
    // to the day it ends on (the tasks take 50 minutes, past China's midnight when the test starts late).
    t.clock.advance(31 * 86_400_000);
    const from = today();
    await signIn();
    const bank2 = await loginPartner({
      phone: (await t.db.execute<{ phone: string }>("select phone from cooperation_account where org_id = 'org-p02'"))
        .rows[0]!.phone,
      password: DEMO_LOGINS.cooperation.password,
    });
    const task = async (type: string, title: string) =>
      (await created(s.centre, { type, title, deadlineMinutes: 30, targetOrgIds: ['org-p02'] })).targets[0]!.taskId;
    /** Issued now: received after `receive` minutes, fed back after `feedback` minutes (from the issue). */
    const answered = async (id: string, receive: number, feedback: number) => {
      t.clock.advance(receive * MINUTE);
      await handle(bank2, { id, version: 0, action: 'RECEIVE' });
      await handle(bank2, { id, version: 1, action: 'START' });
      t.clock.advance((feedback - receive) * MINUTE);
      const response = await handle(bank2, { id, version: 2, action: 'FEEDBACK', answer: '已处理' });
      expect(response.statusCode, response.body).toBe(200);
    };
    // A 止付 received in 4 and fed back in 10 minutes, a 协查 in 8 and 40 (after its 30-minute deadline):
    // each average is over its own tasks, the freeze time over the 止付 alone.
    await answered(await task('STOP_PAYMENT', '紧急止付'), 4, 10);
    await answered(await task('QUERY', '账户协查'), 8, 40);
    await signIn();
    const figures = (await get(C.figures, s.centre, { from, to: today() })).json().data;
    const bank = figures.partners.find((partner: { partnerOrgId: string }) => partner.partnerOrgId === 'org-p02');
    expect(bank).toMatchObject({
      total: 2,
      avgReceiveMinutes: 6,
      avgFeedbackMinutes: 25,
      avgFreezeMinutes: 10,
      onTimeRate: 0.5,
    });
    expect(bank.counts.FED_BACK).toBe(2);
    expect(figures.overall).toMatchObject({ total: 2, avgReceiveMinutes: 6, avgFeedbackMinutes: 25 });
  });

  it('covers the seeded 90 days and is for the centre only', async () => {
    const figures = (await get(C.figures, s.centre, { from: ninetyDaysAgo(), to: today() })).json().data;
    expect(figures.partners.length).toBeGreaterThan(3);
    expect(figures.overall.total).toBeGreaterThan(20);
    expect((await get(C.figures, s.district, { from: today(), to: today() })).statusCode).toBe(403);
    expect((await get(C.figures, s.bank, { from: today(), to: today() })).statusCode).toBe(403);
    const bad = await get(C.figures, s.centre, { from: today(), to: '2000-01-01' });
    expect(bad.statusCode).toBe(400);
    // A day that does not exist is refused, not rolled over into March.
    const missingDay = await get(C.figures, s.centre, { from: '2026-02-30', to: today() });
    expect(missingDay.statusCode).toBe(400);
    expect(missingDay.json()).toMatchObject({ success: false, data: { field: 'from' } });
    expect(missingDay.body).toContain('日期不存在');
  });

  it('exports the figures as an Excel workbook with one row per partner and a total', async () => {
    const response = await get(C.figuresExport, s.centre, { from: ninetyDaysAgo(), to: today() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('响应时效')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('合作单位');
    const figures = (await get(C.figures, s.centre, { from: ninetyDaysAgo(), to: today() })).json().data;
    expect(sheet.getRow(figures.partners.length + 2).getCell(1).value).toBe('合计');
    expect((await get(C.figuresExport, s.bank, { from: today(), to: today() })).statusCode).toBe(403);
  });

  it('writes a partner name that looks like a formula as text in the export', async () => {
    const [partner] = await t.db.select({ name: org.name }).from(org).where(eq(org.id, 'org-p02'));
    await t.db.update(org).set({ name: '@SUM(1+1)' }).where(eq(org.id, 'org-p02'));
    try {
      const response = await get(C.figuresExport, s.centre, { from: ninetyDaysAgo(), to: today() });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const names: unknown[] = [];
      workbook.getWorksheet('响应时效')!.eachRow((row) => names.push(row.getCell(1).value));
      expect(names).toContain("'@SUM(1+1)");
    } finally {
      await t.db.update(org).set({ name: partner!.name }).where(eq(org.id, 'org-p02'));
    }
  });
});

describe('seeded demo orders', () => {
  it('hold order tasks in every state', async () => {
    const rows = await t.db
      .select({ state: cooperationOrderTask.state })
      .from(cooperationOrderTask)
      .where(and(inArray(cooperationOrderTask.partnerOrgId, [...OPERATORS, 'org-p01', 'org-p21'])));
    expect(rows.length).toBeGreaterThan(0);
    const all = new Set(
      (await t.db.select({ state: cooperationOrderTask.state }).from(cooperationOrderTask)).map((r) => r.state),
    );
    for (const state of ['ISSUED', 'RECEIVED', 'HANDLING', 'FED_BACK', 'CLOSED', 'RETURNED', 'WITHDRAWN'])
      expect(all, state).toContain(state);
  });
});
