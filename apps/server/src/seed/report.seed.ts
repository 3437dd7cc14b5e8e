import type { ReportField, ReportSubmissionState, ReportValues } from '@afp/contract';
import { seedLogRow } from './log-row.ts';
import type { Db } from '../db/client.ts';
import {
  oaAccount,
  operationLog,
  reportSubmission,
  reportTemplate,
  reportUrge,
  verificationItem,
} from '../db/schema.ts';
import { periodsBetween, type ReportTemplateRow } from '../features/report/index.ts';

type Period = ReturnType<typeof periodsBetween>[number];
import { seededUuid, type SeedOrg as SharedSeedOrg } from './early-warnings.seed.ts';
import { seededRandom, type SeededRandom } from './random.ts';
import { DEMO_REVIEWER, demoDecidedItem } from './verification.seed.ts';

type TemplateInsert = typeof reportTemplate.$inferInsert;
type SubmissionInsert = typeof reportSubmission.$inferInsert;
type ItemInsert = typeof verificationItem.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;
type UrgeInsert = typeof reportUrge.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'name' | 'kind' | 'parentId'> & { level: number };

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const CENTRE = { id: 'org-centre', path: '/org-centre/' };

/**
 * oa logins of two stations (湖滨街道, 望湖街道) that fill in reports (README). They share the
 * password, so the production start check finds them (a hash shared by several accounts).
 */
export const REPORT_DEMO_LOGINS = [
  { id: 'oa-report-d1-s1', accountName: 'hubin_oa', password: 'station_123', name: '孙填报', orgId: 'org-d1-s1' },
  { id: 'oa-report-d1-s2', accountName: 'wanghu_oa', password: 'station_123', name: '周填报', orgId: 'org-d1-s2' },
] as const;
/** Who fills in a station's reports and ledger: its demo login, else a stand-in 填报员 of the station. */
export const stationFilerOf = (orgId: string): { id: string; name: string } =>
  REPORT_DEMO_LOGINS.find((login) => login.orgId === orgId) ?? { id: `oa-report-${orgId}`, name: '填报员' };
/** The station of the journey: its last three weekly reports are left missing, so one is overdue. */
export const REPORT_DEMO_LATE_ORG = 'org-d1-s1';

export const DEMO_WEEKLY_TEMPLATE_ID = 'rt-weekly';
export const DEMO_MONTHLY_TEMPLATE_ID = 'rt-monthly';

const WEEKLY_FIELDS: ReportField[] = [
  { key: 'sessions', label: '宣传场次', type: 'NUMBER', required: true, unit: '场', max: 1000, integer: true },
  { key: 'reached', label: '覆盖人数', type: 'NUMBER', required: true, unit: '人', max: 1_000_000, integer: true },
  { key: 'dissuaded', label: '劝阻人数', type: 'NUMBER', required: true, unit: '人', max: 100_000, integer: true },
  { key: 'progress', label: '重点工作进度', type: 'SELECT', required: true, options: ['已完成', '部分完成', '未开展'] },
  { key: 'highlight', label: '工作亮点', type: 'TEXT', required: false },
];
const MONTHLY_FIELDS: ReportField[] = [
  { key: 'cases', label: '新增发案数', type: 'NUMBER', required: true, unit: '起', max: 10_000, integer: true },
  { key: 'recovered', label: '挽损金额', type: 'NUMBER', required: true, unit: '万元', max: 1_000_000 },
  { key: 'lectures', label: '宣讲场次', type: 'NUMBER', required: true, unit: '场', max: 1000, integer: true },
  { key: 'campaign_date', label: '专项行动日期', type: 'DATE', required: false },
  { key: 'notes', label: '情况说明', type: 'TEXT', required: true },
];
const HIGHLIGHTS = ['进校园开展防诈讲座', '联合银行网点开展宣传', '组织老年人反诈课堂', '社区广场集中宣传', ''];
const NOTES = [
  '本月发案数较上月下降，重点群体宣传全覆盖。',
  '刷单返利类案件仍为高发，已加强针对性宣传。',
  '完成辖区重点人员走访。',
];
const REFUSALS = ['宣传场次与台账不一致，请核对后重报', '覆盖人数明显偏高，请补充说明', '情况说明过于简略，请补充'];

const dateText = (at: Date) => new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 10);

function valuesOf(fields: readonly ReportField[], random: SeededRandom, at: Date): ReportValues {
  const values: ReportValues = {};
  for (const field of fields) {
    if (field.type === 'NUMBER')
      values[field.key] = random.int(0, Math.min(field.max ?? 100, field.key === 'reached' ? 3000 : 60));
    else if (field.type === 'SELECT') values[field.key] = random.pick(field.options ?? ['']);
    else if (field.type === 'DATE') values[field.key] = dateText(new Date(at.getTime() - random.int(1, 20) * DAY));
    else values[field.key] = field.key === 'highlight' ? random.pick(HIGHLIGHTS) : random.pick(NOTES);
  }
  return values;
}

