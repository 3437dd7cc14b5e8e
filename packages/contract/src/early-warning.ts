import { z } from 'zod';
import { dateTime, int4, money, text } from './fields.ts';
import { enumOf, keysOf } from './labels.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { anti, get, post } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import {
  WARNING_SOURCES,
  WARNING_KINDS,
  ASSIGNMENT_STATES,
  WARNING_PROGRESS,
  RETURN_VISIT_VERDICTS,
  RETURN_VISIT_OUTCOMES,
  NOT_FOUND,
  NOT_FOUND_YET,
  FEEDBACK_CHANNELS,
  CONTACT_TARGETS,
  NOT_CONNECTED_REASONS,
  DEFRAUDED,
  DISSUASION,
  WARNING_RESULTS,
  FEEDBACK_REQUIRED,
  CONTACT_CHANNELS,
  WARNING_STEPS,
  WARNING_TIMELINE_EVENTS,
  type WarningLevel,
} from './early-warning-codes.ts';
import { VISIT_CHECKLIST, VISIT_CHECK_GROUPS, VISIT_CHECK_ITEMS, needsVisitChecklist } from './visit-checklist.ts';

export const warningSourceSchema = enumOf(WARNING_SOURCES);
export const warningKindSchema = enumOf(WARNING_KINDS);
export const warningLevelSchema = z.coerce.number().int().min(1).max(4) as unknown as z.ZodType<WarningLevel>;
export const assignmentStateSchema = enumOf(ASSIGNMENT_STATES);
export const warningProgressSchema = enumOf(WARNING_PROGRESS);
export const returnVisitVerdictSchema = enumOf(RETURN_VISIT_VERDICTS);
/** One item of the door-step checklist (VISIT_CHECKLIST): only its known items; a reason when not done. */
export const visitCheckAnswerSchema = z.object({
  item: enumOf(VISIT_CHECKLIST),
  done: z.boolean(),
  reason: text(100).optional(),
});

/**
 * The fields of the feedback form of DESIGN §4.1, without its cross-field rules: the base that
 * `.omit`/`.extend` build on (zod refuses both on a refined schema). Requests use `feedbackBodySchema`.
 */
export const feedbackFieldsSchema = z.object({
  assignmentId: text(64).min(1),
  version: int4(),
  channels: z.array(enumOf(FEEDBACK_CHANNELS)).min(1, FEEDBACK_REQUIRED.channels),
  smsContent: text(500).optional(),
  contactTarget: z.enum(keysOf(CONTACT_TARGETS), FEEDBACK_REQUIRED.contactTarget),
  relativeName: text(32).optional(),
  relativePhone: text(20).optional(),
  relativeRelation: text(16).optional(),
  connected: z.boolean(FEEDBACK_REQUIRED.connected),
  notConnectedReason: z.enum(NOT_CONNECTED_REASONS).optional(),
  defrauded: z.enum(keysOf(DEFRAUDED), FEEDBACK_REQUIRED.defrauded),
  dissuasion: enumOf(DISSUASION).optional(),
  fraudTypeCode: text(32).optional(),
  regradedLevel: z.number().int().min(1).max(4).optional(),
  amountLost: money().optional(),
  amountDissuaded: money().optional(),
  amountStopped: money().optional(),
  fraudTime: dateTime().optional(),
  accountInvolved: text(64).optional(),
  result: z.enum(WARNING_RESULTS).optional(),
  visitResult: text(500).optional(),
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180), address: text(200) })
    .optional(),
  photos: z.array(z.string().regex(UPLOAD_KEY_PATTERN, '照片须为已上传的文件')).max(9).optional(),
  remark: text(1000).optional(),
  /** The door-step checklist 四查看、三询问、一保护 of a visit that met someone (needsVisitChecklist). */
  visitChecklist: z.array(visitCheckAnswerSchema).max(VISIT_CHECK_ITEMS.length).optional(),
  /** false: "needs second feedback" — the warning waits for a final one. */
  isFinal: z.boolean(FEEDBACK_REQUIRED.isFinal),
});
export type FeedbackBody = z.infer<typeof feedbackFieldsSchema>;
/** The form without the assignment it is about: what a feedback record and sync-handle share. */
export type FeedbackForm = Omit<FeedbackBody, 'assignmentId' | 'version'>;

export interface FieldProblem {
  field: keyof FeedbackBody;
  message: string;
}

