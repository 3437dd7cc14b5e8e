import {
  NOTICE_ENDPOINTS as N,
  ACCOUNT_ENDPOINTS,
  ERROR_CODES,
  REPORT_ENDPOINTS as R,
  VERIFICATION_ENDPOINTS as V,
  urlOf,
  type Endpoint,
  type ReportSubmissionDetail,
  type ReportSummary,
  type ReportTemplate,
  type ReportTodo,
} from '@afp/contract';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oaAccount, operationLog, reportSubmission, verificationItem, verifyGroupMember } from '../../db/schema.ts';
import { DEMO_WEEKLY_TEMPLATE_ID, REPORT_DEMO_LATE_ORG, REPORT_DEMO_LOGINS } from '../../seed/report.seed.ts';
import { loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { send } from '../../testing/requests.ts';
import { hashPassword } from '../login/index.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'hubin' | 'wanghu' | 'otherDistrictStation', string>;
const DAY = 86_400_000;

async function loginName(accountName: string, password: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: { accountName, password },
  });
  expect(response.json().data?.token, accountName).toBeTruthy();
  return response.json().data.token as string;
}

/** Signs everyone in (again after the clock moved past the sessions' idle expiry). */
async function signIn() {
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.district = await loginOa(t.app, 'oaStaff');
  s.hubin = await loginName(REPORT_DEMO_LOGINS[0].accountName, REPORT_DEMO_LOGINS[0].password);
  s.wanghu = await loginName(REPORT_DEMO_LOGINS[1].accountName, REPORT_DEMO_LOGINS[1].password);
  s.otherDistrictStation = await loginName('xishan_reporter', 'station_123');
}

beforeAll(async () => {
  t = await buildTestApp();
  // A station of 西山区 (another district) with its own oa login.
  await t.db.insert(oaAccount).values({
    id: 'oa-report-d2-s1',
    accountName: 'xishan_reporter',
    displayName: '西山填报员',
    passwordHash: await hashPassword('station_123'),
    utype: 2,
    orgId: 'org-d2-s1',
  });
  // A second member of the city's re-verify group: whoever verified an item may not review it.
  await t.db.insert(verifyGroupMember).values({ groupId: 'rvg-city', accountId: 'oa-staff' });
  await signIn();
});
resetClockPerTest(() => t.clock, signIn);
afterAll(() => t.close());

const get = (endpoint: Endpoint, token: string, query: Record<string, string> = {}) =>
  send(t.app, endpoint, { as: token, query });
const post = (endpoint: Endpoint, token: string, payload: object) =>
  send(t.app, endpoint, { as: token, body: payload });
const dataOf = <T>(response: { statusCode: number; body: string; json: () => { data: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
};
const todoOf = async (token: string) => dataOf<ReportTodo[]>(await get(R.todo, token));
const logOf = async (entityId: string) =>
  (await t.db.select().from(operationLog).where(eq(operationLog.entityId, entityId)).orderBy(asc(operationLog.id))).map(
    (entry) => entry.action,
  );
const weeklyValues = { sessions: 3, reached: 420, dissuaded: 7, progress: '已完成', highlight: '进校园宣传' };

const weeklyTemplate = (overrides: Record<string, unknown> = {}) => ({
  name: '电诈防范专项周报',
  kind: 'WEEKLY',
  fields: [
    { key: 'sessions', label: '宣传场次', type: 'NUMBER', unit: '场', max: 100 },
    { key: 'progress', label: '进度', type: 'SELECT', options: ['已完成', '未完成'] },
    { key: 'note', label: '说明', type: 'TEXT', required: false },
    { key: 'day', label: '活动日期', type: 'DATE', required: false },
  ],
  dueDays: 1,
  targetLevel: 3,
  ...overrides,
});

describe('templates', () => {
  it('are issued by the centre and districts only, checked field by field', async () => {
    expect((await post(R.createTemplate, s.hubin, weeklyTemplate())).statusCode).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ kind: 'SPECIAL', dueDays: undefined }, 'dueDate'],
      [{ dueDays: undefined }, 'dueDays'],
      [{ targetLevel: 4 }, 'targetLevel'],
      [{ fields: [{ key: 'a', label: '甲', type: 'SELECT', options: ['一'] }] }, 'fields'],
      [
        {
          fields: [
            { key: 'a', label: '甲', type: 'NUMBER' },
            { key: 'a', label: '乙', type: 'TEXT' },
          ],
        },
        'fields',
      ],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(R.createTemplate, s.centre, weeklyTemplate(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.body).toContain(field);
    }
    // A district issues to stations only: its own level would have no one to submit.
    const ownLevel = await post(R.createTemplate, s.district, weeklyTemplate({ targetLevel: 2 }));
    expect(ownLevel.statusCode).toBe(400);
    expect(ownLevel.body).toContain('targetLevel');
  });

  it('list on the caller’s branch: a district sees the centre’s and its own, not another district’s', async () => {
    const mine = dataOf<ReportTemplate>(
      await post(R.createTemplate, s.district, weeklyTemplate({ name: '东湖区周报' })),
    );
    expect(mine.dueRule).toBe('每周结束后1天内上报');
    const namesFor = async (token: string) =>
      dataOf<{ records: { name: string }[] }>(await get(R.templates, token)).records.map((record) => record.name);
    expect(await namesFor(s.district)).toEqual(expect.arrayContaining(['东湖区周报', '反诈宣传工作周报']));
    expect(await namesFor(s.hubin)).toContain('东湖区周报');
    expect(await namesFor(s.otherDistrictStation)).not.toContain('东湖区周报');
    // Swapped id: another district's template answers 404, as an unknown id does.
    expect((await get(R.template, s.otherDistrictStation, { id: mine.id })).statusCode).toBe(404);
    expect((await get(R.template, s.hubin, { id: 'no-such-template' })).statusCode).toBe(404);
    expect(dataOf<ReportTemplate>(await get(R.template, s.hubin, { id: mine.id })).mineToSubmit).toBe(true);
  });
});