export interface DemoReports {
  templates: TemplateInsert[];
  submissions: SubmissionInsert[];
  items: ItemInsert[];
  logs: LogInsert[];
  urges: UrgeInsert[];
}

/**
 * A weekly and a monthly report of the centre for every station and street, over the last 90 days,
 * in every state: verified, waiting in verification, refused, drafts, some handed in late and some
 * missing (overdue). Deterministic for a given `now`.
 */
export function buildDemoReports({ orgs, now }: { orgs: readonly SeedOrg[]; now: Date }): DemoReports {
  const random = seededRandom(1313);
  const startsAt = new Date(now.getTime() - 95 * DAY);
  // Both templates: the centre's administrator issued them to the stations and streets (level 3).
  const issuedByCentre = {
    dueDate: null,
    targetLevel: 3,
    orgId: CENTRE.id,
    orgPath: CENTRE.path,
    createdById: 'oa-admin',
    createdByName: '王管理',
    createdAt: startsAt,
  };
  const templates: TemplateInsert[] = [
    {
      id: DEMO_WEEKLY_TEMPLATE_ID,
      name: '反诈宣传工作周报',
      kind: 'WEEKLY',
      description: '各派出所/街道每周报送本周反诈宣传开展情况。',
      fields: WEEKLY_FIELDS,
      dueDays: 2,
      ...issuedByCentre,
      startsAt,
    },
    {
      id: DEMO_MONTHLY_TEMPLATE_ID,
      name: '反诈工作月报',
      kind: 'MONTHLY',
      description: '各派出所/街道每月报送发案、挽损及宣讲情况。',
      fields: MONTHLY_FIELDS,
      dueDays: 5,
      ...issuedByCentre,
      startsAt: new Date(startsAt.getTime() + DAY),
    },
  ];
  const stations = orgs.filter((org) => org.level === 3 && org.kind !== 'partner');
  const out: DemoReports = { templates, submissions: [], items: [], logs: [], urges: [] };

  for (const template of templates) {
    const timing = template as unknown as ReportTemplateRow;
    const periods = periodsBetween(timing, new Date(now.getTime() - 90 * DAY), now);
    periods.forEach((period, index) => {
      for (const station of stations) {
        const due = now > period.dueAt;
        const roll = random.next();
        // The journey's station owes this week and the two before (the earlier of them is always overdue).
        if (template.kind === 'WEEKLY' && station.id === REPORT_DEMO_LATE_ORG && index < 3) continue;
        let state: ReportSubmissionState | null;
        if (!due) state = roll < 0.45 ? null : roll < 0.65 ? 'DRAFT' : 'SUBMITTED';
        else if (index > 3)
          state = roll < 0.05 ? null : roll < 0.85 ? 'VERIFIED' : roll < 0.93 ? 'SUBMITTED' : 'REFUSED';
        else
          state =
            roll < 0.15 ? null : roll < 0.45 ? 'VERIFIED' : roll < 0.8 ? 'SUBMITTED' : roll < 0.9 ? 'REFUSED' : 'DRAFT';
        // Its earlier weeks are all handed in: what it owes are the three skipped weeks.
        if (template.kind === 'WEEKLY' && station.id === REPORT_DEMO_LATE_ORG && (state === null || state === 'DRAFT'))
          state = 'VERIFIED';
        if (state === null) continue;
        const id = seededUuid(random);
        const late = state !== 'DRAFT' && random.next() < 0.2;
        const dueMs = period.dueAt.getTime();
        const periodEnd = period.endsAt.getTime();
        const handedAt = late
          ? new Date(Math.min(dueMs + random.int(2, 60) * HOUR, now.getTime() - HOUR))
          : new Date(
              Math.min(periodEnd - random.int(1, 20) * HOUR + random.int(0, dueMs - periodEnd), now.getTime() - HOUR),
            );
        const handedIn = state !== 'DRAFT';
        const submitter = stationFilerOf(station.id);
        const verifiedAt =
          state === 'VERIFIED'
            ? new Date(Math.min(handedAt.getTime() + random.int(4, 72) * HOUR, now.getTime()))
            : null;
        const updatedAt =
          verifiedAt ??
          (state === 'REFUSED' ? new Date(Math.min(handedAt.getTime() + 20 * HOUR, now.getTime())) : handedAt);
        const refuseReason = state === 'REFUSED' ? random.pick(REFUSALS) : null;
        out.submissions.push({
          id,
          templateId: template.id,
          periodKey: period.key,
          dueAt: period.dueAt,
          orgId: station.id,
          orgPath: station.path,
          state,
          values: valuesOf(template.fields, random, handedAt),
          firstSubmittedAt: handedIn ? handedAt : null,
          submittedAt: handedIn ? handedAt : null,
          submittedById: handedIn ? submitter.id : null,
          submittedByName: handedIn ? submitter.name : null,
          verifiedAt,
          refuseReason,
          createdAt: new Date(handedAt.getTime() - HOUR),
          updatedAt,
          version: state === 'DRAFT' ? 0 : state === 'SUBMITTED' ? 1 : 2,
        });
        const label = `${station.name}：${template.name}（${period.label}）`;
        const entry = seedLogRow('report_submission', id);
        const log = (action: string, from: string | null, to: string, at: Date, remark: string | null = null) =>
          entry({ type: 'oa', id: submitter.id, orgId: station.id }, action, from, to, at, remark);
        out.logs.push(log('report.create', null, 'DRAFT', new Date(handedAt.getTime() - HOUR)));
        if (!handedIn) continue;
        out.logs.push(log('report.submit', 'DRAFT', 'SUBMITTED', handedAt, late ? '逾期上报' : null));
        if (state === 'VERIFIED')
          out.logs.push({
            ...log('report.verify', 'SUBMITTED', 'VERIFIED', updatedAt),
            actorId: DEMO_REVIEWER.id,
            orgId: CENTRE.id,
          });
        if (state === 'REFUSED')
          out.logs.push({
            ...log('report.refuse', 'SUBMITTED', 'REFUSED', updatedAt, refuseReason),
            actorId: 'oa-admin',
            orgId: CENTRE.id,
          });
        const reviewing = state === 'SUBMITTED' && random.next() < 0.3;
        const itemVerifiedAt =
          state === 'VERIFIED' || reviewing ? new Date(Math.min(handedAt.getTime() + 2 * HOUR, now.getTime())) : null;
        out.items.push(
          demoDecidedItem({
            id: seededUuid(random),
            kind: 'report_submission',
            subjectId: id,
            title: label,
            state:
              state === 'VERIFIED'
                ? 'REVIEWED'
                : state === 'REFUSED'
                  ? 'REFUSED'
                  : reviewing
                    ? 'PENDING_REVIEW'
                    : 'PENDING_VERIFY',
            org: station,
            submitter: { type: 'oa', id: submitter.id, name: submitter.name },
            submittedAt: handedAt,
            verifiedAt: itemVerifiedAt,
            reviewedAt: verifiedAt,
            refuseReason,
            updatedAt,
          }),
        );
      }
      urgeLaggards(out, { template, period, stations, now });
    });
  }
  return out;
}

