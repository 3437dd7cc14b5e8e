import { z } from 'zod';
import { type Caller, isInSubtree, type OrgRef } from './caller.ts';
import { warningRecordSchema } from './early-warning.ts';
import { anti, get, post } from './endpoint.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { GUARD_ROLE } from './people.ts';

/** Gullible groups 易受骗人群 (DESIGN §4.4): people at risk of being defrauded, by group. */
export const GULLIBLE_GROUPS = {
  ELDERLY: '老年人',
  HOME_MOTHER: '全职宝妈',
  SINGLE_YOUTH: '单身青年',
  STUDENT: '学生',
  FINANCE_STAFF: '企业财务',
  JOBLESS: '待业',
  OTHER: '其他',
} as const;
export type GullibleGroup = keyof typeof GULLIBLE_GROUPS;

export const GULLIBLE_RISK_LEVELS = { HIGH: '高风险', MEDIUM: '中风险', LOW: '低风险' } as const;
export type GullibleRiskLevel = keyof typeof GULLIBLE_RISK_LEVELS;

/** Where the person was found. */
export const GULLIBLE_SOURCES = {
  WARNING: '预警推送',
  POPULATION: '实有人口排查',
  SURVEY: '社区摸排',
  SELF_REPORT: '群众自报',
} as const;
export type GullibleSource = keyof typeof GULLIBLE_SOURCES;

/** Visit status, derived from the last visit: never, due again (older than the revisit days), visited. */
export const GULLIBLE_VISIT_STATUSES = { NEVER: '未走访', DUE: '待回访', VISITED: '已走访' } as const;
export type GullibleVisitStatus = keyof typeof GULLIBLE_VISIT_STATUSES;
/** A visit older than this many days is due again. */
export const GULLIBLE_REVISIT_DAYS = 90;

/** Behaviour events on the person's timeline (用户行为). */
export const BEHAVIOR_KINDS = {
  APP_INSTALL: '安装风险APP',
  SUSPECT_CALL: '涉诈来电',
  RISKY_WEBSITE: '访问风险网站',
  WARNING_PUSH: '预警推送',
  LARGE_TRANSFER: '大额转账',
} as const;
export type BehaviorKind = keyof typeof BEHAVIOR_KINDS;
export const BEHAVIOR_SOURCES = {
  OPERATOR: '运营商',
  BANK: '银行',
  ANTI_FRAUD_APP: '国家反诈中心APP',
  PLATFORM: '预警平台',
  PAYMENT: '支付机构',
} as const;
export type BehaviorSource = keyof typeof BEHAVIOR_SOURCES;

/** Station admins and above (and centre oa staff) change a person's risk level, over their subtree. */
export const mayChangeGullibleRisk = (
  caller: Pick<Caller, 'loginType' | 'roleType' | 'orgPath'>,
  person: Pick<OrgRef, 'orgPath'>,
): boolean =>
  isInSubtree(person.orgPath, caller.orgPath) &&
  (caller.loginType === 'oa' || (caller.loginType === 'guard' && (caller.roleType ?? 0) >= GUARD_ROLE.stationAdmin));

const id = text(64).min(1);

export const gulliblePageQuerySchema = z
  .object({
    group: enumOf(GULLIBLE_GROUPS).optional(),
    riskLevel: enumOf(GULLIBLE_RISK_LEVELS).optional(),
    visitStatus: enumOf(GULLIBLE_VISIT_STATUSES).optional(),
    /** A name (prefix) or a whole phone number (matched by its keyed hash). */
    keyword: text(32).trim().optional(),
    scope: z.enum(['mine', 'subtree']).optional(),
  })
  .extend(pageQuerySchema.shape);
export type GulliblePageQuery = z.infer<typeof gulliblePageQuerySchema>;

/** One person as every list shows them: name, phone and ID number masked. */
export const gulliblePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  group: enumOf(GULLIBLE_GROUPS),
  riskLevel: enumOf(GULLIBLE_RISK_LEVELS),
  source: enumOf(GULLIBLE_SOURCES),
  orgId: z.string(),
  orgName: z.string(),
  guardName: z.string().nullable(),
  lastVisitedAt: z.string().nullable(),
  visitStatus: enumOf(GULLIBLE_VISIT_STATUSES),
  publicityDone: z.boolean(),
  appInstalled: z.boolean(),
  circleJoined: z.boolean(),
  version: z.number(),
});
export type GulliblePerson = z.infer<typeof gulliblePersonSchema>;

