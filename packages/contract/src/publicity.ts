import { z } from 'zod';
import { type Caller, isInSubtree, isOrgAdmin, type ListScope } from './caller.ts';
import { anti, get, post } from './endpoint.ts';
import { dateTime, int4, text } from './fields.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** Publicity 宣防 (DESIGN §4.6): content library, typical local cases, publicity records, 一案一宣. */

// ---------------------------------------------------------------- content library

export const PUBLICITY_CONTENT_KINDS = { ARTICLE: '文章', POSTER: '海报', VIDEO: '视频', DOCUMENT: '文档' } as const;
export type PublicityContentKind = keyof typeof PUBLICITY_CONTENT_KINDS;

/** The feed's category tabs. */
export const PUBLICITY_CATEGORIES = {
  KNOWLEDGE: '防骗知识',
  ALERT: '预警提示',
  LAW: '法律法规',
  ELDERLY: '老年人防骗',
  YOUTH: '青少年防骗',
} as const;
export type PublicityCategory = keyof typeof PUBLICITY_CATEGORIES;

export const PUBLICITY_TAG_MAX = 5;

/** A library item is PUBLISHED (in every feed of the publisher's subtree) until its publisher withdraws it. */
export const PUBLICITY_CONTENT_STATES = { PUBLISHED: '已发布', WITHDRAWN: '已撤回' } as const;
export type PublicityContentState = keyof typeof PUBLICITY_CONTENT_STATES;
/** Bounds of the publishing form (the columns are text; these keep a row readable on a phone). */
export const PUBLICITY_CONTENT_LIMITS = { title: 60, summary: 200, body: 20_000, videoUrl: 500 } as const;
/** Videos stream from the publicity platform over TLS only. */
export const PUBLICITY_VIDEO_URL_MESSAGE = '请填写以 https:// 开头的视频地址';

// ---------------------------------------------------------------- publicity records

/** 宣防记录 types (DESIGN §4.6). */
export const PUBLICITY_RECORD_TYPES = {
  HOME_VISIT: '入户走访',
  LECTURE: '集中宣讲',
  STALL: '摆摊',
  WECHAT: '微信群推送',
  BANNER: '横幅海报',
  CAMPUS: '进校园/企业/社区',
} as const;
export type PublicityRecordType = keyof typeof PUBLICITY_RECORD_TYPES;

/**
 * A verified subject's states: SUBMITTED is in the shared verification (核查/复核), VERIFIED when
 * finally reviewed, REFUSED back with the submitter, who fixes and resubmits.
 */
export const PUBLICITY_RECORD_STATES = { SUBMITTED: '待核查', VERIFIED: '已核查', REFUSED: '已退回' } as const;
export type PublicityRecordState = keyof typeof PUBLICITY_RECORD_STATES;

export const PUBLICITY_PHOTO_MAX = 9;
/** Audience, flyers and installs of one session are bounded well below int4 by what is plausible. */
export const PUBLICITY_COUNT_MAX = 100_000;

// ---------------------------------------------------------------- 一案一宣

/** 一案一宣 is due this many hours after its case (DESIGN §4.6 default). */
export const CASE_PUBLICITY_DUE_HOURS = 72;
export const CASE_PUBLICITY_STATES = {
  PENDING: '待宣传',
  SUBMITTED: '待核查',
  VERIFIED: '已核查',
  REFUSED: '已退回',
} as const;
export type CasePublicityState = keyof typeof CASE_PUBLICITY_STATES;
export const CASE_PUBLICITY_ACTIVITY_PLACES = {
  BUILDING: '受害人所在楼栋',
  COMMUNITY: '所在社区',
  WORKPLACE: '工作单位',
  OTHER: '其他',
} as const;
export type CasePublicityActivityPlace = keyof typeof CASE_PUBLICITY_ACTIVITY_PLACES;
export const CASE_PUBLICITY_ACTIVITY_MAX = 20;
export const CASE_PUBLICITY_FILTERS = {
  TODO: '待宣传',
  OVERDUE: '已逾期',
  SUBMITTED: '待核查',
  VERIFIED: '已核查',
  ALL: '全部',
} as const;
export type CasePublicityFilter = keyof typeof CASE_PUBLICITY_FILTERS;

