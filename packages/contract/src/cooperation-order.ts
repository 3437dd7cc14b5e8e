import { z } from 'zod';
import { timelineEntrySchema } from './timeline.ts';
import { get, post, proxy } from './endpoint.ts';
import { parseChinaDay } from './china-time.ts';
import { calendarDay, dateTime, int4, text } from './fields.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { enumOf, keysOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/**
 * OA orders 工单 (DESIGN §4.9): the centre writes one order to one or many partner organisations;
 * it fans out into one order task per partner, with the same states, columns and deadlines as the
 * cooperation tasks, so one response-time figure serves both.
 */
export const ORDER_TASK_STATES = {
  ISSUED: '待接收',
  RECEIVED: '已接收',
  HANDLING: '处理中',
  FED_BACK: '已反馈',
  CLOSED: '已办结',
  RETURNED: '已退回',
  WITHDRAWN: '已撤回',
} as const;
export type OrderTaskState = keyof typeof ORDER_TASK_STATES;
/** States in which the partner still owes an answer: the deadline runs and the task may be overdue. */
export const ORDER_TASK_OPEN_STATES: readonly OrderTaskState[] = ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'];
/** States after which nothing happens any more. */
export const ORDER_TASK_FINAL_STATES: readonly OrderTaskState[] = ['CLOSED', 'WITHDRAWN'];

/** Task types of DESIGN §4.9 (the same codes as the cooperation tasks). */
export const ORDER_TYPES = {
  QUERY: '协查',
  STOP_PAYMENT: '止付',
  FREEZE: '冻结',
  NUMBER_SHUTDOWN: '号码关停',
  ACCOUNT_RISK: '账户风控',
  CARD_CHECK: '开卡核查',
  CLUE_REPORT: '线索上报',
  PUBLICITY: '宣传任务',
} as const;
export type OrderType = keyof typeof ORDER_TYPES;
/** Types whose feedback means the money is held: their time to feed back is the time to freeze. */
export const ORDER_FREEZE_TYPES: readonly string[] = ['STOP_PAYMENT', 'FREEZE'];

export const ORDER_URGENCIES = { NORMAL: '正常', URGENT: '加急' } as const;
export type OrderUrgency = keyof typeof ORDER_URGENCIES;

/**
 * Deadlines *(default, DESIGN §4.9)*: urgent orders in minutes, routine ones in working days
 * (Monday–Friday, China time). The form offers these; the server holds the bounds.
 */
export const ORDER_DEADLINE_DEFAULTS = { urgentMinutes: 30, normalWorkingDays: 3 } as const;
export const ORDER_DEADLINE_BOUNDS = {
  urgentMinutes: { min: 5, max: 24 * 60 },
  normalWorkingDays: { min: 1, max: 10 },
} as const;

/** A returned feedback is due again after this (urgent: minutes, routine: working days). */
export const ORDER_REDO_DEADLINE = { urgentMinutes: 60, normalWorkingDays: 1 } as const;

export const ORDER_ATTACHMENT_MAX = 9;
export const ORDER_TARGET_MAX = 60;

const uploadKey = text(128).regex(UPLOAD_KEY_PATTERN, '附件无效，请重新上传');
const id = text(64).min(1);

export const orderCreateBodySchema = z
  .object({
    title: text(100).trim().min(1, '请填写工单标题'),
    type: enumOf(ORDER_TYPES),
    content: text(2000).trim().min(1, '请填写工单内容'),
    urgency: enumOf(ORDER_URGENCIES),
    /** Urgent: minutes until the deadline. */
    deadlineMinutes: int4(ORDER_DEADLINE_BOUNDS.urgentMinutes.min, ORDER_DEADLINE_BOUNDS.urgentMinutes.max).optional(),
    /** Routine: working days until the deadline. */
    deadlineWorkingDays: int4(
      ORDER_DEADLINE_BOUNDS.normalWorkingDays.min,
      ORDER_DEADLINE_BOUNDS.normalWorkingDays.max,
    ).optional(),
    targetOrgIds: z.array(id).min(1, '请选择接收单位').max(ORDER_TARGET_MAX, `一次最多下发${ORDER_TARGET_MAX}家单位`),
    attachments: z.array(uploadKey).max(ORDER_ATTACHMENT_MAX).default([]),
  })
  .superRefine((body, context) => {
    if (new Set(body.targetOrgIds).size !== body.targetOrgIds.length)
      context.addIssue({ code: 'custom', path: ['targetOrgIds'], message: '接收单位不能重复' });
    if (body.urgency === 'URGENT' && body.deadlineWorkingDays !== undefined)
      context.addIssue({ code: 'custom', path: ['deadlineWorkingDays'], message: '加急工单的时限以分钟计' });
    if (body.urgency === 'NORMAL' && body.deadlineMinutes !== undefined)
      context.addIssue({ code: 'custom', path: ['deadlineMinutes'], message: '正常工单的时限以工作日计' });
  });
