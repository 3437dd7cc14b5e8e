import {
  CASE_PUBLICITY_DUE_HOURS,
  keysOf,
  PUBLICITY_RECORD_TYPES,
  type PublicityCategory,
  type PublicityContentKind,
  type PublicityRecordState,
} from '@afp/contract';
import { sql } from 'drizzle-orm';
import { DEMO_MEDIA_HOST } from '../config.ts';
import type { Db } from '../db/client.ts';
import { publicityContent, publicityRecord } from '../db/schema.ts';
import { bulkInsert, type SeedOrg as SharedSeedOrg, type SeedGuard as SharedSeedGuard } from './early-warnings.seed.ts';
import { seededRandom } from './random.ts';
import { DEMO_REVIEWER } from './verification.seed.ts';

type ContentInsert = typeof publicityContent.$inferInsert;
type RecordInsert = typeof publicityRecord.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'kind'>;
type SeedGuard = Pick<SharedSeedGuard, 'id' | 'name' | 'orgId'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the demo records go. */
const RECORD_DAYS = 90;
/** The demo poster and handbook stored by the seed (demo-files.ts), shown as covers and documents. */
const POSTER_KEY = 'org-files/publicity-poster.png';
const HANDBOOK_KEY = 'org-files/anti-fraud-handbook.pdf';

const CONTENT: [PublicityContentKind, PublicityCategory, string, string, string[]][] = [
  ['ARTICLE', 'KNOWLEDGE', '刷单返利都是诈骗', '“动动手指就能赚钱”？先垫付再返利的兼职，全是骗局。', ['REBATE_TASK']],
  [
    'ARTICLE',
    'ALERT',
    '警惕冒充公检法的“涉嫌洗钱”电话',
    '公检法机关不会通过电话办案，更不会要求转账到“安全账户”。',
    ['POLICE', 'POLICE_MONEY'],
  ],
  [
    'POSTER',
    'KNOWLEDGE',
    '反诈海报：三不一多',
    '未知链接不点击、陌生来电不轻信、个人信息不透露、转账汇款多核实。',
    ['OTHER'],
  ],
  [
    'VIDEO',
    'ELDERLY',
    '给爸妈的防骗课：保健品与养老投资',
    '以案说法，帮助老年人识别“养老项目”“高息理财”骗局。',
    ['INVEST_STOCK'],
  ],
  ['DOCUMENT', 'LAW', '《中华人民共和国反电信网络诈骗法》解读', '法律条文要点与群众常见问题解答。', ['OTHER']],
  [
    'ARTICLE',
    'YOUTH',
    '游戏账号交易的陷阱',
    '低价买卖游戏装备、账号解封“收费”，都是常见诈骗套路。',
    ['GAME', 'GAME_ACCOUNT'],
  ],
  ['ARTICLE', 'ALERT', '“征信修复”是骗局', '个人征信不良记录无法通过所谓“内部渠道”消除。', ['CREDIT', 'CREDIT_FIX']],
  ['POSTER', 'ELDERLY', '反诈海报：陌生来电多核实', '接到自称亲友借钱的电话，一定先打原号码核实。', ['LEADER']],
  ['VIDEO', 'KNOWLEDGE', '“杀猪盘”是怎样炼成的', '网恋对象推荐投资平台？小心情感诈骗。', ['DATING', 'DATING_PIG']],
  [
    'ARTICLE',
    'KNOWLEDGE',
    '网购退款理赔诈骗手法揭秘',
    '自称客服主动联系退款，要求共享屏幕或提供验证码，务必挂断。',
    ['SERVICE_REFUND'],
  ],
  ['DOCUMENT', 'KNOWLEDGE', '全民反诈宣传手册', '常见诈骗类型、识别要点与求助渠道一册通。', ['OTHER', 'REBATE_TASK']],
  [
    'ARTICLE',
    'YOUTH',
    '大学生防范“校园贷”',
    '无抵押、低利息、秒到账的网贷，背后可能是高额费用或诈骗。',
    ['LOAN', 'LOAN_FEE'],
  ],
  [
    'POSTER',
    'ALERT',
    '反诈海报：机票改签要当心',
    '航班取消短信中的链接和电话不可信，请通过官方渠道核实。',
    ['TICKET', 'TICKET_CHANGE'],
  ],
  [
    'ARTICLE',
    'LAW',
    '帮信罪：出租出借银行卡的后果',
    '出租、出借、出售银行卡和电话卡，可能构成帮助信息网络犯罪活动罪。',
    ['OTHER'],
  ],
  ['VIDEO', 'YOUTH', '虚假中奖信息识别', '“领奖先交税费”是诈骗的典型特征。', ['PRIZE', 'PRIZE_FEE']],
  ['ARTICLE', 'ELDERLY', '老年人防骗十要诀', '守住养老钱，牢记十句防骗口诀。', ['OTHER']],
];

