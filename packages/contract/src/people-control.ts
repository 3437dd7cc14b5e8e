import { z } from 'zod';
import { type Caller, isInSubtree, type OrgRef } from './caller.ts';
import { anti, get, post } from './endpoint.ts';
import { int4, text } from './fields.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { enumOf, keysOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { GUARD_ROLE } from './people.ts';

/** People control 重点人员管控 (DESIGN §4.3). */
export const CONTROL_LABELS = {
  HIGH_RISK: '涉诈高危',
  CARD_TRADE: '断卡/两卡',
  AIDING: '帮信',
  OVERSEAS: '滞留境外/出境高风险',
  PRIOR_RECORD: '前科',
} as const;
export type ControlLabel = keyof typeof CONTROL_LABELS;

export const CONTROL_LEVELS = { HIGH: '高风险', MEDIUM: '中风险', LOW: '低风险' } as const;
export type ControlLevel = keyof typeof CONTROL_LEVELS;

/** Visit cadence by control level, in days (probation practice: a contact every 7 / 14 / 30 days). */
export const CONTROL_VISIT_INTERVAL_DAYS: Record<ControlLevel, number> = { HIGH: 7, MEDIUM: 14, LOW: 30 };
/** A returned visit may be resubmitted within at least this many days before it counts as overdue. */
export const CONTROL_RESUBMIT_DAYS = 3;
/** 本周到期: due within this many days from now. */
export const CONTROL_DUE_SOON_DAYS = 7;

export const CONTROLLED_PERSON_STATES = { IN_CONTROL: '管控中', LOST_CONTACT: '失联', RELEASED: '已解除' } as const;
export type ControlledPersonState = keyof typeof CONTROLLED_PERSON_STATES;

/** One visit period's task: the guard visits and records it, a station admin approves or returns it. */
export const CONTROL_TASK_STATES = {
  PENDING: '待走访',
  SUBMITTED: '待审核',
  RETURNED: '已退回',
  APPROVED: '已通过',
  CANCELLED: '已取消',
} as const;
export type ControlTaskState = keyof typeof CONTROL_TASK_STATES;

export const CONTROL_VISIT_METHODS = { FACE: '见面', PHONE: '电话', FAMILY: '走访家属' } as const;
export type ControlVisitMethod = keyof typeof CONTROL_VISIT_METHODS;
export const CONTROL_VISIT_RESULTS = { FOUND: '见到本人', NOT_FOUND: '未见到本人', LOST: '失联' } as const;
export type ControlVisitResult = keyof typeof CONTROL_VISIT_RESULTS;

/** The list's tabs: 本周到期 and 已逾期 are the probation tools' working lists. */
export const CONTROL_LIST_FILTERS = {
  ALL: '全部',
  DUE_SOON: '本周到期',
  OVERDUE: '已逾期',
  SUBMITTED: '待审核',
  LOST_CONTACT: '失联',
  RELEASED: '已解除',
} as const;
export type ControlListFilter = keyof typeof CONTROL_LIST_FILTERS;

export const CONTROL_PHOTO_MAX = 9;
export const CONTROL_COMMITMENT_MAX = 3;

/** A task waiting for the guard's visit is overdue once its due time has passed. */
export const isAwaitingVisit = (state: ControlTaskState | null): boolean => state === 'PENDING' || state === 'RETURNED';

/** Station admins and above (district admins, centre oa staff): they review and decide (DESIGN §4.3). */
export const isControlManager = (caller: Pick<Caller, 'loginType' | 'roleType'>): boolean =>
  caller.loginType === 'oa' || (caller.loginType === 'guard' && (caller.roleType ?? 0) >= GUARD_ROLE.stationAdmin);

/** Approve or return a visit, change levels, mark lost contact, release: a manager over their subtree. */
export const mayManageControl = (
  caller: Pick<Caller, 'loginType' | 'roleType' | 'orgPath'>,
  person: Pick<OrgRef, 'orgPath'>,
): boolean => isInSubtree(person.orgPath, caller.orgPath) && isControlManager(caller);

const uploadKey = z.string().regex(UPLOAD_KEY_PATTERN, '须为已上传的图片');
const id = text(64).min(1);

export const controlPageQuerySchema = z
  .object({
    filter: enumOf(CONTROL_LIST_FILTERS).default('ALL'),
    level: enumOf(CONTROL_LEVELS).optional(),
    label: enumOf(CONTROL_LABELS).optional(),
    /** Admins: their own organisation only instead of the whole subtree. */
    scope: z.enum(['mine', 'subtree']).optional(),
  })
  .extend(pageQuerySchema.shape);
export const controlInfoQuerySchema = z.object({ id });
export const controlVisitPageQuerySchema = z.object({ personId: id }).extend(pageQuerySchema.shape);

