import { z } from 'zod';
import { timelineEntrySchema } from './timeline.ts';
import { dateTime, int4, money, text } from './fields.ts';
import { get, post, proxy } from './endpoint.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { CARRIER_ASSIST_HELPS, CARRIER_ASSIST_OUTCOMES } from './carrier-assist-codes.ts';
import {
  COOPERATION_TASK_TYPES,
  COOPERATION_CREATE_TYPES,
  isMeasureType,
  COOPERATION_URGENCIES,
  COOPERATION_TASK_STATES,
  COOPERATION_DEADLINES,
  COOPERATION_MEASURE_RESULTS,
  COOPERATION_STEP_KINDS,
  COOPERATION_STEP_STATES,
  COOPERATION_PARTNER_FILTERS,
  COOPERATION_CENTRE_FILTERS,
  COOPERATION_PHOTO_MAX,
  COOPERATION_BATCH_MAX,
} from './cooperation-codes.ts';

const id = text(64).min(1);
const uploadKey = z.string().regex(UPLOAD_KEY_PATTERN, '须为已上传的图片');
const photos = z.array(uploadKey).max(COOPERATION_PHOTO_MAX).default([]);
const taskRef = { id, version: int4() };

export const cooperationPartnerPageQuerySchema = z
  .object({ filter: enumOf(COOPERATION_PARTNER_FILTERS).default('TODO') })
  .extend(pageQuerySchema.shape);
export const cooperationCentrePageQuerySchema = z
  .object({
    filter: enumOf(COOPERATION_CENTRE_FILTERS).default('ALL'),
    type: enumOf(COOPERATION_TASK_TYPES).optional(),
    partnerOrgId: id.optional(),
  })
  .extend(pageQuerySchema.shape);
export const cooperationTaskIdQuerySchema = z.object({ id });

/** 接收 / 开始处理: the partner's update before handling (spec §7 POST task/v2/info). */
export const COOPERATION_PARTNER_MOVES = { RECEIVE: '接收', START: '开始处理' } as const;
export const cooperationTaskUpdateBodySchema = z.object({ ...taskRef, action: enumOf(COOPERATION_PARTNER_MOVES) });

const doneAt = dateTime();
/**
 * The partner's feedback: the fields its type needs (止付/冻结 what a bank's 止付冻结 system records:
 * account, 户名, 开户行, amount, 余额, result with its reason, time, 案件编号, 文书号; 号码关停 number,
 * time; 协查 answer).
 */
export const cooperationHandleBodySchema = z
  .object({
    ...taskRef,
    type: enumOf(COOPERATION_TASK_TYPES),
    account: text(64).trim().optional(),
    accountName: text(64).trim().optional(),
    bankName: text(100).trim().optional(),
    amount: money().optional(),
    balance: money().optional(),
    result: enumOf(COOPERATION_MEASURE_RESULTS).optional(),
    resultReason: text(500).trim().optional(),
    caseNumber: text(64).trim().optional(),
    documentNumber: text(64).trim().optional(),
    number: text(32).trim().optional(),
    doneAt: doneAt.optional(),
    answer: text(2000).trim().optional(),
    content: text(1000).trim().optional(),
    /** 运营商协助: done or cannot, with what was done or why in `content`. */
    assistOutcome: enumOf(CARRIER_ASSIST_OUTCOMES).optional(),
    photos,
  })
  .superRefine((body, context) => {
    type Field = 'account' | 'accountName' | 'bankName' | 'amount' | 'result' | 'resultReason' | 'assistOutcome';
    const need = (field: Field | 'number' | 'doneAt' | 'answer' | 'content', message: string) => {
      if (!body[field]) context.addIssue({ code: 'custom', path: [field], message });
    };
    if (isMeasureType(body.type)) {
      const name = COOPERATION_TASK_TYPES[body.type];
      need('account', '请填写账户');
      need('accountName', '请填写户名');
      need('bankName', '请填写开户行');
      need('amount', `请填写${name}金额`);
      need('result', `请选择${name}结果`);
      if (body.result && body.result !== 'SUCCESS')
        need('resultReason', `请填写${name}${COOPERATION_MEASURE_RESULTS[body.result]}的原因`);
      need('doneAt', `请填写${name}时间`);
    } else if (body.type === 'NUMBER_SHUTDOWN') {
      need('number', '请填写关停号码');
      need('doneAt', '请填写关停时间');
    } else if (body.type === 'QUERY') need('answer', '请填写协查结果');
    else if (body.type === 'CARRIER_ASSIST') {
      need('assistOutcome', '请选择协助结果');
      need('content', body.assistOutcome === 'CANNOT' ? '请填写无法协助的原因' : '请填写协助情况');
    } else need('content', '请填写处理情况');
  });