export const gullibleDetailSchema = gulliblePersonSchema.extend({
  address: z.string().nullable(),
  /** Whole phone for the holding community's guards and the centre (logged), else masked. */
  contactPhone: z.string(),
  canChangeRisk: z.boolean(),
  /** The holding community's guards record visits. */
  canVisit: z.boolean(),
  circle: z.object({ active: z.number(), invited: z.number() }),
  behaviorCount: z.number(),
});
export type GullibleDetail = z.infer<typeof gullibleDetailSchema>;

export const gullibleCountsSchema = z.object({
  total: z.number(),
  byGroup: z.record(enumOf(GULLIBLE_GROUPS), z.number()),
  byRisk: z.record(enumOf(GULLIBLE_RISK_LEVELS), z.number()),
  byVisitStatus: z.record(enumOf(GULLIBLE_VISIT_STATUSES), z.number()),
});
export type GullibleCounts = z.infer<typeof gullibleCountsSchema>;

export const gullibleVisitBodySchema = z.object({
  personId: id,
  version: int4(),
  publicityDone: z.boolean(),
  appInstalled: z.boolean(),
  circleJoined: z.boolean(),
  content: text(1000).trim().min(1, '请填写走访情况'),
});
export type GullibleVisitBody = z.infer<typeof gullibleVisitBodySchema>;

export const gullibleVisitSchema = z.object({
  id: z.string(),
  personId: z.string(),
  publicityDone: z.boolean(),
  appInstalled: z.boolean(),
  circleJoined: z.boolean(),
  content: z.string(),
  visitedByName: z.string(),
  visitedAt: z.string(),
});
export type GullibleVisit = z.infer<typeof gullibleVisitSchema>;

export const gullibleRiskBodySchema = z.object({
  personId: id,
  version: int4(),
  riskLevel: enumOf(GULLIBLE_RISK_LEVELS),
  reason: text(500).trim().min(1, '请填写调整原因'),
});

export const behaviorEventSchema = z.object({
  id: z.string(),
  personId: z.string(),
  kind: enumOf(BEHAVIOR_KINDS),
  source: enumOf(BEHAVIOR_SOURCES),
  detail: z.string(),
  occurredAt: z.string(),
});
export type BehaviorEvent = z.infer<typeof behaviorEventSchema>;

export const personPageQuerySchema = z.object({ personId: id }).extend(pageQuerySchema.shape);
export const behaviorPageQuerySchema = personPageQuerySchema.extend({ kind: enumOf(BEHAVIOR_KINDS).optional() });

const P = '/api/guard/gullible/v2';
/** Gullible groups 易受骗人群 (DESIGN §4.4): persons, visits, behaviour timeline, warnings on the person. */
export const GULLIBLE_ENDPOINTS = {
  page: get(anti, `${P}/page`, { query: gulliblePageQuerySchema, answer: pageOf(gulliblePersonSchema) }),
  counts: get(anti, `${P}/counts`, {
    query: z.object({ scope: z.enum(['mine', 'subtree']).optional() }),
    answer: gullibleCountsSchema,
  }),
  info: get(anti, `${P}/info`, { query: z.object({ id }), answer: gullibleDetailSchema }),
  visit: post(anti, `${P}/visit`, { body: gullibleVisitBodySchema, answer: gullibleDetailSchema }),
  visitPage: get(anti, `${P}/visit/page`, { query: personPageQuerySchema, answer: pageOf(gullibleVisitSchema) }),
  risk: post(anti, `${P}/risk`, { body: gullibleRiskBodySchema, answer: gullibleDetailSchema }),
  /** Warnings on this person (masked list cards), newest first. */
  warnings: get(anti, `${P}/warnings`, { query: z.object({ personId: id }), answer: z.array(warningRecordSchema) }),
  behaviorPage: get(anti, `${P}/behavior/page`, {
    query: behaviorPageQuerySchema,
    answer: pageOf(behaviorEventSchema),
  }),
  behaviorInfo: get(anti, `${P}/behavior/info`, { query: z.object({ id }), answer: behaviorEventSchema }),
};