/** The due time of a case's publicity. */
export const casePublicityDueAt = (caseAt: Date): Date =>
  new Date(caseAt.getTime() + CASE_PUBLICITY_DUE_HOURS * 3600_000);
/** Overdue: still waiting for the guard's publicity after its due time. */
export const isCasePublicityOverdue = (state: CasePublicityState, dueAt: Date, now: Date): boolean =>
  (state === 'PENDING' || state === 'REFUSED') && dueAt.getTime() < now.getTime();

/** The loss shown instead of the exact amount on typical cases: a band, never a person. */
export const LOSS_BANDS = [
  { upTo: 10_000, label: '1万元以下' },
  { upTo: 50_000, label: '1万至5万元' },
  { upTo: 100_000, label: '5万至10万元' },
  { upTo: 500_000, label: '10万至50万元' },
  { upTo: Number.POSITIVE_INFINITY, label: '50万元以上' },
] as const;
export const lossBandOf = (amount: number): string =>
  LOSS_BANDS.find((band) => amount < band.upTo)?.label ?? '50万元以上';

// ---------------------------------------------------------------- who may do what

export type PublicityScope = 'mine' | 'team';
/** Plain guards and team admins alike read their own records or their team's (organisation subtree). */
export const publicityScopeOf = (requested?: PublicityScope): PublicityScope => requested ?? 'mine';
/** The submitter fixes and resubmits a refused record; a team admin may do it for the team. */
export const mayResubmitPublicity = (
  caller: Pick<Caller, 'id' | 'orgPath' | 'loginType' | 'roleType'>,
  subject: { guardId: string | null; orgPath: string },
): boolean =>
  caller.loginType === 'guard' &&
  (subject.guardId === caller.id || (isOrgAdmin(caller) && isInSubtree(subject.orgPath, caller.orgPath)));
export const listScopeOfPublicity = (scope: PublicityScope): ListScope => (scope === 'mine' ? 'mine' : 'subtree');

// ---------------------------------------------------------------- schemas

const id = text(64).min(1);
const uploadKey = z.string().regex(UPLOAD_KEY_PATTERN, '须为已上传的图片');
const count = (message: string) => int4(0, PUBLICITY_COUNT_MAX).describe(message);
const location = z.object({
  address: text(200).trim().min(1, '请定位或填写地点'),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});

export const publicityContentPageQuerySchema = z
  .object({
    category: enumOf(PUBLICITY_CATEGORIES).optional(),
    kind: enumOf(PUBLICITY_CONTENT_KINDS).optional(),
    fraudTypeCode: text(32).optional(),
  })
  .extend(pageQuerySchema.shape);
export const publicityIdQuerySchema = z.object({ id });