export const controlVisitBodySchema = z.object({
  taskId: id,
  version: int4(),
  method: enumOf(CONTROL_VISIT_METHODS),
  result: enumOf(CONTROL_VISIT_RESULTS),
  location: z.object({
    address: text(200).trim().min(1, '请定位或填写地址'),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  }),
  content: text(1000).trim().min(1, '请填写管控情况'),
  photos: z.array(uploadKey).max(CONTROL_PHOTO_MAX).default([]),
  /** Photos of the signed 承诺书. */
  commitments: z.array(uploadKey).max(CONTROL_COMMITMENT_MAX).default([]),
});
export const controlReviewBodySchema = z.object({
  taskId: id,
  version: int4(),
  /** Required when returning. */
  reason: text(500).optional(),
});
export const controlLevelBodySchema = z.object({
  personId: id,
  version: int4(),
  level: enumOf(CONTROL_LEVELS),
  reason: text(500).optional(),
});
export const controlPersonActionBodySchema = z.object({
  personId: id,
  version: int4(),
  reason: text(500).trim().min(1, '请填写原因'),
});

export const controlTaskSchema = z.object({
  id: z.string(),
  state: enumOf(CONTROL_TASK_STATES),
  version: z.number(),
  periodStart: z.string(),
  dueAt: z.string(),
  isOverdue: z.boolean(),
  returnReason: z.string().nullable(),
});
export type ControlTask = z.infer<typeof controlTaskSchema>;

export const controlledPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  label: enumOf(CONTROL_LABELS),
  level: enumOf(CONTROL_LEVELS),
  state: enumOf(CONTROLLED_PERSON_STATES),
  version: z.number(),
  orgId: z.string(),
  orgName: z.string(),
  orgPath: z.string(),
  guardName: z.string().nullable(),
  nextDueAt: z.string(),
  taskState: enumOf(CONTROL_TASK_STATES).nullable(),
  isOverdue: z.boolean(),
  /** Visits missed: submitted after their due time, plus the current one when overdue. */
  missedCount: z.number(),
  lastVisitedAt: z.string().nullable(),
});
export type ControlledPerson = z.infer<typeof controlledPersonSchema>;
export const controlledPersonDetailSchema = controlledPersonSchema.extend({
  address: z.string().nullable(),
  currentTask: controlTaskSchema.nullable(),
});
export type ControlledPersonDetail = z.infer<typeof controlledPersonDetailSchema>;

export const controlVisitSchema = z.object({
  id: z.string(),
  personId: z.string(),
  taskId: z.string(),
  method: enumOf(CONTROL_VISIT_METHODS),
  result: enumOf(CONTROL_VISIT_RESULTS),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  content: z.string(),
  photos: z.array(z.string()),
  commitments: z.array(z.string()),
  state: z.enum(keysOf({ SUBMITTED: 1, APPROVED: 1, RETURNED: 1 })),
  isLate: z.boolean(),
  submittedByName: z.string(),
  submittedAt: z.string(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type ControlVisit = z.infer<typeof controlVisitSchema>;
export type ControlVisitState = ControlVisit['state'];
export const CONTROL_VISIT_STATES: Record<ControlVisitState, string> = {
  SUBMITTED: '待审核',
  APPROVED: '已通过',
  RETURNED: '已退回',
};

/** 月度汇总: a month as `YYYY-MM`. */
export const controlDigestQuerySchema = z.object({
  month: text(7).regex(/^(19[7-9]\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, '月份格式须为 YYYY-MM'),
});
/** One guard's month: visits recorded, of them late, and persons they are responsible for overdue now. */
export const controlDigestRowSchema = z.object({
  guardId: z.string(),
  guardName: z.string(),
  orgName: z.string(),
  visits: z.number(),
  lateVisits: z.number(),
  overdueNow: z.number(),
});
export type ControlDigestRow = z.infer<typeof controlDigestRowSchema>;

const P = '/api/guard/people-control/v2';
/** People control 重点人员管控 (DESIGN §4.3): persons, their visit tasks and visits. */
export const PEOPLE_CONTROL_ENDPOINTS = {
  page: get(anti, `${P}/page`, { query: controlPageQuerySchema, answer: pageOf(controlledPersonSchema) }),
  info: get(anti, `${P}/info`, { query: controlInfoQuerySchema, answer: controlledPersonDetailSchema }),
  visit: post(anti, `${P}/visit`, { body: controlVisitBodySchema, answer: controlVisitSchema }),
  visitPage: get(anti, `${P}/visit/page`, {
    query: controlVisitPageQuerySchema,
    answer: pageOf(controlVisitSchema),
  }),
  approve: post(anti, `${P}/approve`, { body: controlReviewBodySchema, answer: controlTaskSchema }),
  return: post(anti, `${P}/return`, { body: controlReviewBodySchema, answer: controlTaskSchema }),
  level: post(anti, `${P}/level`, { body: controlLevelBodySchema, answer: controlledPersonDetailSchema }),
  lost: post(anti, `${P}/lost`, { body: controlPersonActionBodySchema, answer: controlledPersonDetailSchema }),
  restore: post(anti, `${P}/restore`, { body: controlPersonActionBodySchema, answer: controlledPersonDetailSchema }),
  release: post(anti, `${P}/release`, { body: controlPersonActionBodySchema, answer: controlledPersonDetailSchema }),
  /** The monthly digest per guard of the caller's subtree (probation practice). */
  digest: get(anti, `${P}/digest`, { query: controlDigestQuerySchema, answer: z.array(controlDigestRowSchema) }),
};