export type CooperationHandleBody = z.input<typeof cooperationHandleBodySchema>;

/** The partner's feedback on a 延期 / 解除 step of a measure. */
export const cooperationStepHandleBodySchema = z.object({
  taskId: id,
  stepId: id,
  version: int4(),
  doneAt,
  amount: money().optional(),
  content: text(1000).trim().optional(),
  photos,
});

/** The centre issues one task to each chosen partner. */
export const cooperationCreateBodySchema = z
  .object({
    partnerOrgIds: z.array(id).min(1, '请选择合作单位').max(COOPERATION_BATCH_MAX),
    type: enumOf(COOPERATION_CREATE_TYPES),
    urgency: enumOf(COOPERATION_URGENCIES),
    title: text(100).trim().min(1, '请填写任务标题'),
    content: text(2000).trim().min(1, '请填写任务内容'),
    /** 止付/冻结: the account concerned; 号码关停: the number. */
    subjectAccount: text(64).trim().optional(),
    subjectNumber: text(32).trim().optional(),
    requestedAmount: money().optional(),
    deadlineMinutes: int4().optional(),
    deadlineWorkingDays: int4().optional(),
    photos,
  })
  .superRefine((body, context) => {
    if (body.urgency === 'URGENT') {
      const minutes = body.deadlineMinutes ?? COOPERATION_DEADLINES.urgentMinutes[0];
      if (!(COOPERATION_DEADLINES.urgentMinutes as readonly number[]).includes(minutes))
        context.addIssue({ code: 'custom', path: ['deadlineMinutes'], message: '加急时限不在可选范围内' });
    } else {
      const days = body.deadlineWorkingDays ?? COOPERATION_DEADLINES.routineWorkingDays[0];
      if (!(COOPERATION_DEADLINES.routineWorkingDays as readonly number[]).includes(days))
        context.addIssue({ code: 'custom', path: ['deadlineWorkingDays'], message: '办理时限不在可选范围内' });
    }
    if (isMeasureType(body.type) && !body.subjectAccount)
      context.addIssue({ code: 'custom', path: ['subjectAccount'], message: '请填写涉案账户' });
    if (body.type === 'NUMBER_SHUTDOWN' && !body.subjectNumber)
      context.addIssue({ code: 'custom', path: ['subjectNumber'], message: '请填写需关停的号码' });
  });
export type CooperationCreateBody = z.input<typeof cooperationCreateBodySchema>;
export const cooperationReturnBodySchema = z.object({ ...taskRef, reason: text(500).trim().min(1, '请填写退回原因') });
/** A withdrawal says why: the partner is told the reason in its 消息通知 (the task itself leaves its list). */
export const cooperationWithdrawBodySchema = z.object({
  ...taskRef,
  reason: text(500).trim().min(1, '请填写撤回原因'),
});
export const cooperationCloseBodySchema = z.object(taskRef);
/**
 * 延期 / 解除 of a measure in force (the task's version guards against two at once): both with a
 * reason, an extension with its duration (one of COOPERATION_EXTENSION_HOURS of the task's type,
 * checked by the server) and optionally its 文书 at once.
 */
export const cooperationStepCreateBodySchema = z
  .object({
    ...taskRef,
    kind: z.enum(['EXTENSION', 'RELEASE']),
    urgency: enumOf(COOPERATION_URGENCIES),
    note: text(500).trim().min(1, '请填写原因'),
    extensionHours: int4().optional(),
    photos,
  })
  .superRefine((body, context) => {
    if (body.kind === 'EXTENSION' && !body.extensionHours)
      context.addIssue({ code: 'custom', path: ['extensionHours'], message: '请选择延期时长' });
  });
