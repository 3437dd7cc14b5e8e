import { z } from 'zod';
import { get, post, proxy } from './endpoint.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { ORG_LEVEL } from './people.ts';
import { timelineEntrySchema } from './timeline.ts';

/**
 * Reports 报表 (DESIGN §4.8): the centre or a district issues a template (weekly, monthly or special,
 * typed fields, a due rule, the level of organisations that must submit); each of those organisations
 * submits it once per period, through the office side's verification (kind `report_submission`).
 */
export const REPORT_KINDS = { WEEKLY: '周报', MONTHLY: '月报', SPECIAL: '专项报表' } as const;
export type ReportKind = keyof typeof REPORT_KINDS;

export const REPORT_FIELD_TYPES = { NUMBER: '数字', TEXT: '文本', DATE: '日期', SELECT: '选项' } as const;
export type ReportFieldType = keyof typeof REPORT_FIELD_TYPES;

/**
 * A submission's states: saved as a draft, submitted (waiting in verification), verified after review,
 * or refused (back to the organisation with the reason, to be fixed and resubmitted).
 */
export const REPORT_SUBMISSION_STATES = {
  DRAFT: '草稿',
  SUBMITTED: '已上报',
  VERIFIED: '已核定',
  REFUSED: '已退回',
} as const;
export type ReportSubmissionState = keyof typeof REPORT_SUBMISSION_STATES;
/** What a submission's history says for each logged move (operation log action `report.<move>`). */
export const REPORT_ACTIONS = {
  create: '新建草稿',
  save: '保存草稿',
  submit: '提交上报',
  verify: '核查通过',
  refuse: '退回',
} as const;
export type ReportAction = keyof typeof REPORT_ACTIONS;
/** A period's standing for one organisation: its submission's state, or nothing yet. */
export const REPORT_STANDINGS = { NONE: '未填报', ...REPORT_SUBMISSION_STATES } as const;
export type ReportStanding = keyof typeof REPORT_STANDINGS;
/** States that count as handed in (on time or late): a refused one must be handed in again. */
export const REPORT_HANDED_IN_STATES: readonly ReportSubmissionState[] = ['SUBMITTED', 'VERIFIED'];

/** Which organisations must submit: every station/street or every district in the issuer's subtree. */
export const REPORT_TARGET_LEVELS = { [ORG_LEVEL.district]: '各分局', [ORG_LEVEL.station]: '各派出所/街道' } as const;
export const REPORT_TARGET_LEVEL_VALUES = [ORG_LEVEL.district, ORG_LEVEL.station] as const;

export const REPORT_LIMITS = {
  fields: 30,
  options: 20,
  optionLength: 20,
  labelLength: 30,
  textLength: 500,
  /** Number fields hold at most two decimals within ±this. */
  numberMagnitude: 1_000_000_000,
  /** Weekly: days after Sunday; monthly: days after the month's last day. */
  dueDays: { min: 0, max: 31 },
  /** The to-do list looks this far back for periods still owed. */
  todoLookbackDays: 90,
} as const;

/** 催报: a unit urged for a period is not urged again for this long, whoever urges. */
export const REPORT_URGE_COOLDOWN_MINUTES = 60;
/** A unit this often overdue (never handed in by the due time, or handed in late) in one quarter is marked. */
export const REPORT_OVERDUE_MARK_PER_QUARTER = 2;

const id = text(64).min(1);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date `YYYY-MM-DD` between 2000 and 2099 that exists. */
export function isReportDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y < 2100 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}
const reportDate = (message = '日期格式须为 YYYY-MM-DD') => text(10).refine(isReportDate, message);

/** Period keys: a week by its Monday `YYYY-MM-DD`, a month `YYYY-MM`, a special report `ONCE`. */
export const REPORT_PERIOD_KEY = /^(\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|ONCE)$/;
const periodKey = text(10).regex(REPORT_PERIOD_KEY, '报表周期无效');