/** Cross-field rules of the feedback form, shared by the form and the server (through the schemas). */
export function feedbackProblems(body: FeedbackForm & { assignmentId?: string; version?: number }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (body.defrauded === 'YES' && !body.fraudTime)
    problems.push({ field: 'fraudTime', message: '已被骗时须填写被骗时间' });
  if (body.channels.includes('sms') && !body.smsContent?.trim())
    problems.push({ field: 'smsContent', message: '短信劝阻须填写短信内容' });
  if (!body.connected && !body.notConnectedReason)
    problems.push({ field: 'notConnectedReason', message: '未接通时须选择原因' });
  if (body.connected && !body.dissuasion) problems.push({ field: 'dissuasion', message: '请选择劝阻情况' });
  if (body.contactTarget === 'relative' && !body.relativeName?.trim())
    problems.push({ field: 'relativeName', message: '请选择联系的亲友' });
  // Not reached: 暂时找不到 waits for the next attempt, 确实找不到 ends the handling; both say nobody answered.
  if ((body.result === NOT_FOUND_YET || body.result === NOT_FOUND) && body.connected)
    problems.push({ field: 'connected', message: `${body.result}时须选择未接通` });
  if (body.result === NOT_FOUND_YET && body.isFinal)
    problems.push({ field: 'isFinal', message: '暂时找不到时须选择需二次反馈，预警保持待再次联系' });
  if (body.result === NOT_FOUND && !body.isFinal)
    problems.push({ field: 'isFinal', message: '确实找不到时须选择最终反馈' });
  const checklistProblem = visitChecklistProblem(body);
  if (checklistProblem) problems.push({ field: 'visitChecklist', message: checklistProblem });
  return problems;
}

/**
 * The checklist belongs to a visit that met someone, and there every item is answered once: done, or
 * not done with its reason. Anywhere else it is refused rather than kept, so no other feedback counts.
 */
function visitChecklistProblem(body: FeedbackForm): string | undefined {
  const answers = body.visitChecklist;
  if (!needsVisitChecklist(body)) return answers?.length ? '见面走访见到人时才填写上门核查' : undefined;
  const items = new Set(answers?.map((answer) => answer.item));
  if (items.size !== (answers?.length ?? 0)) return '上门核查的项目重复';
  const unanswered = VISIT_CHECK_ITEMS.filter((item) => !items.has(item));
  if (unanswered.length > 0) return `请完成上门核查：还有${unanswered.length}项未填写`;
  const unexplained = answers?.find((answer) => !answer.done && !answer.reason?.trim());
  if (unexplained) {
    const { group, label } = VISIT_CHECKLIST[unexplained.item];
    return `请填写${VISIT_CHECK_GROUPS[group].missed}${label}的原因`;
  }
  return undefined;
}

/**
 * Adds the cross-field rules to a form schema: each problem becomes an issue on its field, so a
 * request breaking one is refused like any other invalid field (400 `参数 <field> 错误:…`). They run
 * only once every field is valid on its own.
 */
