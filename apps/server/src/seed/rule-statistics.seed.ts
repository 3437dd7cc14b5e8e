import { chinaDateParts, chinaMidnight } from '@afp/contract';
import type { LedgerState, RuleMetric, VerificationState } from '@afp/contract';
import type { Db } from '../db/client.ts';
import { ledgerEntry, operationLog, ruleItem, ruleSet, verificationItem } from '../db/schema.ts';
import { stationFilerOf } from './report.seed.ts';
import { DEMO_REVIEWER, demoDecidedItem } from './verification.seed.ts';
import { type SeedOrg as SharedSeedOrg } from './early-warnings.seed.ts';

type ItemInsert = typeof ruleItem.$inferInsert;
type EntryInsert = typeof ledgerEntry.$inferInsert;
type VerificationInsert = typeof verificationItem.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'name' | 'kind' | 'parentId'>;

/** The yearly rule items 考核项 (100 points): workflow metrics, counts that take ledger values, a ledger-only item. */
const ITEMS: {
  code: string;
  name: string;
  metric: RuleMetric;
  station: number;
  district: number;
  weight: number;
  ledger: boolean;
  description: string;
}[] = [
  {
    code: 'warning_timely',
    name: '预警处置及时率',
    metric: 'WARNING_TIMELY',
    station: 90,
    district: 90,
    weight: 20,
    ledger: false,
    description: '按时签收且按时反馈的预警占应处置预警的比例（%）',
  },
  {
    code: 'return_visit',
    name: '回访率',
    metric: 'RETURN_VISIT',
    station: 60,
    district: 60,
    weight: 10,
    ledger: false,
    description: '已反馈预警中经中心回访认定有效的比例（%）',
  },
  {
    code: 'control_visit',
    name: '重点人员管控走访率',
    metric: 'CONTROL_VISIT',
    station: 85,
    district: 85,
    weight: 15,
    ledger: false,
    description: '到期走访任务中走访已通过审核的比例（%）',
  },
  {
    code: 'preach_sessions',
    name: '宣讲场次',
    metric: 'PREACH_SESSIONS',
    station: 24,
    district: 96,
    weight: 15,
    ledger: true,
    description: '完成的反诈宣讲场次，含经复核的线下宣讲台账',
  },
  {
    code: 'app_registrations',
    name: '反诈APP注册数',
    metric: 'APP_REGISTRATIONS',
    station: 120,
    district: 480,
    weight: 10,
    ledger: true,
    description: '经推广码首次注册的居民数，含经复核的注册台账',
  },
  {
    code: 'case_publicity',
    name: '一案一宣完成率',
    metric: 'CASE_PUBLICITY',
    station: 90,
    district: 90,
    weight: 10,
    ledger: false,
    description: '到期一案一宣任务中已核查完成的比例（%）',
  },
  {
    code: 'case_rate',
    name: '发案数/万人',
    metric: 'CASE_RATE',
    station: 400,
    district: 400,
    weight: 10,
    ledger: false,
    description: '最终反馈为已被骗的预警数，按实有人口每万人计（越低越好）',
  },
  {
    code: 'visit_checklist',
    name: '上门劝阻规范率',
    metric: 'VISIT_CHECKLIST',
    station: 90,
    district: 90,
    weight: 5,
    ledger: false,
    description: '见面走访见到人的反馈中，四查看、三询问、一保护全部完成的比例（%）',
  },
  {
    code: 'publicity_sites',
    name: '宣传阵地建设',
    metric: 'LEDGER',
    station: 12,
    district: 48,
    weight: 5,
    ledger: true,
    description: '反诈宣传阵地、展板、宣传栏建设，以经复核的台账计',
  },
  {
    code: 'report_submission',
    name: '报表报送',
    metric: 'REPORT_SUBMISSION',
    station: 100,
    district: 100,
    weight: 0,
    ledger: false,
    description: '周报、月报等到期报表按时上报的比例（%）；一个季度内逾期两次及以上的单位予以标记（参考项，不计分）',
  },
];