export const reportFieldSchema = z
  .object({
    key: text(32).regex(/^[a-z][a-z0-9_]{0,31}$/, '字段标识须为小写字母开头的字母、数字或下划线'),
    label: text(REPORT_LIMITS.labelLength).trim().min(1, '请填写字段名称'),
    type: enumOf(REPORT_FIELD_TYPES),
    required: z.boolean().default(true),
    /** SELECT: the choices. */
    options: z
      .array(text(REPORT_LIMITS.optionLength).trim().min(1, '选项不能为空'))
      .max(REPORT_LIMITS.options)
      .optional(),
    /** NUMBER: whole-number bounds (default 0 … 10^9). */
    min: int4(-REPORT_LIMITS.numberMagnitude, REPORT_LIMITS.numberMagnitude).optional(),
    max: int4(-REPORT_LIMITS.numberMagnitude, REPORT_LIMITS.numberMagnitude).optional(),
    /** NUMBER: a unit shown after the value (人, 场, 元 …). */
    unit: text(10).optional(),
    /** NUMBER: whole numbers only (people, sessions); otherwise up to two decimals (amounts). */
    integer: z.boolean().optional(),
  })
  .superRefine((field, context) => {
    if (field.type === 'SELECT' && (field.options?.length ?? 0) < 2)
      context.addIssue({ code: 'custom', path: ['options'], message: '选项字段至少两个选项' });
    if (field.type !== 'SELECT' && field.options !== undefined)
      context.addIssue({ code: 'custom', path: ['options'], message: '仅选项字段可设置选项' });
    if (field.type !== 'NUMBER' && field.integer !== undefined)
      context.addIssue({ code: 'custom', path: ['integer'], message: '仅数字字段可设置整数' });
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      context.addIssue({ code: 'custom', path: ['max'], message: '最大值不能小于最小值' });
  });
export type ReportField = z.infer<typeof reportFieldSchema>;

export const reportTemplateCreateBodySchema = z
  .object({
    name: text(60).trim().min(1, '请填写报表名称'),
    kind: enumOf(REPORT_KINDS),
    description: text(500).trim().default(''),
    fields: z
      .array(reportFieldSchema)
      .min(1, '至少一个字段')
      .max(REPORT_LIMITS.fields, `最多${REPORT_LIMITS.fields}个字段`),
    /** Weekly / monthly: due this many days after the period ends. */
    dueDays: int4(REPORT_LIMITS.dueDays.min, REPORT_LIMITS.dueDays.max).optional(),
    /** Special: the fixed due date (China day, due at its end). */
    dueDate: reportDate().optional(),
    targetLevel: z.union([z.literal(ORG_LEVEL.district), z.literal(ORG_LEVEL.station)]),
  })
  .superRefine((body, context) => {
    const keys = body.fields.map((field) => field.key);
    if (new Set(keys).size !== keys.length)
      context.addIssue({ code: 'custom', path: ['fields'], message: '字段标识不能重复' });
    if (body.kind === 'SPECIAL' && body.dueDate === undefined)
      context.addIssue({ code: 'custom', path: ['dueDate'], message: '专项报表须设置截止日期' });
    if (body.kind !== 'SPECIAL' && body.dueDays === undefined)
      context.addIssue({ code: 'custom', path: ['dueDays'], message: '请设置周期结束后几天内上报' });
    if (body.kind !== 'SPECIAL' && body.dueDate !== undefined)
      context.addIssue({ code: 'custom', path: ['dueDate'], message: '周期报表按周期结束后天数截止' });
  });
export type ReportTemplateCreateBody = z.input<typeof reportTemplateCreateBodySchema>;

/** A submitted value: a number, or text (text, date, select). */
export const reportValueSchema = z.union([
  z.number().min(-REPORT_LIMITS.numberMagnitude).max(REPORT_LIMITS.numberMagnitude),
  text(REPORT_LIMITS.textLength),
]);
export type ReportValue = z.infer<typeof reportValueSchema>;
export type ReportValues = Record<string, ReportValue>;
export const reportValuesSchema = z
  .record(text(32), reportValueSchema)
  .refine((values) => Object.keys(values).length <= REPORT_LIMITS.fields, '字段过多');

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The one check of a report's values against its template (the web form and the server alike): each
 * problem names the field's key. `complete: false` (a draft) skips the required rule only.
 */