export type OrderCreateBody = z.input<typeof orderCreateBodySchema>;

const taskRef = { taskId: id, version: int4() };
export const orderTaskReturnBodySchema = z.object({
  ...taskRef,
  reason: text(500).trim().min(1, '请填写退回原因'),
});
/** A withdrawal says why: the partner is told the reason in its 消息通知 (the task itself leaves its list). */
export const orderTaskWithdrawBodySchema = z.object({
  ...taskRef,
  reason: text(500).trim().min(1, '请填写撤回原因'),
});
export const orderTaskMoveBodySchema = z.object(taskRef);

/** The centre's list: 进行中 (some task still open), 已逾期 (some open task past its deadline), 已办结. */
export const ORDER_LIST_FILTERS = { ALL: '全部', OPEN: '进行中', OVERDUE: '已逾期', DONE: '已办结' } as const;
export type OrderListFilter = keyof typeof ORDER_LIST_FILTERS;
export const orderPageQuerySchema = z
  .object({ filter: enumOf(ORDER_LIST_FILTERS).default('ALL') })
  .extend(pageQuerySchema.shape);
export const orderIdQuerySchema = z.object({ id });

export const orderAttachmentSchema = z.object({ key: z.string(), name: z.string() });
export type OrderAttachment = z.infer<typeof orderAttachmentSchema>;

/** Counts of an order's tasks by state. */
export const orderTaskCountsSchema = z.object(
  Object.fromEntries(keysOf(ORDER_TASK_STATES).map((state) => [state, z.number()])) as Record<
    OrderTaskState,
    z.ZodNumber
  >,
);
export type OrderTaskCounts = z.infer<typeof orderTaskCountsSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: enumOf(ORDER_TYPES),
  urgency: enumOf(ORDER_URGENCIES),
  orgName: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  deadlineAt: z.string(),
  targetCount: z.number(),
  counts: orderTaskCountsSchema,
  overdueCount: z.number(),
  isDone: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderTaskFeedbackSchema = z.object({
  answer: z.string(),
  doneAt: z.string().nullable(),
  attachments: z.array(orderAttachmentSchema),
  fedBackByName: z.string(),
  fedBackAt: z.string(),
});

/** One target of an order as the centre follows it. */
export const orderTargetSchema = z.object({
  taskId: z.string(),
  partnerOrgId: z.string(),
  partnerOrgName: z.string(),
  state: enumOf(ORDER_TASK_STATES),
  issuedAt: z.string(),
  receivedAt: z.string().nullable(),
  fedBackAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  deadlineAt: z.string(),
  isOverdue: z.boolean(),
  returnReason: z.string().nullable(),
  feedback: orderTaskFeedbackSchema.nullable(),
  version: z.number(),
});
export type OrderTarget = z.infer<typeof orderTargetSchema>;

/** The order's (or a task's) timeline: the logged action's code (the web words it), who, where, when. */
export const orderHistorySchema = timelineEntrySchema;
export type OrderHistoryEntry = z.infer<typeof orderHistorySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  content: z.string(),
  attachments: z.array(orderAttachmentSchema),
  targets: z.array(orderTargetSchema),
  history: z.array(orderHistorySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderPartnerOptionSchema = z.object({ id: z.string(), name: z.string() });
export type OrderPartnerOption = z.infer<typeof orderPartnerOptionSchema>;

/** Response-time figures per partner over a date range (China days, `to` included). */
export const responseFiguresQuerySchema = z
  .object({
    from: calendarDay(),
    to: calendarDay(),
  })
  .superRefine((range, context) => {
    const from = parseChinaDay(range.from)?.getTime() ?? Number.NaN;
    const to = parseChinaDay(range.to)?.getTime() ?? Number.NaN;
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: '结束日期不能早于开始日期' });
    else if (to - from > 366 * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: '统计区间最长一年' });
    else if (from < Date.UTC(2000, 0, 1) || to > Date.UTC(2100, 0, 1))
      context.addIssue({ code: 'custom', path: ['from'], message: '日期须在2000年至2100年之间' });
  });
export type ResponseFiguresQuery = z.infer<typeof responseFiguresQuerySchema>;

export const partnerResponseFiguresSchema = z.object({
  partnerOrgId: z.string(),
  partnerOrgName: z.string(),
  /** Tasks and order tasks issued in the range (withdrawn ones excluded). */
  total: z.number(),
  counts: orderTaskCountsSchema,
  /** Average minutes from issue to receipt, over the received ones; null when none. */
  avgReceiveMinutes: z.number().nullable(),
  /** Average minutes from issue to feedback. */
  avgFeedbackMinutes: z.number().nullable(),
  /** Average minutes from issue to feedback of 止付/冻结 tasks: the time to freeze. */
  avgFreezeMinutes: z.number().nullable(),
  /** Share (0–1) of due tasks fed back by their deadline; null when none was due. */
  onTimeRate: z.number().nullable(),
  overdueOpen: z.number(),
});
export type PartnerResponseFigures = z.infer<typeof partnerResponseFiguresSchema>;
export const responseFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  partners: z.array(partnerResponseFiguresSchema),
  overall: partnerResponseFiguresSchema.omit({ partnerOrgId: true, partnerOrgName: true }),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