/** Body text of an article: the summary expanded into the library's usual three sections. */
const bodyOf = (title: string, summary: string) =>
  `${summary}\n\n【典型手法】\n骗子往往以“${title.replace(/^反诈海报：/, '')}”为切入点，先取得信任，再诱导转账。\n\n【防范提示】\n1. 不轻信陌生来电、短信和链接；\n2. 不向陌生账户转账；\n3. 遇到可疑情况，及时拨打96110咨询或向社区反诈卫士求助。`;

/** The library published by the centre: every kind and category, newest first over the last months. */
export function buildDemoContent(input: { centre: { id: string; path: string }; now: Date }): ContentInsert[] {
  return CONTENT.map(([kind, category, title, summary, codes], i) => {
    const publishedAt = new Date(input.now.getTime() - (i * 5 + 1) * DAY);
    return {
      id: `pc-${String(i + 1).padStart(3, '0')}`,
      kind,
      category,
      title,
      summary,
      body: kind === 'ARTICLE' ? bodyOf(title, summary) : summary,
      fraudTypeCodes: codes,
      coverKey: kind === 'POSTER' || kind === 'VIDEO' ? POSTER_KEY : null,
      fileKey: kind === 'DOCUMENT' ? HANDBOOK_KEY : kind === 'POSTER' ? POSTER_KEY : null,
      fileName: kind === 'DOCUMENT' ? `${title}.pdf` : kind === 'POSTER' ? `${title}.png` : null,
      videoUrl: kind === 'VIDEO' ? `${DEMO_MEDIA_HOST}/video/${i + 1}.mp4` : null,
      orgId: input.centre.id,
      orgPath: input.centre.path,
      publishedAt,
      createdAt: publishedAt,
    };
  });
}

const PLACES = ['社区广场', '菜市场门口', '小区活动室', '沿街商铺', '学校门口', '企业食堂', '老年活动中心', '银行网点'];
const TYPES = keysOf(PUBLICITY_RECORD_TYPES);

/**
 * Records of the community guards over the last 90 days, deterministic: mostly verified, the
 * recent ones still in 核查, a few refused with a reason (every state present).
 */