describe('a station submits its weekly report late (demo data)', () => {
  let overdue: ReportTodo;
  let submitted: ReportSubmissionDetail;

  it('shows the missing week first, as overdue', async () => {
    const todo = await todoOf(s.hubin);
    overdue = todo.find((item) => item.templateId === DEMO_WEEKLY_TEMPLATE_ID && item.isOverdue)!;
    expect(overdue).toMatchObject({ standing: 'NONE', isOverdue: true });
    const firstOnTime = todo.findIndex((item) => !item.isOverdue);
    expect(todo.slice(firstOnTime).some((item) => item.isOverdue)).toBe(false);
  });

  it('refuses values that do not fit the template, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sessions: undefined }, 'values.sessions'],
      [{ sessions: -1 }, 'values.sessions'],
      [{ sessions: 1.234 }, 'values.sessions'],
      // People are counted whole: 1.5 is refused, not only beyond two decimals.
      [{ reached: 1.5 }, 'values.reached'],
      [{ progress: '差不多' }, 'values.progress'],
      [{ unknown: 1 }, 'values.unknown'],
      [{ highlight: 5 }, 'values.highlight'],
    ];
    for (const [overrides, field] of cases) {
      const values = Object.fromEntries(
        Object.entries({ ...weeklyValues, ...overrides }).filter(([, value]) => value !== undefined),
      );
      const response = await post(R.submit, s.hubin, {
        templateId: overdue.templateId,
        periodKey: overdue.period.key,
        values,
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().data.field).toBe(field);
    }
    // A draft may leave required fields empty.
    const draft = dataOf<ReportSubmissionDetail>(
      await post(R.save, s.hubin, {
        templateId: overdue.templateId,
        periodKey: overdue.period.key,
        values: { sessions: 2 },
      }),
    );
    expect(draft).toMatchObject({ state: 'DRAFT', version: 0, editable: true, isOverdue: true });
  });

  it('submits it: late, logged, in the verification queue', async () => {
    const ref = { templateId: overdue.templateId, periodKey: overdue.period.key, values: weeklyValues };
    // Without the version it last read, the write is stale.
    expect((await post(R.submit, s.hubin, ref)).json().data.errorCode).toBe(ERROR_CODES.reportStaleVersion);
    submitted = dataOf<ReportSubmissionDetail>(await post(R.submit, s.hubin, { ...ref, version: 0 }));
    expect(submitted).toMatchObject({ state: 'SUBMITTED', isLate: true, isOverdue: false, editable: false });
    expect(await logOf(submitted.id)).toEqual(['report.create', 'report.submit']);
    const [item] = await t.db
      .select()
      .from(verificationItem)
      .where(and(eq(verificationItem.kind, 'report_submission'), eq(verificationItem.subjectId, submitted.id)));
    expect(item?.state).toBe('PENDING_VERIFY');
    // Handed in, it leaves 待填报 (已上报 lists it); nothing handed in is left there.
    const todo = await todoOf(s.hubin);
    expect(
      todo.find((entry) => entry.period.key === overdue.period.key && entry.templateId === overdue.templateId),
    ).toBeUndefined();
    expect(todo.filter((entry) => entry.standing === 'SUBMITTED' || entry.standing === 'VERIFIED')).toEqual([]);
  });

  it('answers 409 for a second submission and for a stale version', async () => {
    const ref = { templateId: overdue.templateId, periodKey: overdue.period.key, values: weeklyValues };
    const again = await post(R.submit, s.hubin, { ...ref, version: submitted.version });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe(ERROR_CODES.reportInvalidTransition);
    const stale = await post(R.save, s.hubin, { ...ref, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.reportStaleVersion);
  });

  it('is the station’s own and its superiors’: others’ ids answer 404', async () => {
    expect(dataOf<ReportSubmissionDetail>(await get(R.submission, s.district, { id: submitted.id })).orgId).toBe(
      REPORT_DEMO_LATE_ORG,
    );
    expect((await get(R.submission, s.wanghu, { id: submitted.id })).statusCode).toBe(404);
    expect((await get(R.submission, s.otherDistrictStation, { id: submitted.id })).statusCode).toBe(404);
    // Another station cannot fill in for it either: it writes its own organisation's report.
    const theirs = dataOf<{ records: { orgId: string }[] }>(await get(R.submissions, s.wanghu, { pageSize: '100' }));
    expect(theirs.records.every((record) => record.orgId === 'org-d1-s2')).toBe(true);
  });

  it('appears in the centre’s summary as late, with the numbers summed, and in the Excel export', async () => {
    const query = { templateId: overdue.templateId, periodKey: overdue.period.key };
    expect((await get(R.summary, s.hubin, query)).statusCode).toBe(403);
    const summary = dataOf<ReportSummary>(await get(R.summary, s.centre, query));
    expect(summary.counts.target).toBe(20);
    const row = summary.rows.find((entry) => entry.orgId === REPORT_DEMO_LATE_ORG)!;
    expect(row).toMatchObject({ standing: 'SUBMITTED', isLate: true, numbers: { sessions: 3, reached: 420 } });
    const handedIn = summary.rows.filter((entry) => entry.standing === 'SUBMITTED' || entry.standing === 'VERIFIED');
    expect(summary.counts.handedIn).toBe(handedIn.length);
    expect(summary.counts.missing).toBe(20 - handedIn.length);
    expect(summary.totals.sessions).toBe(handedIn.reduce((sum, entry) => sum + (entry.numbers.sessions ?? 0), 0));
    // The district sees its own four stations only.
    expect(dataOf<ReportSummary>(await get(R.summary, s.district, query)).rows.map((entry) => entry.orgId)).toEqual([
      'org-d1-s1',
      'org-d1-s2',
      'org-d1-s3',
      'org-d1-s4',
    ]);

    const response = await get(R.summaryExport, s.centre, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const lines: string[][] = [];
    sheet.eachRow((line) =>
      lines.push((line.values as unknown[]).slice(1).map((cell) => String((cell as string | number | null) ?? ''))),
    );
    // Every field of the template, the text ones too, in its order.
    expect(lines[0]!.slice(5)).toEqual([
      '宣传场次（场）',
      '覆盖人数（人）',
      '劝阻人数（人）',
      '重点工作进度',
      '工作亮点',
    ]);
    const hubin = lines.find((line) => line[0] === '湖滨街道')!;
    expect(hubin).toEqual(expect.arrayContaining(['已上报', '逾期上报', '3', '420', '已完成', '进校园宣传']));
    expect(lines.find((line) => line[0] === '合计')).toBeTruthy();
  });

  it('goes back to the station when verification refuses it, and is verified after resubmission and review', async () => {
    const itemOf = async () =>
      (
        await t.db
          .select()
          .from(verificationItem)
          .where(and(eq(verificationItem.kind, 'report_submission'), eq(verificationItem.subjectId, submitted.id)))
      )[0]!;
    let item = await itemOf();
    const refused = await post(V.refuse, s.centre, {
      id: item.id,
      version: item.version,
      stage: 'verify',
      reason: '宣传场次与台账不符',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    let detail = dataOf<ReportSubmissionDetail>(await get(R.submission, s.hubin, { id: submitted.id }));
    expect(detail).toMatchObject({
      state: 'REFUSED',
      refuseReason: '宣传场次与台账不符',
      editable: true,
      isLate: true,
    });
    // The station's oa learns it in 消息通知, with the reason.
    const notices = dataOf<{ records: { kind: string; message: string }[] }>(await get(N.page, s.hubin)).records;
    expect(notices.find((notice) => notice.kind === 'verification_refused')?.message).toMatch(
      /^报表「湖滨街道：反诈宣传工作周报（.+）」核查未通过，已退回：宣传场次与台账不符$/,
    );

    detail = dataOf<ReportSubmissionDetail>(
      await post(R.submit, s.hubin, {
        templateId: detail.templateId,
        periodKey: detail.period.key,
        version: detail.version,
        values: { ...weeklyValues, sessions: 2 },
      }),
    );
    expect(detail.state).toBe('SUBMITTED');
    item = await itemOf();
    expect(item.state).toBe('PENDING_VERIFY');
    expect((await post(V.verify, s.centre, { id: item.id, version: item.version })).statusCode).toBe(200);
    item = await itemOf();
    const reviewed = await post(V.review, s.district, { id: item.id, version: item.version });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    detail = dataOf<ReportSubmissionDetail>(await get(R.submission, s.hubin, { id: submitted.id }));
    expect(detail.state).toBe('VERIFIED');
    expect(detail.verifiedAt).not.toBeNull();
    expect(await logOf(submitted.id)).toEqual([
      'report.create',
      'report.submit',
      'report.refuse',
      'report.submit',
      'report.verify',
    ]);
    // The history says what was done, and only what the action does not (the reason, lateness); the
    // centre's 催报 of the overdue week (demo data) comes first, by name.
    expect(detail.history.map(({ action, remark, actorName }) => ({ action, remark, actorName }))).toEqual([
      { action: '催报', remark: null, actorName: '王管理' },
      { action: '新建草稿', remark: null, actorName: '孙填报' },
      { action: '提交上报', remark: '逾期上报', actorName: '孙填报' },
      { action: '退回', remark: '宣传场次与台账不符', actorName: expect.any(String) },
      { action: '提交上报', remark: '逾期上报', actorName: '孙填报' },
      { action: '核查通过', remark: null, actorName: expect.any(String) },
    ]);
  });
});

describe('the summary export', () => {
  it('writes a template name and a field label that look like formulas as text, negative figures as numbers', async () => {
    const template = dataOf<ReportTemplate>(
      await post(
        R.createTemplate,
        s.centre,
        weeklyTemplate({
          name: '=HYPERLINK("http://evil.example","点我")',
          fields: [{ key: 'balance', label: '@SUM(1+1)', type: 'NUMBER', min: -100, max: 100 }],
        }),
      ),
    );
    const periodKey = template.currentPeriod.key;
    dataOf(await post(R.submit, s.wanghu, { templateId: template.id, periodKey, values: { balance: -3 } }));

    const response = await get(R.summaryExport, s.centre, { templateId: template.id, periodKey });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const lines: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((line) => lines.push((line.values as unknown[]).slice(1)));
    expect(lines[0]).toContain("'@SUM(1+1)");
    expect(lines.find((line) => line[0] === '望湖街道')).toContain(-3);
    expect(lines.find((line) => line[0] === '合计')).toContain(-3);
    expect(String(lines.at(-1)![0])).toMatch(/^'=HYPERLINK\(/);
  });
});

describe('deadlines by the clock', () => {
  it('a period turns overdue after its due time, and a hand-in after it is late', async () => {
    const template = dataOf<ReportTemplate>(
      await post(R.createTemplate, s.centre, weeklyTemplate({ name: '时效测试周报', dueDays: 0 })),
    );
    const current = template.currentPeriod;
    const entry = async () =>
      (await todoOf(s.wanghu)).find((todo) => todo.templateId === template.id && todo.period.key === current.key)!;
    expect(await entry()).toMatchObject({ standing: 'NONE', isOverdue: false });
    // Only periods started by now are owed: next week's is not yet.
    const next = new Date(Date.parse(current.endsAt) + 8 * 3_600_000);
    expect(
      (await get(R.form, s.wanghu, { templateId: template.id, periodKey: next.toISOString().slice(0, 10) })).statusCode,
    ).not.toBe(200);

    t.clock.advance(Date.parse(current.dueAt) - t.clock.now().getTime() + 60_000);
    await signIn();
    expect(await entry()).toMatchObject({ standing: 'NONE', isOverdue: true });
    const detail = dataOf<ReportSubmissionDetail>(
      await post(R.submit, s.wanghu, {
        templateId: template.id,
        periodKey: current.key,
        values: { sessions: 1, progress: '未完成' },
      }),
    );
    expect(detail).toMatchObject({ state: 'SUBMITTED', isLate: true });
    const [row] = await t.db.select().from(reportSubmission).where(eq(reportSubmission.id, detail.id));
    expect(row!.firstSubmittedAt! > row!.dueAt).toBe(true);
    t.clock.advance(7 * DAY);
    await signIn();
  });
});