const withFeedbackRules = <T extends FeedbackForm>(body: T, ctx: z.RefinementCtx<T>) => {
  for (const problem of feedbackProblems(body))
    ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

/** A feedback request: the form's fields and its cross-field rules. */
export const feedbackBodySchema = feedbackFieldsSchema.superRefine(withFeedbackRules);

export const signBodySchema = z.object({ assignmentId: text(64).min(1), version: int4() });
/** A parent organisation sends a feedback back 驳回 (DESIGN §4.1): the reason is required. */
export const rejectFeedbackBodySchema = signBodySchema.extend({
  reason: text(500).trim().min(2, '请填写驳回原因'),
});
/**
 * The centre's return visit 预警回访 with one of the five fixed outcomes: 暂时找不到 records an attempt and
 * keeps the warning open; the others close it with their verdict.
 */
export const returnVisitBodySchema = signBodySchema.extend({
  outcome: enumOf(RETURN_VISIT_OUTCOMES),
  remark: text(500).trim().optional(),
});
export const syncHandleBodySchema = feedbackFieldsSchema
  .omit({ assignmentId: true, version: true })
  .extend({
    /** The assignment whose person's open warnings all receive this feedback. */
    assignmentId: text(64).min(1),
  })
  .superRefine(withFeedbackRules);

export const warningPageQuerySchema = z
  .object({
    state: assignmentStateSchema.optional(),
    level: z.coerce.number().int().min(1).max(4).optional(),
    source: warningSourceSchema.optional(),
    fraudTypeCode: text(32).optional(),
    from: dateTime().optional(),
    to: dateTime().optional(),
    overdue: z.enum(['true', 'false']).optional(),
    /** All warnings of one person (early-warning-detail-list). */
    personKey: text(64).optional(),
    /** mine: the caller's own organisation; subtree: everything below it too (admins). */
    scope: z.enum(['mine', 'subtree']).optional(),
    /** One organisation's subtree inside the caller's (the overview's drill-down); outside it → 404. */
    orgId: text(64).optional(),
    /** A progress bucket of the overview (`WARNING_PROGRESS`). */
    progress: warningProgressSchema.optional(),
  })
  .extend(pageQuerySchema.shape);
export type WarningPageQuery = z.infer<typeof warningPageQuerySchema>;

/** One card of the warning list: personal data always masked. */
export const warningRecordSchema = z.object({
  assignmentId: z.string(),
  warningId: z.string(),
  warningNo: z.string(),
  state: assignmentStateSchema,
  level: z.number(),
  kind: warningKindSchema,
  source: warningSourceSchema,
  fraudTypeCode: z.string().nullable(),
  fraudTypeName: z.string().nullable(),
  victimName: z.string(),
  victimPhone: z.string(),
  victimIdNumber: z.string(),
  personKey: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  pushedAt: z.string(),
  signDeadline: z.string(),
  feedbackDeadline: z.string().nullable(),
  isOverdue: z.boolean(),
  isDuplicate: z.boolean(),
  /** Attempts that did not reach the victim (暂时找不到) on record: the holder's, or the centre's once fed back. */
  contactAttempts: z.number(),
  /** When the next attempt is due while the warning waits for one 待再次联系; null otherwise. */
  nextAttemptDue: z.string().nullable(),
  version: z.number(),
});
export type WarningRecord = z.infer<typeof warningRecordSchema>;

export const warningStepSchema = z.object({
  name: z.enum(WARNING_STEPS),
  done: z.boolean(),
  actorName: z.string().nullable(),
  orgName: z.string().nullable(),
  at: z.string().nullable(),
});

export const warningTimelineEntrySchema = z.object({
  event: enumOf(WARNING_TIMELINE_EVENTS),
  actorName: z.string().nullable(),
  orgName: z.string().nullable(),
  at: z.string(),
  remark: z.string().nullable(),
});
export type WarningTimelineEntry = z.infer<typeof warningTimelineEntrySchema>;

export const feedbackRecordSchema = feedbackFieldsSchema
  .omit({ assignmentId: true, version: true })
  .extend({ id: z.string(), round: z.number(), createdAt: z.string(), createdByName: z.string(), orgName: z.string() });
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

/** The detail page: victim data whole only for entitled callers (`isWhole`), each whole view logged. */
export const warningDetailSchema = warningRecordSchema.extend({
  isWhole: z.boolean(),
  victimBankCard: z.string().nullable(),
  victimAddress: z.string().nullable(),
  suspectPhone: z.string().nullable(),
  suspectAccount: z.string().nullable(),
  callCount: z.number().nullable(),
  callDurationSeconds: z.number().nullable(),
  netUrl: z.string().nullable(),
  fundAmount: z.string().nullable(),
  linkedCaseNo: z.string().nullable(),
  duplicateOfId: z.string().nullable(),
  steps: z.array(warningStepSchema),
  /** Every step as it happened, within the caller's part of the history (a former holder: its own). */
  timeline: z.array(warningTimelineEntrySchema),
  feedbacks: z.array(feedbackRecordSchema),
  signedAt: z.string().nullable(),
  canSign: z.boolean(),
  canFeedback: z.boolean(),
  canTransfer: z.boolean(),
  /** An organisation above the holder may send the feedback back. */
  canReject: z.boolean(),
  /** The centre closes a fed-back warning with its return visit. */
  canReturnVisit: z.boolean(),
  /** The holder's guards call or text the victim from the detail (whole phone, open warning, each tap logged). */
  canContact: z.boolean(),
  /** The centre's verdict on its return visit 回访结论 once it closed this assignment; null before. */
  returnVisitVerdict: returnVisitVerdictSchema.nullable(),
  /** 确实找不到 (feedback or return visit) is accepted only with this many attempts on record (configuration). */
  attemptsRequired: z.number(),
  /** The person's OTHER open warnings in the caller's list scope (this one not counted). */
  openWarningsOfPerson: z.number(),
});
export type WarningDetail = z.infer<typeof warningDetailSchema>;

export const operationLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actionName: z.string(),
  actorName: z.string(),
  orgName: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type OperationLogEntry = z.infer<typeof operationLogEntrySchema>;

export const warningStatisticsQuerySchema = z.object({
  from: dateTime().optional(),
  to: dateTime().optional(),
});
const countBy = z.array(z.object({ key: z.string(), name: z.string(), count: z.number() }));
export const warningStatisticsSchema = z.object({
  total: z.number(),
  byState: countBy,
  byLevel: countBy,
  byFraudType: countBy,
  byChildOrg: countBy,
  byHour: z.array(z.number()).length(24),
  /** Shares in [0, 1]; null when nothing was counted (docs/glossary.md, 预警统计). */
  onTimeSignRate: z.number().nullable(),
  effectiveVisitRate: z.number().nullable(),
  secondFeedbackRate: z.number().nullable(),
  overdueOpen: z.number(),
  amountLost: z.string(),
  amountDissuaded: z.string(),
  amountStopped: z.string(),
});
export type WarningStatistics = z.infer<typeof warningStatisticsSchema>;

/** The warnings waiting for the caller in its list scope: to sign, and signed but not finally fed back. */
/** The counts of the 反诈预警 tab's state tabs under one set of filters: one request, not one list per tab. */
export const warningStateCountsQuerySchema = warningPageQuerySchema.omit({
  state: true,
  cursor: true,
  pageSize: true,
});
export const warningStateCountsSchema = z.array(
  z.object({ state: assignmentStateSchema, total: z.number(), totalIsCapped: z.boolean() }),
);
export type WarningStateCounts = z.infer<typeof warningStateCountsSchema>;
export type WarningStateCountsQuery = z.infer<typeof warningStateCountsQuerySchema>;
export const waitingCountSchema = z.object({ pendingSign: z.number(), pendingFeedback: z.number() });
export type WaitingCount = z.infer<typeof waitingCountSchema>;

/** Server-sent event on the warning stream. */
export const warningEventSchema = z.object({
  type: z.enum(['warning.assigned', 'warning.changed']),
  assignmentId: z.string(),
  warningId: z.string(),
  orgId: z.string(),
  level: z.number(),
  state: assignmentStateSchema,
});
export type WarningEvent = z.infer<typeof warningEventSchema>;

/** What a state change answers: the assignment's new state and version (optimistic locking). */
export const assignmentChangeSchema = z.object({
  assignmentId: z.string(),
  state: assignmentStateSchema,
  version: z.number(),
});
export type AssignmentChange = z.infer<typeof assignmentChangeSchema>;
export const assignmentIdQuerySchema = z.object({ id: text(64).min(1) });

export const contactAttemptBodySchema = z.object({
  assignmentId: text(64).min(1),
  channel: z.enum(CONTACT_CHANNELS),
});
/** A logged contact attempt: a repeat within the minute answers the earlier one. */
export const contactAttemptSchema = z.object({
  assignmentId: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  at: z.string(),
});
export type ContactAttempt = z.infer<typeof contactAttemptSchema>;

const W = '/api/guard/early-warning/v2';
/** Early warnings 预警 (DESIGN §4.1), all under /AntiProxy. */
export const EARLY_WARNING_ENDPOINTS = {
  page: get(anti, `${W}/page`, { query: warningPageQuerySchema, answer: pageOf(warningRecordSchema) }),
  info: get(anti, `${W}/info`, { query: assignmentIdQuerySchema, answer: warningDetailSchema }),
  statistics: get(anti, `${W}/statistics`, { query: warningStatisticsQuerySchema, answer: warningStatisticsSchema }),
  waitingCount: get(anti, `${W}/waiting-count`, { answer: waitingCountSchema }),
  stateCounts: get(anti, `${W}/state-counts`, {
    query: warningStateCountsQuerySchema,
    answer: warningStateCountsSchema,
  }),
  sign: post(anti, `${W}/sign`, { body: signBodySchema, answer: assignmentChangeSchema }),
  feedback: post(anti, `${W}/feedback`, { body: feedbackBodySchema, answer: assignmentChangeSchema }),
  syncHandle: post(anti, `${W}/sync-handle`, {
    body: syncHandleBodySchema,
    answer: z.object({ updated: z.number() }),
  }),
  rejectFeedback: post(anti, `${W}/reject`, { body: rejectFeedbackBodySchema, answer: assignmentChangeSchema }),
  returnVisit: post(anti, `${W}/return-visit`, { body: returnVisitBodySchema, answer: assignmentChangeSchema }),
  /** The holder's guard tapped 拨打电话 / 发送短信: written to the operation log, no change of state. */
  contactAttempt: post(anti, `${W}/contact-attempt`, { body: contactAttemptBodySchema, answer: contactAttemptSchema }),
  operateLog: get(anti, `${W}/operate-log`, {
    query: assignmentIdQuerySchema,
    answer: z.array(operationLogEntrySchema),
  }),
  /** Server-sent events (`warningEventSchema`), not an envelope. */
  stream: get(anti, `${W}/stream`),
};