export function buildDemoPublicityRecords(input: { orgs: SeedOrg[]; guards: SeedGuard[]; now: Date }): RecordInsert[] {
  const random = seededRandom(20261111);
  const orgById = new Map(input.orgs.map((o) => [o.id, o]));
  const rows: RecordInsert[] = [];
  // Handed in and verified some hours after the event, but never later than now (no item from tomorrow).
  const notAfterNow = (at: number) => new Date(Math.min(at, input.now.getTime()));
  for (const guard of input.guards) {
    const org = orgById.get(guard.orgId);
    if (!org || org.kind !== 'community') continue;
    const n = random.int(2, 9);
    for (let i = 0; i < n; i += 1) {
      const occurredAt = new Date(input.now.getTime() - random.next() * RECORD_DAYS * DAY);
      const ageDays = (input.now.getTime() - occurredAt.getTime()) / DAY;
      const roll = random.next();
      const state: PublicityRecordState =
        ageDays < 7 && roll < 0.6 ? 'SUBMITTED' : roll < 0.08 ? 'REFUSED' : 'VERIFIED';
      const submittedAt = notAfterNow(occurredAt.getTime() + random.int(1, 20) * HOUR);
      const audience = random.int(5, 300);
      rows.push({
        id: `pr-${String(rows.length + 1).padStart(6, '0')}`,
        orgId: org.id,
        orgPath: org.path,
        guardId: guard.id,
        guardName: guard.name,
        type: random.pick(TYPES),
        address: random.pick(PLACES),
        latitude: 30.2 + random.next() * 0.1,
        longitude: 120.1 + random.next() * 0.1,
        occurredAt,
        audience,
        flyers: random.int(0, audience * 2),
        appInstalls: random.int(0, Math.ceil(audience / 3)),
        photos: [POSTER_KEY],
        remark: null,
        state,
        refuseReason: state === 'REFUSED' ? '现场照片不清晰，请补充' : null,
        submittedAt,
        verifiedAt: state === 'VERIFIED' ? notAfterNow(submittedAt.getTime() + random.int(2, 72) * HOUR) : null,
        version: state === 'SUBMITTED' ? 0 : 1,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      });
    }
  }
  return rows;
}

/** The verification state of a subject's state, for the seeded 核查 items. */
const ITEM_STATE_SQL = sql.raw(
  `case s.state when 'SUBMITTED' then 'PENDING_VERIFY' when 'VERIFIED' then 'REVIEWED' else 'REFUSED' end`,
);
/** The group of `kind` covering an organisation path: the deepest covered ancestor (as the verification decides). */
const coveringGroup = (kind: 'verify' | 're_verify') =>
  sql.raw(`(select g.group_id from verify_group_org g join verify_group vg on vg.id = g.group_id
     join org o on o.id = g.org_id where vg.kind = '${kind}' and s.org_path like o.path || '%'
     order by length(o.path) desc, vg.sort limit 1)`);

/**
 * 一案一宣 for every handled warning with a loss of the demo city (set-based from the feedbacks):
 * older ones verified, some refused or submitted, the newest pending — overdue past 72 h.
 */
