import {
  ACCOUNT_ENDPOINTS,
  COOPERATION_CENTRE_ENDPOINTS as C,
  COOPERATION_ENDPOINTS as P,
  ERROR_CODES,
  FILE_ENDPOINTS,
  NOTICE_ENDPOINTS,
  urlOf,
  type CooperationTask,
  type CooperationTaskDetail,
  type Endpoint,
} from '@afp/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cooperationFeedback, cooperationTask, operationLog, storedFile } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { loginCooperation, loginGuard, loginOa, loginStationOa } from '../../testing/sessions.ts';
import { useSignedInApp } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { createCooperationLapseReminders } from './cooperation-lapse-reminder.ts';
import { createCooperationRepository } from './cooperation.repository.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = { centre: '', district: '', bank: '', operator: '', guard: '' };
const BANK = 'org-p01';
const OPERATOR = 'org-p17';

async function signIn() {
  s.centre = await loginOa(t.app);
  s.district = await loginOa(t.app, 'oaStaff');
  s.bank = await loginCooperation(t.app);
  const operator = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.cooperation.login),
    payload: DEMO_LOGINS.cooperationOperator,
  });
  s.operator = operator.json().data.token as string;
  s.guard = (await loginGuard(t.app)).token;
}

useSignedInApp(async () => (t = await buildTestApp()), signIn);

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);

const detailOf = (response: { json: () => { data: unknown } }) => response.json().data as CooperationTaskDetail;

const upload = (token: string) => uploadedKey(t.app, { as: token, name: '回执.png' });

/** The centre adds a 延期 / 解除 step to the task, at the version it saw. */
const addStep = (task: { id: string; version: number }, step: Record<string, unknown>) =>
  send(C.step, s.centre, { id: task.id, version: task.version, ...step });

/** The bank answers a step of the task, done now. */
const answerStep = (taskId: string, step: { id: string; version: number }) =>
  send(P.stepHandle, s.bank, { taskId, stepId: step.id, version: step.version, doneAt: t.clock.now().toISOString() });