export function reportValueProblems(
  fields: readonly ReportField[],
  values: ReportValues,
  { complete = true }: { complete?: boolean } = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const known = new Set(fields.map((field) => field.key));
  for (const key of Object.keys(values)) if (!known.has(key)) problems[key] = '报表中没有该字段';
  for (const field of fields) {
    const value = values[field.key];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (complete && field.required) problems[field.key] = `请填写${field.label}`;
      continue;
    }
    if (field.type === 'NUMBER') {
      const min = field.min ?? 0;
      const max = field.max ?? REPORT_LIMITS.numberMagnitude;
      if (typeof value !== 'number' || !Number.isFinite(value)) problems[field.key] = `${field.label}须为数字`;
      else if (field.integer && !Number.isInteger(value)) problems[field.key] = `${field.label}须为整数`;
      else if (!hasAtMostTwoDecimals(value)) problems[field.key] = `${field.label}最多两位小数`;
      else if (value < min || value > max) problems[field.key] = `${field.label}须在${min}至${max}之间`;
    } else if (typeof value !== 'string') problems[field.key] = `${field.label}须为文字`;
    else if (field.type === 'DATE' && !isReportDate(value)) problems[field.key] = `${field.label}须为有效日期`;
    else if (field.type === 'SELECT' && !(field.options ?? []).includes(value))
      problems[field.key] = `${field.label}须为给定选项之一`;
    else if (field.type === 'TEXT' && value.length > REPORT_LIMITS.textLength)
      problems[field.key] = `${field.label}不超过${REPORT_LIMITS.textLength}字`;
  }
  return problems;
}

const submissionRef = {
  templateId: id,
  periodKey,
  /** The submission's version as last read; absent when the organisation has none yet. */
  version: int4().optional(),
  values: reportValuesSchema,
};
export const reportSaveBodySchema = z.object(submissionRef);
export type ReportSaveBody = z.input<typeof reportSaveBodySchema>;
export const reportSubmitBodySchema = z.object(submissionRef);
export type ReportSubmitBody = z.input<typeof reportSubmitBodySchema>;

export const reportIdQuerySchema = z.object({ id });
/** 催报 every unit of the caller's subtree that has not handed in the period. */
export const reportUrgeBodySchema = z.object({ templateId: id, periodKey });
export type ReportUrgeBody = z.input<typeof reportUrgeBodySchema>;
export const reportPeriodQuerySchema = z.object({ templateId: id, periodKey });
export const reportTemplatePageQuerySchema = z.object({}).extend(pageQuerySchema.shape);
export const reportSubmissionPageQuerySchema = z
  .object({ templateId: text(64).optional(), state: enumOf(REPORT_SUBMISSION_STATES).optional() })
  .extend(pageQuerySchema.shape);

export const reportPeriodSchema = z.object({
  key: z.string(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  dueAt: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const reportTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: enumOf(REPORT_KINDS),
  description: z.string(),
  fields: z.array(reportFieldSchema),
  dueDays: z.number().nullable(),
  dueDate: z.string().nullable(),
  /** Readable due rule, e.g. 每周结束后2天内. */
  dueRule: z.string(),
  targetLevel: z.number(),
  orgName: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** The current (latest started) period. */
  currentPeriod: reportPeriodSchema,
  /** Recent periods, newest first (for the summary's period choice). */
  periods: z.array(reportPeriodSchema),
  /** Whether the caller's organisation must submit it. */
  mineToSubmit: z.boolean(),
});
export type ReportTemplate = z.infer<typeof reportTemplateSchema>;

/** How many of the organisations that must submit a period have handed it in (the list's 已报 12/20). */
export const reportProgressSchema = z.object({ periodLabel: z.string(), handedIn: z.number(), target: z.number() });
export type ReportProgress = z.infer<typeof reportProgressSchema>;

export const reportTemplateSummarySchema = reportTemplateSchema.omit({ fields: true, periods: true }).extend({
  /** The current period's progress over the caller's subtree; null for a caller who does not collect it. */
  progress: reportProgressSchema.nullable(),
});
export type ReportTemplateSummary = z.infer<typeof reportTemplateSummarySchema>;

/** One period the caller's organisation still owes: not begun, a draft or refused (the 待填报 list). */
export const reportTodoSchema = z.object({
  templateId: z.string(),
  templateName: z.string(),
  kind: enumOf(REPORT_KINDS),
  period: reportPeriodSchema,
  standing: enumOf(REPORT_STANDINGS),
  submissionId: z.string().nullable(),
  isOverdue: z.boolean(),
  isLate: z.boolean(),
  refuseReason: z.string().nullable(),
  /** 催报 of this period: how often the office urged the caller's organisation, the last time and by whom. */
  urgeCount: z.number(),
  lastUrgedAt: z.string().nullable(),
  lastUrgedByOrgName: z.string().nullable(),
});
export type ReportTodo = z.infer<typeof reportTodoSchema>;

export const reportSubmissionSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  templateName: z.string(),
  kind: enumOf(REPORT_KINDS),
  period: reportPeriodSchema,
  orgId: z.string(),
  orgName: z.string(),
  state: enumOf(REPORT_SUBMISSION_STATES),
  submittedAt: z.string().nullable(),
  submittedByName: z.string().nullable(),
  isLate: z.boolean(),
  isOverdue: z.boolean(),
  verifiedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number(),
});
export type ReportSubmission = z.infer<typeof reportSubmissionSchema>;