async function insertDemoCasePublicity(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    insert into case_publicity (id, warning_id, warning_no, org_id, org_path, guard_id, guard_name, fraud_type_code,
      amount_lost, case_at, due_at, state, summary, refuse_reason, submitted_at, verified_at, version, created_at, updated_at)
    select 'cp-' || f.warning_id, f.warning_id, w.warning_no, a.org_id, a.org_path, g.id, g.name,
      coalesce(f.fraud_type_code, a.fraud_type_code), f.amount_lost, f.created_at,
      f.created_at + ${CASE_PUBLICITY_DUE_HOURS} * interval '1 hour', x.state,
      case when x.state in ('SUBMITTED', 'VERIFIED', 'REFUSED') then '已在案发楼栋和社区开展宣传' end,
      case when x.state = 'REFUSED' then '活动照片不足，请补充' end,
      case when x.state <> 'PENDING' then f.created_at + interval '30 hour' end,
      case when x.state = 'VERIFIED' then f.created_at + interval '60 hour' end,
      case when x.state = 'PENDING' then 0 when x.state = 'SUBMITTED' then 2 else 3 end,
      f.created_at, f.created_at
    from (
      select distinct on (warning_id) * from warning_feedback
      where is_final and defrauded = 'YES' and amount_lost > 0
      order by warning_id, created_at desc
    ) f
    join warning_assignment a on a.id = f.assignment_id
    join early_warning w on w.id = f.warning_id
    left join lateral (select id, name from guard_user where org_id = a.org_id order by id limit 1) g on true
    cross join lateral (select case
      when f.created_at > ${now.toISOString()}::timestamptz - interval '2 day' then 'PENDING'
      when abs(hashtext(f.warning_id)) % 7 = 0 then 'PENDING'
      when abs(hashtext(f.warning_id)) % 7 = 1 then 'SUBMITTED'
      when abs(hashtext(f.warning_id)) % 7 = 2 then 'REFUSED'
      else 'VERIFIED' end as state) x
    on conflict (warning_id) do nothing`);
  // Their activities: one per task past PENDING (two for some), in the victim's building or community.
  await db.execute(sql`
    insert into case_publicity_activity (id, case_id, place, address, occurred_at, audience, photos, created_by, created_by_name, created_at)
    select c.id || '-a' || n, c.id, case when n = 1 then 'BUILDING' else 'COMMUNITY' end,
      case when n = 1 then '案发楼栋' else '社区广场' end, c.case_at + n * interval '10 hour',
      20 + abs(hashtext(c.id || n)) % 60, array[${POSTER_KEY}], coalesce(c.guard_id, 'seed'), coalesce(c.guard_name, '卫士'),
      c.case_at + n * interval '10 hour'
    from case_publicity c cross join generate_series(1, 2) n
    where c.id like 'cp-%' and c.state <> 'PENDING' and (n = 1 or abs(hashtext(c.id)) % 3 = 0)`);
}

/** The verification's items of the seeded subjects, in the states matching theirs (so the queues show them). */
async function insertDemoVerificationItems(db: Db): Promise<void> {
  for (const [kind, table, titleSql, submitter] of [
    ['publicity_record', 'publicity_record', `'宣防记录：' || s.guard_name || '，' || s.address`, 's.guard_id'],
    ['case_publicity', 'case_publicity', `'一案一宣：预警' || s.warning_no`, `coalesce(s.guard_id, 'seed')`],
  ] as const) {
    await db.execute(sql`
      insert into verification_item (id, kind, subject_id, title, state, org_id, org_path, submitter_type, submitter_id,
        submitter_name, submitted_at, round, verify_group_id, review_group_id, verified_by, verified_by_name, verified_at,
        reviewed_by, reviewed_by_name, reviewed_at, refused_stage, refuse_reason, version, updated_at)
      select 'vi-' || s.id, ${kind}, s.id, ${sql.raw(titleSql)}, ${ITEM_STATE_SQL}, s.org_id, s.org_path, 'guard',
        ${sql.raw(submitter)}, coalesce(s.guard_name, '卫士'), s.submitted_at, 1,
        ${coveringGroup('verify')}, ${coveringGroup('re_verify')},
        case when s.state = 'VERIFIED' then 'oa-admin' end, case when s.state = 'VERIFIED' then '王管理' end,
        case when s.state = 'VERIFIED' then s.verified_at end,
        case when s.state = 'VERIFIED' then ${DEMO_REVIEWER.id} end,
        case when s.state = 'VERIFIED' then ${DEMO_REVIEWER.name} end,
        case when s.state = 'VERIFIED' then s.verified_at end,
        case when s.state = 'REFUSED' then 'verify' end, s.refuse_reason,
        case when s.state = 'SUBMITTED' then 0 else 1 end, coalesce(s.verified_at, s.submitted_at)
      from ${sql.raw(table)} s
      where s.state <> 'PENDING' and s.submitted_at is not null
      on conflict (kind, subject_id) do nothing`);
  }
}

/** Inside the seed's transaction: the library, the records, 一案一宣 and their verification items. */
export async function insertDemoPublicity(
  db: Db,
  input: { content: ContentInsert[]; records: RecordInsert[]; now: Date },
): Promise<void> {
  await bulkInsert(db, publicityContent, input.content);
  await bulkInsert(db, publicityRecord, input.records);
  await insertDemoCasePublicity(db, input.now);
  await insertDemoVerificationItems(db);
}