export const publicityContentSchema = z.object({
  id: z.string(),
  kind: enumOf(PUBLICITY_CONTENT_KINDS),
  category: enumOf(PUBLICITY_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  fraudTypes: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Cover image key (posters: the poster itself). */
  coverKey: z.string().nullable(),
  publishedAt: z.string(),
  publisherName: z.string(),
});
export type PublicityContent = z.infer<typeof publicityContentSchema>;
export const publicityContentDetailSchema = publicityContentSchema.extend({
  state: enumOf(PUBLICITY_CONTENT_STATES),
  version: z.number(),
  /** The caller may edit and withdraw it (supervising office oa of the publishing organisation or above). */
  mayManage: z.boolean(),
  body: z.string(),
  /** The document or poster file (download through features/file, previewed per spec §5). */
  file: z.object({ key: z.string(), name: z.string() }).nullable(),
  /** Video address (videos are streamed from the publicity platform, not uploaded here). */
  videoUrl: z.string().nullable(),
});
export type PublicityContentDetail = z.infer<typeof publicityContentDetailSchema>;

/** The publishing form of centre and district oa staff: the file is an attachment uploaded beforehand. */
export const publicityContentFormSchema = z.object({
  kind: enumOf(PUBLICITY_CONTENT_KINDS),
  category: enumOf(PUBLICITY_CATEGORIES),
  title: text(PUBLICITY_CONTENT_LIMITS.title).trim().min(1, '请填写标题'),
  summary: text(PUBLICITY_CONTENT_LIMITS.summary).trim().min(1, '请填写摘要'),
  body: text(PUBLICITY_CONTENT_LIMITS.body).default(''),
  fraudTypeCodes: z.array(text(32).min(1)).max(PUBLICITY_TAG_MAX, `诈骗类型最多${PUBLICITY_TAG_MAX}个`).default([]),
  /** At most one document or image (uploaded with features/file's attachment upload); a poster's image is its cover. */
  attachments: z.array(text(512).min(1)).max(1, '附件最多1个').default([]),
  // https only: a `javascript:` or plain-http address would be stored and never play (CSP media-src).
  videoUrl: text(PUBLICITY_CONTENT_LIMITS.videoUrl)
    .trim()
    .url({ protocol: /^https$/, hostname: z.regexes.domain, message: PUBLICITY_VIDEO_URL_MESSAGE })
    .optional(),
});
export type PublicityContentForm = z.infer<typeof publicityContentFormSchema>;
export const publicityContentUpdateSchema = publicityContentFormSchema.extend({ id, version: int4() });
export const publicityContentWithdrawSchema = z.object({ id, version: int4() });

/** A typical local case: anonymised — fraud type, loss band, community and month only. */
export const typicalCaseSchema = z.object({
  id: z.string(),
  fraudTypeName: z.string(),
  lossBand: z.string(),
  communityName: z.string(),
  month: z.string(),
});
export type TypicalCase = z.infer<typeof typicalCaseSchema>;

/** 防范要点 a guard tells residents, by fraud category (the dictionary's parent codes). */
export const PREVENTION_TIPS: Readonly<Record<string, readonly string[]>> = {
  REBATE: ['刷单本身就是违法行为，凡是让先垫付再返利的都是诈骗', '不下载陌生人推荐的App，不扫来历不明的二维码'],
  INVEST: ['不轻信“内幕消息”“稳赚不赔”，投资理财认准正规持牌机构', '被拉进“荐股群”“导师群”要警惕，不在陌生平台充值'],
  LOAN: ['正规贷款放款前不收取任何费用', '凡是要求先交“保证金”“解冻费”“刷流水”的贷款都是诈骗'],
  SERVICE: ['退款理赔请通过购物平台官方渠道办理', '客服不会要求开通“百万保障”、屏幕共享或转账到“安全账户”'],
  POLICE: ['公检法机关不会通过电话、网络办案，也没有“安全账户”', '接到自称公检法的电话要求转账，立即挂断并拨打110核实'],
  LEADER: ['“领导”“熟人”网上借钱或要求转账，务必当面或电话核实', '不轻易添加自称领导的陌生社交账号'],
  CREDIT: ['个人征信不能通过第三方“修复”或“消除”', '征信问题请到中国人民银行征信中心或正规银行咨询'],
  DATING: ['网恋对象推荐投资、博彩平台的，一律是诈骗', '未见面的网友借钱或要求充值，坚决拒绝'],
};
/** For any other category: what holds for every fraud. */
export const GENERAL_PREVENTION_TIPS: readonly string[] = [
  '不听、不信、不转账，陌生来电谈钱即挂断',
  '安装国家反诈中心App并开启来电预警，可疑情况拨打96110咨询',
];

/** A typical case opened from the list: still anonymised — where and when no closer than community and month. */
export const typicalCaseDetailSchema = typicalCaseSchema.extend({
  /** The fraud type's category (its parent in the dictionary). */
  fraudCategoryName: z.string(),
  streetName: z.string(),
  /** How dissuasion went (DISSUASION label), when the feedback recorded it. */
  dissuasion: z.string().nullable(),
  /** 防范要点 for the case's category. */
  tips: z.array(z.string()),
});
export type TypicalCaseDetail = z.infer<typeof typicalCaseDetailSchema>;
export const typicalCaseQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) });