/** Rule sets of the last four years issued (1 February), next year's as a draft; the same items each year. */
export function buildRuleSets(now: Date) {
  const year = chinaDateParts(now).y;
  const years = [year - 3, year - 2, year - 1, year];
  const sets = [
    ...years.map((y) => ({
      year: y,
      title: `${y}年度反诈工作考核细则`,
      issuedAt: new Date(`${y}-02-01T00:00:00+08:00`),
    })),
    { year: year + 1, title: `${year + 1}年度反诈工作考核细则（征求意见稿）`, issuedAt: null },
  ];
  const items: ItemInsert[] = sets.flatMap((set) =>
    ITEMS.map((item, i) => ({
      year: set.year,
      code: item.code,
      name: item.name,
      metric: item.metric,
      stationTarget: String(item.station),
      districtTarget: String(item.district),
      weight: item.weight,
      ledgerAllowed: item.ledger,
      description: item.description,
      sort: i + 1,
    })),
  );
  return { sets, items };
}

/** Where a demo entry stands: its own state and its verification item's. */
interface EntryState {
  state: LedgerState;
  item: VerificationState;
  refused?: string;
}
const REVIEWED: EntryState = { state: 'VERIFIED', item: 'REVIEWED' };
/** Each state of the two-stage check once or more. */
const ENTRY_STATES: EntryState[] = [
  { state: 'SUBMITTED', item: 'PENDING_VERIFY' },
  { state: 'SUBMITTED', item: 'PENDING_VERIFY' },
  { state: 'SUBMITTED', item: 'PENDING_REVIEW' },
  REVIEWED,
  REVIEWED,
  REVIEWED,
  { state: 'REFUSED', item: 'REFUSED', refused: '证明材料不清晰，请补充活动照片' },
];
const LEDGER_ITEMS = ['preach_sessions', 'app_registrations', 'publicity_sites'] as const;
const ITEM_NAMES = new Map(ITEMS.map((i) => [i.code, i.name]));
const DESCRIPTIONS: Record<(typeof LEDGER_ITEMS)[number], string> = {
  preach_sessions: '走进社区开展线下反诈宣讲',
  app_registrations: '集中推广活动现场注册反诈APP',
  publicity_sites: '新建社区反诈宣传栏',
};

/** One demo entry to write: where it is filed, what it counts, where it stands in the verification. */
interface EntryPlan {
  id: string;
  station: SeedOrg;
  code: (typeof LEDGER_ITEMS)[number];
  month: number;
  value: number;
  submittedAt: Date;
  state: EntryState;
}

/**
 * Ledger entries 台账 of the current year in every verification state, with their verification
 * items and log lines: the spread of states across the three ledger items, and each station's
 * publicity sites 宣传阵地 built in past months — reviewed entries being the only source of that
 * item, a demo without them scores it 0 everywhere. The first station (湖滨街道) keeps its entries
 * off this year's current month, so its score and light move with a newly reviewed entry (issue 13
 * journey 2).
 */