// ─── The partner's side (spec §7) ───────────────────────────────────────────────

/** What a partner lists: its own organisation's order tasks, optionally of one state; urgent first. */
export const orderTaskListQuerySchema = z
  .object({ state: enumOf(ORDER_TASK_STATES).optional() })
  .extend(pageQuerySchema.shape);

export const orderTaskSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  title: z.string(),
  type: enumOf(ORDER_TYPES),
  urgency: enumOf(ORDER_URGENCIES),
  state: enumOf(ORDER_TASK_STATES),
  issuerOrgName: z.string(),
  issuedAt: z.string(),
  deadlineAt: z.string(),
  isOverdue: z.boolean(),
  version: z.number(),
});
export type OrderTask = z.infer<typeof orderTaskSchema>;

export const orderTaskDetailSchema = orderTaskSchema.extend({
  content: z.string(),
  attachments: z.array(orderAttachmentSchema),
  receivedAt: z.string().nullable(),
  fedBackAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  feedback: orderTaskFeedbackSchema.nullable(),
  history: z.array(orderHistorySchema),
});
export type OrderTaskDetail = z.infer<typeof orderTaskDetailSchema>;

export const ORDER_TASK_ACTIONS = { RECEIVE: '接收', START: '开始处理', FEEDBACK: '反馈' } as const;
export type OrderTaskAction = keyof typeof ORDER_TASK_ACTIONS;

/** One handle call moves the task one step: receive, start, or feed back (answer + attachments). */
export const orderTaskHandleBodySchema = z
  .object({
    id,
    version: int4(),
    action: enumOf(ORDER_TASK_ACTIONS),
    answer: text(2000).trim().optional(),
    /** When it was done (止付/冻结, 号码关停): not in the future is checked by the server. */
    doneAt: dateTime().optional(),
    attachments: z.array(uploadKey).max(ORDER_ATTACHMENT_MAX).default([]),
  })
  .superRefine((body, context) => {
    if (body.action === 'FEEDBACK' && !body.answer)
      context.addIssue({ code: 'custom', path: ['answer'], message: '请填写处理结果' });
    if (body.action !== 'FEEDBACK' && (body.answer || body.doneAt || body.attachments.length > 0))
      context.addIssue({ code: 'custom', path: ['action'], message: '仅反馈时可填写处理结果和附件' });
  });
export type OrderTaskHandleBody = z.input<typeof orderTaskHandleBodySchema>;

const O = '/api/oa/cooperation/order/v2';
/** The centre's calls (oa staff of the centre and districts; not in the spec's table, DESIGN §1 family). */
export const COOPERATION_ORDER_ENDPOINTS = {
  create: post(proxy, `${O}/create`, { body: orderCreateBodySchema, answer: orderDetailSchema }),
  page: get(proxy, `${O}/page`, { query: orderPageQuerySchema, answer: pageOf(orderSummarySchema) }),
  info: get(proxy, `${O}/info`, { query: orderIdQuerySchema, answer: orderDetailSchema }),
  partners: get(proxy, `${O}/partners`, { answer: z.array(orderPartnerOptionSchema) }),
  return: post(proxy, `${O}/return`, { body: orderTaskReturnBodySchema, answer: orderDetailSchema }),
  withdraw: post(proxy, `${O}/withdraw`, { body: orderTaskWithdrawBodySchema, answer: orderDetailSchema }),
  close: post(proxy, `${O}/close`, { body: orderTaskMoveBodySchema, answer: orderDetailSchema }),
  figures: get(proxy, `${O}/figures`, { query: responseFiguresQuerySchema, answer: responseFiguresSchema }),
  /** Answers the .xlsx itself (bearer token, the web fetches a blob), not an envelope. */
  figuresExport: get(proxy, `${O}/figures/export`, { query: responseFiguresQuerySchema }),
};

/** The partner's calls of spec §7 at their exact methods and paths (cooperation login). */
export const ORDER_TASK_ENDPOINTS = {
  list: get(proxy, '/api/cooperation/oa-order-task/list', {
    query: orderTaskListQuerySchema,
    answer: pageOf(orderTaskSchema),
  }),
  /** Path id: `{id}` is filled by the web client's `pathParams`. */
  detail: get(proxy, '/api/cooperation/oa-order-task/detail/{id}', { answer: orderTaskDetailSchema }),
  handle: post(proxy, '/api/cooperation/oa-order-task/handle', {
    body: orderTaskHandleBodySchema,
    answer: orderTaskDetailSchema,
  }),
};