export type CooperationStepCreateBody = z.input<typeof cooperationStepCreateBodySchema>;
/** 后补流程: the centre supplies the paperwork of an urgent step. */
export const cooperationPaperworkBodySchema = z.object({
  taskId: id,
  stepId: id,
  version: int4(),
  note: text(500).trim().optional(),
  photos,
});

export const cooperationTaskSchema = z.object({
  id: z.string(),
  type: enumOf(COOPERATION_TASK_TYPES),
  urgency: enumOf(COOPERATION_URGENCIES),
  title: z.string(),
  state: enumOf(COOPERATION_TASK_STATES),
  partnerOrgId: z.string(),
  partnerOrgName: z.string(),
  issuerOrgName: z.string(),
  issuedAt: z.string(),
  deadlineAt: z.string(),
  isOverdue: z.boolean(),
  fedBackAt: z.string().nullable(),
  /** Fed back after the deadline. */
  isLate: z.boolean(),
  /** A measure in force until then (止付/冻结), else null. */
  measureExpiresAt: z.string().nullable(),
  /** A 延期 / 解除 step waiting for the partner, and when its answer is due. */
  pendingStep: enumOf(COOPERATION_STEP_KINDS).nullable(),
  pendingStepDeadlineAt: z.string().nullable(),
  version: z.number(),
  /**
   * The issuing side's glance over a task issued to several partners at once (接收 3/5 反馈 2/5): of
   * the batch's tasks not withdrawn, how many were received and fed back. Null for a single task and
   * for a partner, who sees only its own.
   */
  batch: z.object({ total: z.number(), received: z.number(), fedBack: z.number() }).nullable(),
});
export type CooperationTask = z.infer<typeof cooperationTaskSchema>;
export type CooperationBatchProgress = NonNullable<CooperationTask['batch']>;

export const cooperationStepSchema = z.object({
  id: z.string(),
  seq: z.number(),
  kind: enumOf(COOPERATION_STEP_KINDS),
  urgency: enumOf(COOPERATION_URGENCIES),
  state: enumOf(COOPERATION_STEP_STATES),
  note: z.string().nullable(),
  requestedAt: z.string(),
  deadlineAt: z.string(),
  isOverdue: z.boolean(),
  fedBackAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  amount: z.string().nullable(),
  /** The duration a 延期 asked for. */
  extensionHours: z.number().nullable(),
  expiresAt: z.string().nullable(),
  paperworkDueAt: z.string().nullable(),
  paperworkDoneAt: z.string().nullable(),
  isPaperworkOverdue: z.boolean(),
  paperwork: z.array(z.string()),
  version: z.number(),
});
export type CooperationStep = z.infer<typeof cooperationStepSchema>;