async function issue(overrides: Record<string, unknown> = {}) {
  const response = await send(C.create, s.centre, {
    partnerOrgIds: [BANK],
    type: 'STOP_PAYMENT',
    urgency: 'URGENT',
    title: '涉诈账户紧急止付',
    content: '请立即对以下账户止付',
    subjectAccount: '6222020000000001',
    requestedAmount: '50000',
    ...overrides,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.ids as string[];
}

const info = async (token: string, id: string, endpoint: Endpoint = P.info) =>
  detailOf(await send(endpoint, token, { id }));

/** What a bank's 止付冻结 system records of a 止付 (besides the time done). */
const STOP_ANSWER = {
  type: 'STOP_PAYMENT',
  account: '6222020000000001',
  accountName: '张某某',
  bankName: '中国工商银行杭州西湖支行',
  amount: '48000.50',
  balance: '48000.50',
  result: 'SUCCESS',
  caseNumber: 'A3301062026110001',
  documentNumber: '杭公（西）止字〔2026〕118号',
};

/** Receives, starts and feeds back a 止付 as the bank. */
async function handleAsBank(id: string, extra: Record<string, unknown> = {}) {
  let task = await info(s.bank, id);
  if (task.state === 'ISSUED')
    task = detailOf(await send(P.update, s.bank, { id, version: task.version, action: 'RECEIVE' }));
  task = detailOf(await send(P.update, s.bank, { id, version: task.version, action: 'START' }));
  expect(task.state).toBe('HANDLING');
  const response = await send(P.handle, s.bank, {
    id,
    version: task.version,
    ...STOP_ANSWER,
    doneAt: t.clock.now().toISOString(),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return detailOf(response);
}

describe('cooperation tasks: the partner', () => {
  it('lists the new urgent task first, with its deadline in minutes', async () => {
    const [id] = await issue();
    const response = await send(P.page, s.bank, { filter: 'TODO', pageSize: '50' });
    expect(response.statusCode).toBe(200);
    const records = response.json().data.records as CooperationTask[];
    expect(records[0]?.id).toBe(id);
    expect(Date.parse(records[0]!.deadlineAt) - t.clock.now().getTime()).toBe(30 * 60_000);
    expect(records.every((task) => task.partnerOrgId === BANK)).toBe(true);
    const urgentIndex = records.map((task) => task.urgency).lastIndexOf('URGENT');
    expect(records.slice(0, urgentIndex + 1).every((task) => task.urgency === 'URGENT')).toBe(true);
  });

  it('answers 404 for the task of another partner and 403 to other login types', async () => {
    const [id] = await issue();
    expect((await send(P.info, s.operator, { id: id! })).statusCode).toBe(404);
    expect((await send(P.update, s.operator, { id: id!, version: 0, action: 'RECEIVE' })).statusCode).toBe(404);
    expect((await send(P.info, s.guard, { id: id! })).statusCode).toBe(403);
    expect((await send(C.page, s.bank)).statusCode).toBe(403);
    const list = (await send(P.page, s.operator, { filter: 'TODO', pageSize: '100' })).json().data.records;
    expect((list as CooperationTask[]).some((task) => task.id === id)).toBe(false);
  });

  it('receives, starts and feeds back a 止付 with the amount and a receipt photo, all logged', async () => {
    const [id] = await issue();
    const photo = await upload(s.bank);
    const task = await handleAsBank(id!, { photos: [photo] });
    expect(task.state).toBe('FED_BACK');
    expect(task.isLate).toBe(false);
    expect(task.feedbacks).toHaveLength(1);
    expect(task.feedbacks[0]).toMatchObject({ amount: '48000.50', account: '6222020000000001', photos: [photo] });
    const request = task.steps[0]!;
    expect(request).toMatchObject({ kind: 'REQUEST', state: 'DONE', amount: '48000.50' });
    expect(Date.parse(request.expiresAt!) - Date.parse(request.doneAt!)).toBe(48 * 3_600_000);
    expect(task.measureExpiresAt).toBe(request.expiresAt);
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.key, photo));
    expect(file).toMatchObject({ ownerType: 'cooperation_feedback', ownerId: task.feedbacks[0]!.id });
    const logs = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityType, 'cooperation_task'), eq(operationLog.entityId, id!)))
      .orderBy(operationLog.id);
    expect(logs.map((log) => log.action)).toEqual([
      'cooperation.issue',
      'cooperation.receive',
      'cooperation.start',
      'cooperation.feedback',
    ]);
    expect(task.history.map((entry) => entry.action)).toEqual(logs.map((log) => log.action));
    // Who did each thing, by name and organisation (the shared timeline reader, issue 26 item 5).
    expect(task.history.every((entry) => entry.actorName && entry.actorOrgName)).toBe(true);
    expect(new Set(task.history.map((entry) => entry.actorOrgName)).size).toBe(2);
    // The centre sees the receipt; the other partner may not open it.
    const ticket = (token: string) =>
      send(FILE_ENDPOINTS.downloadTicket, token, { url: photo, name: '回执.png' }).then((r) => r.statusCode);
    expect(await ticket(s.centre)).toBe(200);
    expect(await ticket(s.operator)).toBe(404);
  });

  it('refuses a feedback without the fields its type needs, storing nothing', async () => {
    const [id] = await issue();
    let task = detailOf(await send(P.update, s.bank, { id, version: 0, action: 'RECEIVE' }));
    task = detailOf(await send(P.update, s.bank, { id, version: task.version, action: 'START' }));
    const missing = await send(P.handle, s.bank, { id, version: task.version, ...STOP_ANSWER, amount: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('amount');
    const future = await send(P.handle, s.bank, {
      id,
      version: task.version,
      ...STOP_ANSWER,
      doneAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().data.field).toBe('doneAt');
    const wrongType = await send(P.handle, s.bank, { id, version: task.version, type: 'QUERY', answer: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(await t.db.select().from(cooperationFeedback).where(eq(cooperationFeedback.taskId, id!))).toHaveLength(0);
    expect((await info(s.bank, id!)).state).toBe('HANDLING');
  });

  it('answers 409 with stable codes for an illegal move and a stale version', async () => {
    const [id] = await issue();
    const illegal = await send(P.handle, s.bank, {
      id,
      version: 0,
      ...STOP_ANSWER,
      doneAt: t.clock.now().toISOString(),
    });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.body).toContain(ERROR_CODES.cooperationInvalidTransition);
    await send(P.update, s.bank, { id, version: 0, action: 'RECEIVE' });
    const stale = await send(P.update, s.bank, { id, version: 0, action: 'START' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(ERROR_CODES.cooperationStaleVersion);
  });
});

describe('cooperation tasks: the centre', () => {
  it('returns a feedback with a reason; the bank handles it again; the centre closes it', async () => {
    const [id] = await issue();
    const fedBack = await handleAsBank(id!);
    const noReason = await send(C.return, s.centre, { id, version: fedBack.version, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const returned = detailOf(await send(C.return, s.centre, { id, version: fedBack.version, reason: '请补充回执' }));
    expect(returned).toMatchObject({ state: 'RETURNED', returnReason: '请补充回执' });
    expect(Date.parse(returned.deadlineAt)).toBe(t.clock.now().getTime() + 60 * 60_000);
    const bankView = await info(s.bank, id!);
    expect(bankView.abilities).toMatchObject({ canStart: true, canHandle: false, canReturn: false });
    const again = await handleAsBank(id!, { amount: '50000' });
    expect(again.feedbacks).toHaveLength(2);
    expect(again.steps[0]?.amount).toBe('50000.00');
    const closed = detailOf(await send(C.close, s.centre, { id, version: again.version }));
    expect(closed.state).toBe('CLOSED');
    expect(closed.abilities.canAddStep).toBe(true);
    const closeAgain = await send(C.close, s.centre, { id, version: closed.version });
    expect(closeAgain.statusCode).toBe(409);
  });

  it('extends and releases a measure step by step, with the paperwork of an urgent step', async () => {
    const [id] = await issue();
    const fedBack = await handleAsBank(id!);
    const firstExpiry = Date.parse(fedBack.measureExpiresAt!);
    const extension = detailOf(
      await addStep(fedBack, { kind: 'EXTENSION', urgency: 'URGENT', note: '资金仍在核查', extensionHours: 48 }),
    );
    const step = extension.steps[1]!;
    expect(step).toMatchObject({ kind: 'EXTENSION', state: 'PENDING', urgency: 'URGENT' });
    expect(step.paperworkDueAt).not.toBeNull();
    expect(extension.pendingStep).toBe('EXTENSION');
    // A second step while one waits: refused.
    const twice = await addStep(extension, { kind: 'RELEASE', urgency: 'NORMAL', note: '已追回' });
    expect(twice.statusCode).toBe(409);
    const answered = detailOf(await answerStep(id!, step));
    expect(Date.parse(answered.measureExpiresAt!)).toBe(firstExpiry + 48 * 3_600_000);
    const again = await answerStep(id!, step);
    expect(again.statusCode).toBe(409);
    const noPaper = await send(C.paperwork, s.centre, { taskId: id, stepId: step.id, version: step.version + 1 });
    expect(noPaper.statusCode).toBe(400);
    const paper = await upload(s.centre);
    const withPaper = detailOf(
      await send(C.paperwork, s.centre, { taskId: id, stepId: step.id, version: step.version + 1, photos: [paper] }),
    );
    expect(withPaper.steps[1]?.paperworkDoneAt).not.toBeNull();
    expect((await send(FILE_ENDPOINTS.downloadTicket, s.bank, { url: paper, name: 'x.png' })).statusCode).toBe(200);
    const release = detailOf(
      await addStep(withPaper, { kind: 'RELEASE', urgency: 'NORMAL', note: '资金已返还受害人' }),
    );
    const releaseStep = release.steps[2]!;
    const released = detailOf(await answerStep(id!, releaseStep));
    expect(released.measureExpiresAt).toBeNull();
    expect((await info(s.centre, id!, C.info)).abilities.canAddStep).toBe(false);
  });

  it('withdraws an issued task (cancelling its step) but not a received one', async () => {
    const [toWithdraw, received] = await issue({ partnerOrgIds: [BANK, OPERATOR] });
    const withdrawn = detailOf(
      await send(C.withdraw, s.centre, { id: toWithdraw, version: 0, reason: '已由他行止付' }),
    );
    expect(withdrawn.state).toBe('WITHDRAWN');
    expect(withdrawn.steps[0]?.state).toBe('CANCELLED');
    await send(P.update, s.operator, { id: received, version: 0, action: 'RECEIVE' });
    const late = await send(C.withdraw, s.centre, { id: received, version: 1, reason: '重复下发' });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain(ERROR_CODES.cooperationInvalidTransition);
  });

  it('shows the issuing side a batch’s progress over its partners on each row; a partner sees only its own', async () => {
    const [toBank, toOperator] = await issue({ partnerOrgIds: [BANK, OPERATOR] });
    const batchOf = async (id: string) =>
      (await send(C.page, s.centre, { pageSize: '100' }))
        .json()
        .data.records.find((row: { id: string }) => row.id === id).batch;
    expect(await batchOf(toBank!)).toEqual({ total: 2, received: 0, fedBack: 0 });
    await send(P.update, s.operator, { id: toOperator, version: 0, action: 'RECEIVE' });
    expect(await batchOf(toBank!)).toEqual({ total: 2, received: 1, fedBack: 0 });
    expect(await batchOf(toOperator!)).toEqual({ total: 2, received: 1, fedBack: 0 });
    const own = (await send(P.page, s.bank, { filter: 'TODO', pageSize: '100' })).json().data.records;
    expect(own.find((row: { id: string }) => row.id === toBank).batch).toBeNull();
  });

  it('withdraws only with a reason, kept in the log and told to the partner in its notices', async () => {
    const [id] = await issue({ title: '止付待撤回任务' });
    const bare = await send(C.withdraw, s.centre, { id, version: 0, reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, data: { field: 'reason' } });
    expect(bare.body).toContain('请填写撤回原因');
    expect((await info(s.bank, id!)).state).toBe('ISSUED');
    await send(C.withdraw, s.centre, { id, version: 0, reason: '账户已由他行止付' });
    const [logged] = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, id!), eq(operationLog.action, 'cooperation.withdraw')));
    expect(logged?.remark).toBe('待接收 → 已撤回：账户已由他行止付');
    const notices = (await send(NOTICE_ENDPOINTS.page, s.bank, { pageSize: '20' })).json().data.records as {
      kind: string;
      message: string;
    }[];
    // Earlier tests of the file withdraw tasks too, at the same clock time: look for this one's notice.
    const withdrawn = notices
      .filter((notice) => notice.kind === 'cooperation_withdrawn')
      .map((notice) => notice.message);
    expect(withdrawn).toContain('协作任务「止付待撤回任务」已撤回，无需办理。撤回原因：账户已由他行止付');
  });

  it('takes a withdrawn task away from the partner: not in the list, 404 on its detail and files', async () => {
    const key = await upload(s.centre);
    const [id] = await issue({ photos: [key] });
    expect((await send(FILE_ENDPOINTS.downloadTicket, s.bank, { url: key, name: 'x' })).statusCode).toBe(200);
    await send(C.withdraw, s.centre, { id, version: 0, reason: '已由他行止付' });
    const done = await send(P.page, s.bank, { filter: 'DONE' });
    expect((done.json().data.records as CooperationTask[]).map((task) => task.id)).not.toContain(id);
    expect((await send(P.info, s.bank, { id: id! })).statusCode).toBe(404);
    expect((await send(FILE_ENDPOINTS.downloadTicket, s.bank, { url: key, name: 'x' })).statusCode).toBe(404);
  });

  it('lets only the centre and districts issue tasks, not a station', async () => {
    const station = await loginStationOa(t.app, t.db);
    const response = await send(C.create, station, {
      partnerOrgIds: [BANK],
      type: 'QUERY',
      urgency: 'NORMAL',
      title: '协查',
      content: '请协查',
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await send(C.create, s.district, {
          partnerOrgIds: [BANK],
          type: 'QUERY',
          urgency: 'NORMAL',
          title: '协查',
          content: '请协查',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses tasks to anything but partner organisations, naming the field', async () => {
    const response = await send(C.create, s.centre, {
      partnerOrgIds: ['org-d1'],
      type: 'QUERY',
      urgency: 'NORMAL',
      title: 'x',
      content: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.field).toBe('partnerOrgIds');
    const badDeadline = await send(C.create, s.centre, {
      partnerOrgIds: [BANK],
      type: 'QUERY',
      urgency: 'URGENT',
      deadlineMinutes: 7,
      title: 'x',
      content: 'y',
    });
    expect(badDeadline.statusCode).toBe(400);
  });

  it('derives overdue from the clock and counts it for the home tile', async () => {
    const overdueIds = async () =>
      ((await send(C.page, s.centre, { filter: 'OVERDUE', pageSize: '100' })).json().data.records as CooperationTask[])
        .filter((task) => task.isOverdue)
        .map((task) => task.id);
    const before = (await send(C.summary, s.centre)).json().data;
    const [id] = await issue({ type: 'QUERY', subjectAccount: undefined });
    t.clock.advance(29 * 60_000);
    expect(await overdueIds()).not.toContain(id);
    t.clock.advance(2 * 60_000);
    await signIn();
    expect(await overdueIds()).toContain(id);
    const after = (await send(C.summary, s.centre)).json().data;
    expect(after.overdue).toBeGreaterThan(before.overdue);
    expect((await info(s.bank, id!)).isOverdue).toBe(true);
  });

  it('scopes the centre list to the subtree of the caller: a district does not see the tasks of the centre', async () => {
    const [id] = await issue();
    const byDistrict = (
      await send(C.create, s.district, {
        partnerOrgIds: [BANK],
        type: 'QUERY',
        urgency: 'NORMAL',
        title: '分局协查',
        content: '请协查',
      })
    ).json().data.ids[0] as string;
    const listed = async (token: string) =>
      (await send(C.page, token, { filter: 'ALL', pageSize: '100' })).json().data as {
        records: CooperationTask[];
        total: number;
      };
    const district = await listed(s.district);
    expect(district.records.map((task) => task.id)).toContain(byDistrict);
    expect(district.records.map((task) => task.id)).not.toContain(id);
    // Issued in the district's subtree: by the district itself, or by its communities (运营商协助 requests).
    expect(district.records.map((task) => task.issuerOrgName)).toContain('东湖区分局');
    expect(district.records.filter((task) => !/东湖区|社区/.test(task.issuerOrgName))).toEqual([]);
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from cooperation_task where issuer_org_path like '/org-centre/org-d1/%'`,
      )
    ).rows as [{ n: number }];
    expect(district.total).toBe(n);
    expect((await listed(s.centre)).records.map((task) => task.id)).toEqual(expect.arrayContaining([id, byDistrict]));
    expect((await send(C.info, s.district, { id: id! })).statusCode).toBe(404);
    expect((await send(C.info, s.centre, { id: id! })).statusCode).toBe(200);
    expect((await send(C.info, s.bank, { id: id! })).statusCode).toBe(403);
  });

  it('pages the lists by keyset without repeats', async () => {
    const seen = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const query: Record<string, string> = { filter: 'ALL', pageSize: '20' };
      if (cursor) query.cursor = cursor;
      const page = (await send(C.page, s.centre, query)).json().data;
      for (const task of page.records as CooperationTask[]) {
        expect(seen.has(task.id)).toBe(false);
        seen.add(task.id);
      }
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 50);
    const all = await t.db.select({ id: cooperationTask.id }).from(cooperationTask);
    expect(seen.size).toBe(all.length);
    // The partner's to-do queue pages in its own order too.
    const first = (await send(P.page, s.bank, { filter: 'TODO', pageSize: '2' })).json().data;
    const second = (await send(P.page, s.bank, { filter: 'TODO', pageSize: '2', cursor: first.nextCursor })).json()
      .data;
    const ids = [...first.records, ...second.records].map((task: CooperationTask) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('cooperation tasks: 止付 / 冻结 in force (issue 21)', () => {
  const HOUR = 3_600_000;
  const todo = async (filter = 'TODO') =>
    ((await send(P.page, s.bank, { filter, pageSize: '100' })).json().data.records as CooperationTask[]).map(
      (task) => task.id,
    );
  const extend = (task: CooperationTaskDetail, extra: Record<string, unknown> = {}) =>
    addStep(task, { kind: 'EXTENSION', urgency: 'NORMAL', note: '资金流向仍在核查', extensionHours: 24, ...extra });

  it("keeps a task whose 延期 the centre started in the bank's 待办 (not 已反馈) until the bank answers it", async () => {
    const [id] = await issue({ urgency: 'NORMAL', title: '延期待办' });
    const fedBack = await handleAsBank(id!);
    expect(await todo()).not.toContain(id);
    expect(await todo('FED_BACK')).toContain(id);
    const extended = detailOf(await extend(fedBack));
    const step = extended.steps[1]!;
    const records = (await send(P.page, s.bank, { filter: 'TODO', pageSize: '100' })).json().data
      .records as CooperationTask[];
    expect(records.find((task) => task.id === id)).toMatchObject({
      state: 'FED_BACK',
      pendingStep: 'EXTENSION',
      pendingStepDeadlineAt: step.deadlineAt,
    });
    expect(await todo('FED_BACK')).not.toContain(id);
    await answerStep(id!, step);
    expect(await todo()).not.toContain(id);
    expect(await todo('FED_BACK')).toContain(id);
  });

  it('asks an extension for its reason and a duration offered for the measure; a release for its reason', async () => {
    const [id] = await issue({ urgency: 'NORMAL', title: '延期须说明' });
    const fedBack = await handleAsBank(id!);
    const noReason = await extend(fedBack, { note: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('请填写原因');
    const noDuration = await extend(fedBack, { extensionHours: undefined });
    expect(noDuration.statusCode).toBe(400);
    expect(noDuration.body).toContain('请选择延期时长');
    const tooLong = await extend(fedBack, { extensionHours: 180 * 24 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.field).toBe('extensionHours');
    const noRelease = await addStep(fedBack, { kind: 'RELEASE', urgency: 'NORMAL' });
    expect(noRelease.statusCode).toBe(400);
    // The 文书 may go with the extension: then no paperwork is owed later.
    const paper = await upload(s.centre);
    const extended = detailOf(await extend(fedBack, { urgency: 'URGENT', photos: [paper] }));
    const step = extended.steps[1]!;
    expect(step).toMatchObject({ extensionHours: 24, note: '资金流向仍在核查', paperwork: [paper] });
    expect(step.paperworkDoneAt).not.toBeNull();
    expect(extended.history.at(-1)?.remark).toBe('延期（加急，延长24 小时）：资金流向仍在核查');
    const answered = detailOf(await answerStep(id!, step));
    expect(Date.parse(answered.measureExpiresAt!)).toBe(Date.parse(fedBack.measureExpiresAt!) + 24 * HOUR);
  });

  it('makes a step due before the measure lapses, not after (11-30 00:26 lapse, 12-02 09:00 deadline)', async () => {
    const [id] = await issue({ urgency: 'NORMAL', title: '时限早于到期' });
    const fedBack = await handleAsBank(id!);
    const lapse = Date.parse(fedBack.measureExpiresAt!);
    t.clock.advance(40 * HOUR);
    await signIn(); // the sessions lapsed with the clock
    const extended = detailOf(await extend(await info(s.centre, id!, C.info)));
    expect(Date.parse(extended.steps[1]!.deadlineAt)).toBe(lapse - HOUR);
  });

  it('refuses a 延期 once the 止付 lapsed: a new 止付 must be issued (409 measure_lapsed)', async () => {
    const [id] = await issue({ urgency: 'NORMAL', title: '到期后延期' });
    const fedBack = await handleAsBank(id!);
    t.clock.advance(Date.parse(fedBack.measureExpiresAt!) - t.clock.now().getTime() + 60_000);
    await signIn(); // the sessions lapsed with the clock
    const lapsed = await info(s.centre, id!, C.info);
    const refused = await extend(lapsed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 409,
      success: false,
      message: '该止付已到期失效，不能再延期；如需继续止付，请重新下发止付任务',
      data: { errorCode: ERROR_CODES.cooperationMeasureLapsed },
    });
    const after = await info(s.centre, id!, C.info);
    expect(after).toMatchObject({ version: lapsed.version, pendingStep: null });
    expect(after.steps).toHaveLength(1);
  });

  it("records what the bank's 止付冻结 system asks and refuses a partial result without its reason", async () => {
    const [id] = await issue({ title: '止付回执' });
    let task = detailOf(await send(P.update, s.bank, { id, version: 0, action: 'RECEIVE' }));
    task = detailOf(await send(P.update, s.bank, { id, version: task.version, action: 'START' }));
    const base = { id, version: task.version, ...STOP_ANSWER, doneAt: t.clock.now().toISOString() };
    for (const [field, missing] of [
      ['accountName', { accountName: undefined }],
      ['bankName', { bankName: undefined }],
      ['result', { result: undefined }],
      ['resultReason', { result: 'PARTIAL' }],
    ] as const) {
      const refused = await send(P.handle, s.bank, { ...base, ...missing });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().data.field, field).toBe(field);
    }
    const fedBack = detailOf(
      await send(P.handle, s.bank, {
        ...base,
        result: 'PARTIAL',
        amount: '30000',
        resultReason: '余额不足，止付 30000 元',
      }),
    );
    expect(fedBack.feedbacks[0]).toMatchObject({
      accountName: '张某某',
      bankName: '中国工商银行杭州西湖支行',
      balance: '48000.50',
      result: 'PARTIAL',
      resultReason: '余额不足，止付 30000 元',
      caseNumber: 'A3301062026110001',
      documentNumber: '杭公（西）止字〔2026〕118号',
    });
    // Both sides export it as a receipt 回执; the other partner may not.
    for (const [token, endpoint] of [
      [s.bank, P.receipt],
      [s.centre, C.receipt],
    ] as const) {
      const response = await send(endpoint, token, { id: id! });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const lines = new Map<string, string>();
      workbook.getWorksheet('协作回执')!.eachRow((row) => {
        lines.set(row.getCell(1).text, row.getCell(2).text);
      });
      expect(lines.get('户名')).toBe('张某某');
      expect(lines.get('结果')).toBe('部分成功');
      expect(lines.get('原因')).toBe('余额不足，止付 30000 元');
      expect(lines.get('文书号')).toBe('杭公（西）止字〔2026〕118号');
    }
    expect((await send(P.receipt, s.operator, { id: id! })).statusCode).toBe(404);
  });

  it('notices both sides once when a measure lapses within 24 h, and logs it', async () => {
    const [id] = await issue({ title: '即将到期提醒' });
    await handleAsBank(id!);
    const sent: { orgId: string; text: string }[] = [];
    const reminders = createCooperationLapseReminders({
      db: t.db,
      clock: t.clock,
      repository: createCooperationRepository({ db: t.db }),
      operationLog: createOperationLog({ db: t.db, clock: t.clock }),
      notifier: { notify: async (orgId, message) => void sent.push({ orgId, text: message.text }) },
    });
    const ours = () => sent.filter((notice) => notice.text.includes('即将到期提醒'));
    await reminders.run();
    expect(ours()).toHaveLength(0);
    t.clock.advance(25 * HOUR);
    await signIn();
    await reminders.run();
    const [task] = await t.db.select().from(cooperationTask).where(eq(cooperationTask.id, id!));
    expect(ours().map((notice) => notice.orgId)).toEqual([BANK, task!.issuerOrgId]);
    expect(ours()[0]?.text).toMatch(/^止付即将到期（\d{4}-\d{2}-\d{2} \d{2}:\d{2}）：即将到期提醒/);
    await reminders.run();
    expect(ours()).toHaveLength(2);
    expect((await info(s.centre, id!, C.info)).history.at(-1)?.action).toBe('cooperation.lapse_reminder');
  });
});