/**
 * A submission's timeline: each logged move in words (提交上报, 核查通过, 退回 …) with only the reason
 * or 逾期上报 as remark, and each 催报 of its period.
 */
export const reportHistorySchema = timelineEntrySchema;

export const reportSubmissionDetailSchema = reportSubmissionSchema.extend({
  fields: z.array(reportFieldSchema),
  values: z.record(z.string(), reportValueSchema),
  history: z.array(reportHistorySchema),
  /** Whether the caller's organisation may still change and (re)submit it. */
  editable: z.boolean(),
});
export type ReportSubmissionDetail = z.infer<typeof reportSubmissionDetailSchema>;

/** The fill-in form of one period for the caller's organisation. */
export const reportFormSchema = z.object({
  template: reportTemplateSchema,
  period: reportPeriodSchema,
  submission: reportSubmissionDetailSchema.nullable(),
});
export type ReportForm = z.infer<typeof reportFormSchema>;

export const reportSummaryRowSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  parentName: z.string(),
  standing: enumOf(REPORT_STANDINGS),
  submissionId: z.string().nullable(),
  submittedAt: z.string().nullable(),
  isLate: z.boolean(),
  isOverdue: z.boolean(),
  /** Number fields by key (null when not handed in). */
  numbers: z.record(z.string(), z.number().nullable()),
  /** The other fields (text, date, choice) by key, null when not handed in or left empty. */
  texts: z.record(z.string(), z.string().nullable()),
  /** 催报 of this period: how often the unit was urged and the last time. */
  urgeCount: z.number(),
  lastUrgedAt: z.string().nullable(),
});
export type ReportSummaryRow = z.infer<typeof reportSummaryRowSchema>;

export const reportSummarySchema = z.object({
  template: reportTemplateSummarySchema.extend({ fields: z.array(reportFieldSchema) }),
  period: reportPeriodSchema,
  counts: z.object({ target: z.number(), handedIn: z.number(), late: z.number(), missing: z.number() }),
  /** Sums of the number fields over handed-in submissions, by key. */
  totals: z.record(z.string(), z.number()),
  rows: z.array(reportSummaryRowSchema),
  /** 催报: units not handed in that may be urged now; when none may yet, the time the first may again. */
  urgeable: z.number(),
  urgeCooldownUntil: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

const R = '/api/oa/report/v2';
/** Reports 报表 (oa; not in the spec's call table, DESIGN §1 family). */
export const REPORT_ENDPOINTS = {
  templates: get(proxy, `${R}/template/page`, {
    query: reportTemplatePageQuerySchema,
    answer: pageOf(reportTemplateSummarySchema),
  }),
  template: get(proxy, `${R}/template/info`, { query: reportIdQuerySchema, answer: reportTemplateSchema }),
  createTemplate: post(proxy, `${R}/template/create`, {
    body: reportTemplateCreateBodySchema,
    answer: reportTemplateSchema,
  }),
  /** The caller's organisation's periods still owed, overdue first (bounded: 90 days back). */
  todo: get(proxy, `${R}/todo`, { answer: z.array(reportTodoSchema) }),
  submissions: get(proxy, `${R}/submission/page`, {
    query: reportSubmissionPageQuerySchema,
    answer: pageOf(reportSubmissionSchema),
  }),
  submission: get(proxy, `${R}/submission/info`, { query: reportIdQuerySchema, answer: reportSubmissionDetailSchema }),
  form: get(proxy, `${R}/form`, { query: reportPeriodQuerySchema, answer: reportFormSchema }),
  save: post(proxy, `${R}/save`, { body: reportSaveBodySchema, answer: reportSubmissionDetailSchema }),
  submit: post(proxy, `${R}/submit`, { body: reportSubmitBodySchema, answer: reportSubmissionDetailSchema }),
  summary: get(proxy, `${R}/summary`, { query: reportPeriodQuerySchema, answer: reportSummarySchema }),
  /** 催报: urges the period's laggards (cooldown `REPORT_URGE_COOLDOWN_MINUTES` per unit); answers the summary. */
  urge: post(proxy, `${R}/urge`, { body: reportUrgeBodySchema, answer: reportSummarySchema }),
  /** Answers the .xlsx itself (bearer token, the web fetches a blob), not an envelope. */
  summaryExport: get(proxy, `${R}/summary/export`, { query: reportPeriodQuerySchema }),
};