export const cooperationFeedbackSchema = z.object({
  id: z.string(),
  stepKind: enumOf(COOPERATION_STEP_KINDS).nullable(),
  account: z.string().nullable(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  amount: z.string().nullable(),
  balance: z.string().nullable(),
  result: enumOf(COOPERATION_MEASURE_RESULTS).nullable(),
  resultReason: z.string().nullable(),
  caseNumber: z.string().nullable(),
  documentNumber: z.string().nullable(),
  number: z.string().nullable(),
  doneAt: z.string().nullable(),
  answer: z.string().nullable(),
  content: z.string().nullable(),
  assistOutcome: enumOf(CARRIER_ASSIST_OUTCOMES).nullable(),
  photos: z.array(z.string()),
  fedBackByName: z.string(),
  fedBackAt: z.string(),
});
export type CooperationFeedback = z.infer<typeof cooperationFeedbackSchema>;

/** A task's timeline: the logged action's code (the web words it, `COOPERATION_ACTION_LABELS`), who, when. */
export const cooperationHistorySchema = timelineEntrySchema;
export type CooperationHistory = z.infer<typeof cooperationHistorySchema>;

/** What the caller may do now (decided by the server for the caller). */
export const cooperationAbilitiesSchema = z.object({
  canReceive: z.boolean(),
  canStart: z.boolean(),
  canHandle: z.boolean(),
  canReturn: z.boolean(),
  canClose: z.boolean(),
  canWithdraw: z.boolean(),
  canAddStep: z.boolean(),
});
export type CooperationAbilities = z.infer<typeof cooperationAbilitiesSchema>;

export const cooperationTaskDetailSchema = cooperationTaskSchema.extend({
  content: z.string(),
  subjectAccount: z.string().nullable(),
  subjectNumber: z.string().nullable(),
  requestedAmount: z.string().nullable(),
  attachments: z.array(z.string()),
  issuerName: z.string(),
  receivedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  /**
   * 运营商协助: what is asked and the number to act on — whole for the carrier (its own subscriber,
   * each view in the access log), masked for the issuing side; nothing else of the victim.
   */
  assist: z.object({ help: enumOf(CARRIER_ASSIST_HELPS), phone: z.string() }).nullable(),
  steps: z.array(cooperationStepSchema),
  feedbacks: z.array(cooperationFeedbackSchema),
  history: z.array(cooperationHistorySchema),
  abilities: cooperationAbilitiesSchema,
});
export type CooperationTaskDetail = z.infer<typeof cooperationTaskDetailSchema>;

export const cooperationPartnerSchema = z.object({ id: z.string(), name: z.string() });
export type CooperationPartner = z.infer<typeof cooperationPartnerSchema>;
export const cooperationSummarySchema = z.object({ open: z.number(), overdue: z.number(), fedBack: z.number() });
export type CooperationSummary = z.infer<typeof cooperationSummarySchema>;
export const cooperationCreatedSchema = z.object({ ids: z.array(z.string()) });

const T = '/api/cooperation/task/v2';
/** The partner's calls (spec §7, cooperation login): its own organisation's tasks only. */
export const COOPERATION_ENDPOINTS = {
  page: get(proxy, `${T}/page`, { query: cooperationPartnerPageQuerySchema, answer: pageOf(cooperationTaskSchema) }),
  info: get(proxy, `${T}/info`, { query: cooperationTaskIdQuerySchema, answer: cooperationTaskDetailSchema }),
  update: post(proxy, `${T}/info`, { body: cooperationTaskUpdateBodySchema, answer: cooperationTaskDetailSchema }),
  handle: post(proxy, `${T}/handle`, { body: cooperationHandleBodySchema, answer: cooperationTaskDetailSchema }),
  /** Not in spec §7: the feedback on a 延期 / 解除 step of a measure. */
  stepHandle: post(proxy, `${T}/step/handle`, {
    body: cooperationStepHandleBodySchema,
    answer: cooperationTaskDetailSchema,
  }),
  /** Not in spec §7: the task as a receipt 回执 — answers the .xlsx itself (the web fetches a blob), not an envelope. */
  receipt: get(proxy, `${T}/receipt`, { query: cooperationTaskIdQuerySchema }),
};

const C = '/api/oa/cooperation/task/v2';
/** The centre's calls (oa login; not in spec §7): tasks issued by the caller's subtree. */
export const COOPERATION_CENTRE_ENDPOINTS = {
  page: get(proxy, `${C}/page`, { query: cooperationCentrePageQuerySchema, answer: pageOf(cooperationTaskSchema) }),
  info: get(proxy, `${C}/info`, { query: cooperationTaskIdQuerySchema, answer: cooperationTaskDetailSchema }),
  summary: get(proxy, `${C}/summary`, { answer: cooperationSummarySchema }),
  partners: get(proxy, `${C}/partners`, { answer: z.array(cooperationPartnerSchema) }),
  create: post(proxy, `${C}/create`, { body: cooperationCreateBodySchema, answer: cooperationCreatedSchema }),
  return: post(proxy, `${C}/return`, { body: cooperationReturnBodySchema, answer: cooperationTaskDetailSchema }),
  withdraw: post(proxy, `${C}/withdraw`, { body: cooperationWithdrawBodySchema, answer: cooperationTaskDetailSchema }),
  close: post(proxy, `${C}/close`, { body: cooperationCloseBodySchema, answer: cooperationTaskDetailSchema }),
  step: post(proxy, `${C}/step`, { body: cooperationStepCreateBodySchema, answer: cooperationTaskDetailSchema }),
  paperwork: post(proxy, `${C}/step/paperwork`, {
    body: cooperationPaperworkBodySchema,
    answer: cooperationTaskDetailSchema,
  }),
  receipt: get(proxy, `${C}/receipt`, { query: cooperationTaskIdQuerySchema }),
};