export const publicityRecordPageQuerySchema = z
  .object({
    scope: z.enum(['mine', 'team']).optional(),
    state: enumOf(PUBLICITY_RECORD_STATES).optional(),
  })
  .extend(pageQuerySchema.shape);

export const publicityRecordFormSchema = z.object({
  type: enumOf(PUBLICITY_RECORD_TYPES),
  location,
  occurredAt: dateTime(),
  audience: int4(1, PUBLICITY_COUNT_MAX),
  flyers: count('发放资料数'),
  appInstalls: count('安装国家反诈APP数'),
  photos: z.array(uploadKey).min(1, '请上传至少一张照片').max(PUBLICITY_PHOTO_MAX),
  remark: text(500).optional(),
});
export type PublicityRecordForm = z.infer<typeof publicityRecordFormSchema>;
export const publicityRecordResubmitSchema = publicityRecordFormSchema.extend({ id, version: int4() });

export const publicityRecordSchema = z.object({
  id: z.string(),
  type: enumOf(PUBLICITY_RECORD_TYPES),
  state: enumOf(PUBLICITY_RECORD_STATES),
  version: z.number(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  occurredAt: z.string(),
  audience: z.number(),
  flyers: z.number(),
  appInstalls: z.number(),
  photos: z.array(z.string()),
  remark: z.string().nullable(),
  guardName: z.string(),
  orgName: z.string(),
  refuseReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The caller may fix and resubmit it (refused, and theirs or their team's). */
  mayResubmit: z.boolean(),
});
export type PublicityRecord = z.infer<typeof publicityRecordSchema>;
export const publicityRecordSummarySchema = z.object({
  records: z.number(),
  verified: z.number(),
  audience: z.number(),
  appInstalls: z.number(),
});

export const casePublicityPageQuerySchema = z
  .object({ filter: enumOf(CASE_PUBLICITY_FILTERS).default('TODO') })
  .extend(pageQuerySchema.shape);
export const casePublicityCreateSchema = z.object({ warningId: id });
export const casePublicityActivitySchema = z.object({
  place: enumOf(CASE_PUBLICITY_ACTIVITY_PLACES),
  location,
  occurredAt: dateTime(),
  audience: int4(1, PUBLICITY_COUNT_MAX),
  photos: z.array(uploadKey).min(1, '请上传至少一张照片').max(PUBLICITY_PHOTO_MAX),
});
export const casePublicityActivityBodySchema = casePublicityActivitySchema.extend({ caseId: id, version: int4() });
export const casePublicitySubmitSchema = z.object({ id, version: int4(), summary: text(500).optional() });
/** Handled warnings with a loss the caller may start 一案一宣 from (no victim identity). */
export const casePublicitySourceSchema = z.object({
  warningId: z.string(),
  warningNo: z.string(),
  fraudTypeName: z.string(),
  amountLost: z.string(),
  communityName: z.string(),
  handledAt: z.string(),
  /** The task already made for it (automatically or by hand), if any. */
  casePublicityId: z.string().nullable(),
});
export type CasePublicitySource = z.infer<typeof casePublicitySourceSchema>;

export const casePublicityActivityRecordSchema = z.object({
  id: z.string(),
  place: enumOf(CASE_PUBLICITY_ACTIVITY_PLACES),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  occurredAt: z.string(),
  audience: z.number(),
  photos: z.array(z.string()),
  createdByName: z.string(),
});
/**
 * One 一案一宣 task. It carries the case's fraud type, loss and community only: the victim's name,
 * phone and ID number are never read into it (tested on the answers).
 */
export const casePublicitySchema = z.object({
  id: z.string(),
  warningId: z.string(),
  warningNo: z.string(),
  state: enumOf(CASE_PUBLICITY_STATES),
  version: z.number(),
  fraudTypeName: z.string(),
  amountLost: z.string(),
  lossBand: z.string(),
  communityName: z.string(),
  caseAt: z.string(),
  dueAt: z.string(),
  isOverdue: z.boolean(),
  guardName: z.string().nullable(),
  activityCount: z.number(),
  audienceTotal: z.number(),
  summary: z.string().nullable(),
  refuseReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** The caller's organisation holds it and may add activities and submit. */
  mayAct: z.boolean(),
});
export type CasePublicity = z.infer<typeof casePublicitySchema>;
export const casePublicityDetailSchema = casePublicitySchema.extend({
  activities: z.array(casePublicityActivityRecordSchema),
});
export type CasePublicityDetail = z.infer<typeof casePublicityDetailSchema>;
export const casePublicityCountsSchema = z.object({ todo: z.number(), overdue: z.number(), submitted: z.number() });
const changeSchema = z.object({ id: z.string(), state: z.string(), version: z.number() });

const P = '/api/guard/publicity';
export const PUBLICITY_ENDPOINTS = {
  contentPage: get(anti, `${P}/content/page`, {
    query: publicityContentPageQuerySchema,
    answer: pageOf(publicityContentSchema),
  }),
  contentInfo: get(anti, `${P}/content/info`, { query: publicityIdQuerySchema, answer: publicityContentDetailSchema }),
  contentCreate: post(anti, `${P}/content/create`, { body: publicityContentFormSchema, answer: changeSchema }),
  contentUpdate: post(anti, `${P}/content/update`, { body: publicityContentUpdateSchema, answer: changeSchema }),
  contentWithdraw: post(anti, `${P}/content/withdraw`, { body: publicityContentWithdrawSchema, answer: changeSchema }),
  typicalCases: get(anti, `${P}/typical-cases`, { query: typicalCaseQuerySchema, answer: z.array(typicalCaseSchema) }),
  typicalCaseInfo: get(anti, `${P}/typical-case/info`, {
    query: publicityIdQuerySchema,
    answer: typicalCaseDetailSchema,
  }),
  recordPage: get(anti, `${P}/record/page`, {
    query: publicityRecordPageQuerySchema,
    answer: pageOf(publicityRecordSchema),
  }),
  recordSummary: get(anti, `${P}/record/summary`, {
    query: z.object({ scope: z.enum(['mine', 'team']).optional() }),
    answer: publicityRecordSummarySchema,
  }),
  recordInfo: get(anti, `${P}/record/info`, { query: publicityIdQuerySchema, answer: publicityRecordSchema }),
  recordCreate: post(anti, `${P}/record/create`, { body: publicityRecordFormSchema, answer: changeSchema }),
  recordResubmit: post(anti, `${P}/record/resubmit`, { body: publicityRecordResubmitSchema, answer: changeSchema }),
  caseSources: get(anti, `${P}/case/sources`, { answer: z.array(casePublicitySourceSchema) }),
  casePage: get(anti, `${P}/case/page`, { query: casePublicityPageQuerySchema, answer: pageOf(casePublicitySchema) }),
  caseCounts: get(anti, `${P}/case/counts`, { answer: casePublicityCountsSchema }),
  caseInfo: get(anti, `${P}/case/info`, { query: publicityIdQuerySchema, answer: casePublicityDetailSchema }),
  caseCreate: post(anti, `${P}/case/create`, { body: casePublicityCreateSchema, answer: changeSchema }),
  caseActivity: post(anti, `${P}/case/activity`, { body: casePublicityActivityBodySchema, answer: changeSchema }),
  caseSubmit: post(anti, `${P}/case/submit`, { body: casePublicitySubmitSchema, answer: changeSchema }),
};