/**
 * 催报 of an overdue period: the centre's administrator urged the units not handed in (none, draft,
 * refused) a day after the due time — long enough ago that the cooldown has passed, so the journey
 * can urge again. A period due within the last day is left un-urged.
 */
function urgeLaggards(
  out: DemoReports,
  {
    template,
    period,
    stations,
    now,
  }: { template: TemplateInsert; period: Period; stations: readonly SeedOrg[]; now: Date },
) {
  const urgedAt = new Date(period.dueAt.getTime() + DAY);
  if (urgedAt.getTime() > now.getTime() - 2 * HOUR) return;
  const handedIn = new Set(
    out.submissions
      .filter((row) => row.templateId === template.id && row.periodKey === period.key)
      .filter((row) => row.state === 'SUBMITTED' || row.state === 'VERIFIED')
      .map((row) => row.orgId),
  );
  const laggards = stations.filter((station) => !handedIn.has(station.id));
  if (laggards.length === 0) return;
  for (const station of laggards)
    out.urges.push({
      id: `ru-${template.id}-${period.key}-${station.id}`,
      templateId: template.id,
      periodKey: period.key,
      orgId: station.id,
      urgedAt,
      urgedById: 'oa-admin',
      urgedByName: '王管理',
      urgedByOrgId: CENTRE.id,
    });
  out.logs.push({
    ...seedLogRow('report_template', template.id)(
      { type: 'oa', id: 'oa-admin', orgId: CENTRE.id },
      'report.urge',
      null,
      '',
      urgedAt,
      `催报${period.label}：${laggards.length}个单位：${laggards.map((station) => station.name).join('、')}`.slice(
        0,
        1000,
      ),
    ),
    fromState: null,
    toState: null,
  });
}

/** The station logins, the templates, their submissions, verification items and log; set-based inserts. */
export async function insertDemoReports(db: Db, demo: DemoReports, stationPasswordHash: string): Promise<void> {
  await db.insert(oaAccount).values(
    REPORT_DEMO_LOGINS.map((login) => ({
      id: login.id,
      accountName: login.accountName,
      displayName: login.name,
      passwordHash: stationPasswordHash,
      utype: 2,
      orgId: login.orgId,
    })),
  );
  await db.insert(reportTemplate).values(demo.templates);
  for (let i = 0; i < demo.submissions.length; i += 500)
    await db.insert(reportSubmission).values(demo.submissions.slice(i, i + 500));
  for (let i = 0; i < demo.items.length; i += 500)
    await db.insert(verificationItem).values(demo.items.slice(i, i + 500));
  for (let i = 0; i < demo.logs.length; i += 500) await db.insert(operationLog).values(demo.logs.slice(i, i + 500));
  for (let i = 0; i < demo.urges.length; i += 500) await db.insert(reportUrge).values(demo.urges.slice(i, i + 500));
}
