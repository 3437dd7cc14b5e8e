import {
  chinaDateParts,
  ERROR_CODES,
  RULE_STATISTICS_ENDPOINTS,
  type RuleDetail,
  NOTICE_ENDPOINTS as N,
  REPORT_ENDPOINTS as R,
  REPORT_URGE_COOLDOWN_MINUTES,
  type Endpoint,
  type NoticeRecord,
  type Page,
  type ReportSubmissionDetail,
  type ReportSummary,
  type ReportTemplate,
  type ReportTemplateSummary,
  type ReportTodo,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, reportUrge } from '../../db/schema.ts';
import { DEMO_WEEKLY_TEMPLATE_ID, REPORT_DEMO_LATE_ORG, REPORT_DEMO_LOGINS } from '../../seed/report.seed.ts';
import { loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { send } from '../../testing/requests.ts';
import { ACCOUNT_ENDPOINTS, urlOf } from '@afp/contract';

/** 催报 (issue 26 item 4): the office urges a period's laggards at once, recorded, with a cooldown per unit. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'hubin', string>;
const MINUTE = 60_000;

async function signIn() {
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.district = await loginOa(t.app, 'oaStaff');
  const hubin = REPORT_DEMO_LOGINS[0];
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: { accountName: hubin.accountName, password: hubin.password },
  });
  s.hubin = response.json().data.token as string;
}

beforeAll(async () => {
  t = await buildTestApp();
  await signIn();
});
afterAll(() => t.close());

const get = (endpoint: Endpoint, token: string, query: Record<string, string> = {}) =>
  send(t.app, endpoint, { as: token, query });
const post = (endpoint: Endpoint, token: string, payload: object) =>
  send(t.app, endpoint, { as: token, body: payload });
const dataOf = <T>(response: { statusCode: number; body: string; json: () => { data: T } }, status = 200): T => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data;
};
const laggardsOf = (summary: ReportSummary) =>
  summary.rows.filter((row) => row.standing !== 'SUBMITTED' && row.standing !== 'VERIFIED');

describe('报表报送 in rule statistics', () => {
  it('marks the demo station whose weeks went unreported twice this quarter, on the reference item only', async () => {
    const detail = dataOf<RuleDetail>(
      await get(RULE_STATISTICS_ENDPOINTS.detail, s.centre, {
        year: String(chinaDateParts(t.clock.now()).y),
        orgId: REPORT_DEMO_LATE_ORG,
      }),
    );
    const item = detail.items.find((entry) => entry.metric === 'REPORT_SUBMISSION')!;
    expect(item).toMatchObject({ name: '报表报送', weight: 0, points: 0 });
    expect(item.denominator).toBeGreaterThan(item.numerator);
    // Each quarter with two or more periods missed (never handed in by the due time) is marked; the demo
    // station skipped its last weeks, so unless a quarter just began its current quarter is among them.
    const missedIn = [0, 1, 2, 3].map((q) =>
      item.months.slice(q * 3, q * 3 + 3).reduce((sum, month) => sum + month.denominator - month.numerator, 0),
    );
    const QUARTER = ['第一季度', '第二季度', '第三季度', '第四季度'];
    expect(item.marks).toEqual(missedIn.flatMap((n, q) => (n >= 2 ? [`${QUARTER[q]}逾期${n}次`] : [])));
    if (chinaDateParts(t.clock.now()).d > 21 || chinaDateParts(t.clock.now()).m % 3 !== 1)
      expect(item.marks.length).toBeGreaterThan(0);
    expect(
      detail.items.filter((entry) => entry.metric !== 'REPORT_SUBMISSION').every((entry) => entry.marks.length === 0),
    ).toBe(true);
  });
});

describe('催报 of the demo station’s overdue week', () => {
  let key: { templateId: string; periodKey: string };

  beforeAll(async () => {
    const todo = dataOf<ReportTodo[]>(await get(R.todo, s.hubin));
    const overdue = todo.find((item) => item.templateId === DEMO_WEEKLY_TEMPLATE_ID && item.isOverdue)!;
    key = { templateId: overdue.templateId, periodKey: overdue.period.key };
  });

  it('is the office’s: a station may not urge', async () => {
    expect((await post(R.urge, s.hubin, key)).statusCode).toBe(403);
  });

  it('urges every unit not handed in at once: stored per unit, noted on the template, told in a notice', async () => {
    const before = dataOf<ReportSummary>(await get(R.summary, s.centre, key));
    const laggards = laggardsOf(before);
    expect(laggards.length).toBeGreaterThan(0);
    // The demo's urge of this week was a day after its due time: the cooldown has long passed.
    expect(before.urgeable).toBe(laggards.length);
    const countBefore = before.rows.find((row) => row.orgId === REPORT_DEMO_LATE_ORG)!.urgeCount;

    const after = dataOf<ReportSummary>(await post(R.urge, s.centre, key));
    const urged = await t.db
      .select()
      .from(reportUrge)
      .where(
        and(
          eq(reportUrge.templateId, key.templateId),
          eq(reportUrge.periodKey, key.periodKey),
          eq(reportUrge.urgedById, 'oa-admin'),
          eq(reportUrge.urgedAt, t.clock.now()),
        ),
      );
    expect(urged.map((row) => row.orgId).sort()).toEqual(laggards.map((row) => row.orgId).sort());
    expect(after.urgeable).toBe(0);
    expect(after.urgeCooldownUntil).not.toBeNull();
    expect(after.rows.find((row) => row.orgId === REPORT_DEMO_LATE_ORG)).toMatchObject({
      urgeCount: countBefore + 1,
    });
    // Those handed in are never urged.
    const countOf = new Map(before.rows.map((row) => [row.orgId, row.urgeCount]));
    for (const row of after.rows.filter((entry) => !laggards.some((laggard) => laggard.orgId === entry.orgId)))
      expect(row.urgeCount).toBe(countOf.get(row.orgId));
    const [note] = await t.db
      .select()
      .from(operationLog)
      .where(
        and(
          eq(operationLog.action, 'report.urge'),
          eq(operationLog.entityId, key.templateId),
          eq(operationLog.createdAt, t.clock.now()),
        ),
      );
    expect(note?.remark).toContain(`催报`);
    expect(note?.remark).toContain(`${laggards.length}个单位`);

    // The unit sees it: a notice, and on its 待填报.
    const notices = dataOf<Page<NoticeRecord>>(await get(N.page, s.hubin, { pageSize: '20' }));
    expect(notices.records.find((notice) => notice.kind === 'report_urge')?.message).toMatch(/催报.*已逾期/);
    const todo = dataOf<ReportTodo[]>(await get(R.todo, s.hubin));
    expect(todo.find((item) => item.templateId === key.templateId && item.period.key === key.periodKey)).toMatchObject({
      urgeCount: countBefore + 1,
      lastUrgedByOrgName: expect.any(String),
    });
  });

  it('cannot be repeated within the cooldown, by the centre or the district', async () => {
    for (const token of [s.centre, s.district]) {
      const again = await post(R.urge, token, key);
      expect(again.statusCode).toBe(409);
      expect(again.json().data.errorCode).toBe(ERROR_CODES.reportUrgeCooldown);
    }
    t.clock.advance((REPORT_URGE_COOLDOWN_MINUTES + 1) * MINUTE);
    await signIn();
    // The district urges its own subtree only.
    const summary = dataOf<ReportSummary>(await post(R.urge, s.district, key));
    const byDistrict = await t.db
      .select()
      .from(reportUrge)
      .where(and(eq(reportUrge.templateId, key.templateId), eq(reportUrge.urgedById, 'oa-staff')));
    expect(byDistrict.length).toBeGreaterThan(0);
    expect(byDistrict.every((row) => row.orgId.startsWith('org-d1-'))).toBe(true);
    expect(summary.rows.every((row) => row.orgId.startsWith('org-d1-'))).toBe(true);
  });

  it('shows the urges in the submission’s timeline with names, in time order', async () => {
    t.clock.advance(MINUTE);
    await signIn();
    const draft = dataOf<ReportSubmissionDetail>(await post(R.save, s.hubin, { ...key, values: { sessions: 1 } }));
    const timeline = draft.history.map((entry) => `${entry.action}|${entry.actorName ?? ''}`);
    expect(timeline.filter((line) => line.startsWith('催报|')).length).toBeGreaterThanOrEqual(2);
    expect(timeline).toContain('催报|刘专员');
    expect(timeline.at(-1)).toBe('新建草稿|孙填报');
  });

  it('tells the office each template’s progress at a glance; a station collects nothing', async () => {
    const centre = dataOf<Page<ReportTemplateSummary>>(await get(R.templates, s.centre, { pageSize: '20' }));
    const weekly = centre.records.find((record) => record.id === DEMO_WEEKLY_TEMPLATE_ID)!;
    expect(weekly.progress).toMatchObject({ target: 20 });
    const current = dataOf<ReportSummary>(
      await get(R.summary, s.centre, { templateId: weekly.id, periodKey: weekly.currentPeriod.key }),
    );
    expect(weekly.progress?.handedIn).toBe(current.counts.handedIn);
    const station = dataOf<Page<ReportTemplateSummary>>(await get(R.templates, s.hubin, { pageSize: '20' }));
    expect(station.records.every((record) => record.progress === null)).toBe(true);
  });
});

describe('催报 taps at the same moment', () => {
  it('urge each unit once: one tap passes, the other meets the cooldown', async () => {
    const template = dataOf<ReportTemplate>(
      await post(R.createTemplate, s.centre, {
        name: '并发催报测试周报',
        kind: 'WEEKLY',
        fields: [{ key: 'sessions', label: '宣传场次', type: 'NUMBER', max: 100 }],
        dueDays: 1,
        targetLevel: 3,
      }),
    );
    const key = { templateId: template.id, periodKey: template.currentPeriod.key };
    const answers = await Promise.all([post(R.urge, s.centre, key), post(R.urge, s.centre, key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const urged = await t.db.select().from(reportUrge).where(eq(reportUrge.templateId, template.id));
    expect(urged).toHaveLength(20);
    expect(new Set(urged.map((row) => row.orgId)).size).toBe(20);
  });
});