export function buildDemoLedger({ orgs, now }: { orgs: SeedOrg[]; now: Date }) {
  const { y: year, m: month } = chinaDateParts(now);
  const stations = orgs.filter((o) => o.kind === 'street');
  const plans: EntryPlan[] = [];
  stations.forEach((station, s) => {
    ENTRY_STATES.forEach((state, e) => {
      if ((s + e) % 3 !== 0) return;
      // Every third entry is kept: the item turns with the entry's turn, not its remainder (always 0).
      const code = LEDGER_ITEMS[((s + e) / 3) % LEDGER_ITEMS.length]!;
      plans.push({
        id: `ledger-${String(s + 1).padStart(2, '0')}-${e + 1}`,
        station,
        code,
        month: Math.max(1, month - 1 - ((s + e) % Math.max(1, month - 1))),
        value: code === 'app_registrations' ? 20 + ((s * 7 + e) % 30) : 1 + ((s + e) % 3),
        submittedAt: new Date(now.getTime() - (s * 7 + e + 2) * 3600_000 * 5),
        state,
      });
    });
    // Sites built every few months, 1 to 4 at a time: short of the monthly share in most months.
    for (let m = 1 + (s % 3); m < month; m += 3)
      plans.push({
        id: `ledger-site-${String(s + 1).padStart(2, '0')}-${m}`,
        station,
        code: 'publicity_sites',
        month: m,
        value: 1 + ((s * 5 + m) % 4),
        submittedAt: new Date(chinaMidnight(year, m, 25).getTime() + 10 * 3600_000),
        state: REVIEWED,
      });
  });
  const entries: EntryInsert[] = [];
  const items: VerificationInsert[] = [];
  const logs: LogInsert[] = [];
  for (const { id, station, code, month: entryMonth, value, submittedAt, state: plan } of plans) {
    // 东湖区's staff files for its stations, elsewhere the station's filer: never the verifier (王管理) nor the reviewer.
    const submitter = station.path.includes('/org-d1/')
      ? { id: 'oa-staff', name: '刘专员', orgId: 'org-d1' }
      : { ...stationFilerOf(station.id), orgId: station.id };
    const reviewed = plan.state === 'VERIFIED';
    entries.push({
      id,
      orgId: station.id,
      orgPath: station.path,
      year,
      itemCode: code,
      month: entryMonth,
      value,
      description: `${station.name}${DESCRIPTIONS[code]}`,
      state: plan.state,
      submittedBy: submitter.id,
      submittedByName: submitter.name,
      submittedAt,
      verifiedAt: reviewed ? new Date(submittedAt.getTime() + 6 * 3600_000) : null,
      refuseReason: plan.refused ?? null,
      version: plan.state === 'SUBMITTED' ? 0 : 1,
      createdAt: submittedAt,
      updatedAt: reviewed || plan.refused ? new Date(submittedAt.getTime() + 6 * 3600_000) : submittedAt,
    });
    const verified = plan.item === 'PENDING_REVIEW' || plan.item === 'REVIEWED';
    items.push(
      demoDecidedItem({
        id: `vi-${id}`,
        kind: 'ledger_entry',
        subjectId: id,
        title: `${station.name}：${ITEM_NAMES.get(code) ?? code}台账（${entryMonth}月，${value}）`,
        state: plan.item,
        org: station,
        submitter: { type: 'oa', id: submitter.id, name: submitter.name },
        submittedAt,
        verifiedAt: verified ? new Date(submittedAt.getTime() + 3 * 3600_000) : null,
        reviewedAt: reviewed ? new Date(submittedAt.getTime() + 6 * 3600_000) : null,
        refuseReason: plan.refused ?? null,
        updatedAt: submittedAt,
      }),
    );
    logs.push({
      actorType: 'oa',
      actorId: submitter.id,
      orgId: submitter.orgId,
      action: '台账提交',
      entityType: 'ledger_entry',
      entityId: id,
      fromState: null,
      toState: 'SUBMITTED',
      createdAt: submittedAt,
    });
    if (plan.state !== 'SUBMITTED')
      logs.push({
        actorType: 'oa',
        // Reviewed by 陈复核, refused at 核查 by 王管理 (demoDecidedItem).
        actorId: reviewed ? DEMO_REVIEWER.id : 'oa-admin',
        orgId: 'org-centre',
        action: reviewed ? '台账复核通过' : '台账退回',
        entityType: 'ledger_entry',
        entityId: id,
        fromState: 'SUBMITTED',
        toState: plan.state,
        remark: plan.refused ?? null,
        createdAt: new Date(submittedAt.getTime() + 6 * 3600_000),
      });
  }
  return { entries, items, logs };
}

export async function insertRuleStatistics(
  db: Db,
  { sets, items }: ReturnType<typeof buildRuleSets>,
  ledger: ReturnType<typeof buildDemoLedger>,
): Promise<void> {
  await db.insert(ruleSet).values(sets);
  await db.insert(ruleItem).values(items);
  if (ledger.entries.length > 0) await db.insert(ledgerEntry).values(ledger.entries);
  if (ledger.items.length > 0) await db.insert(verificationItem).values(ledger.items);
  if (ledger.logs.length > 0) await db.insert(operationLog).values(ledger.logs);
}
