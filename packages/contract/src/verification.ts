import { z } from 'zod';
import { timelineEntrySchema } from './timeline.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { get, post, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { LOGIN_TYPES } from './auth.ts';

/**
 * Verification 核查 and review 复核 (DESIGN §4.8): one generic two-stage check of what guards and
 * stations submit. `PENDING_VERIFY → PENDING_REVIEW → REVIEWED`; a refusal at either stage (with a
 * reason) sends the item back to its submitter (REFUSED), who fixes the subject and resubmits.
 */
export const VERIFIABLE_KINDS = {
  publicity_record: '宣防记录',
  case_publicity: '一案一宣',
  preach_completion: '宣讲完成',
  control_feedback: '管控反馈',
  card_feedback: '开卡码反馈',
  ledger_entry: '台账',
  report_submission: '报表',
} as const;
export type VerifiableKind = keyof typeof VERIFIABLE_KINDS;

export const VERIFICATION_STATES = {
  PENDING_VERIFY: '待核查',
  PENDING_REVIEW: '待复核',
  REVIEWED: '已复核',
  REFUSED: '已退回',
} as const;
export type VerificationState = keyof typeof VERIFICATION_STATES;

/** The two stages: 核查 by the item's verify group (or an administrator), 复核 by a re-verify group. */
export const VERIFICATION_STAGES = { verify: '核查', review: '复核' } as const;
export type VerificationStage = keyof typeof VERIFICATION_STAGES;

/** The state an item waits in at each stage. */
export const STAGE_STATE: Record<VerificationStage, VerificationState> = {
  verify: 'PENDING_VERIFY',
  review: 'PENDING_REVIEW',
};

export const VERIFICATION_TITLE_MAX = 200;
export const VERIFICATION_REASON_MIN = 2;
export const VERIFICATION_REASON_MAX = 200;
export const VERIFICATION_NOTE_MAX = 200;

const id = text(64).min(1);
const itemRef = { id, version: int4() };

export const verificationPageQuerySchema = z
  .object({
    stage: enumOf(VERIFICATION_STAGES).default('verify'),
    kind: enumOf(VERIFIABLE_KINDS).optional(),
    /** A verify group (stage verify) or re-verify group (stage review) of the caller; all of them when absent. */
    groupId: text(64).optional(),
  })
  .extend(pageQuerySchema.shape);
export const verificationIdQuerySchema = z.object({ id });
export const verificationStatusQuerySchema = z.object({ kind: enumOf(VERIFIABLE_KINDS), subjectId: id });

/** 通过 at a stage, with an optional note. */
export const verificationPassBodySchema = z.object({
  ...itemRef,
  note: text(VERIFICATION_NOTE_MAX).trim().optional(),
});
export type VerificationPassBody = z.input<typeof verificationPassBodySchema>;

/** 退回 at a stage: the reason travels back to the submitter. */
export const verificationRefuseBodySchema = z.object({
  ...itemRef,
  stage: enumOf(VERIFICATION_STAGES),
  reason: text(VERIFICATION_REASON_MAX)
    .trim()
    .min(VERIFICATION_REASON_MIN, `请填写退回原因（至少${VERIFICATION_REASON_MIN}个字）`),
});
export type VerificationRefuseBody = z.input<typeof verificationRefuseBodySchema>;

export const verificationItemSchema = z.object({
  id: z.string(),
  kind: enumOf(VERIFIABLE_KINDS),
  subjectId: z.string(),
  title: z.string(),
  state: enumOf(VERIFICATION_STATES),
  orgId: z.string(),
  orgName: z.string(),
  submitterType: z.enum(LOGIN_TYPES),
  submitterName: z.string(),
  submittedAt: z.string(),
  /** 1 for the first submission, +1 for each resubmission after a refusal. */
  round: z.number(),
  verifyGroupId: z.string().nullable(),
  verifyGroupName: z.string().nullable(),
  reviewGroupId: z.string().nullable(),
  reviewGroupName: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  refusedStage: enumOf(VERIFICATION_STAGES).nullable(),
  refuseReason: z.string().nullable(),
  version: z.number(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;

export const verificationHistorySchema = timelineEntrySchema.extend({
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
});
export type VerificationHistory = z.infer<typeof verificationHistorySchema>;

/** The item with what its kind tells about the subject, its history and what the caller may do. */
export const verificationDetailSchema = verificationItemSchema.extend({
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The subject's own detail page (web route with query), when its feature has one. */
  link: z.string().nullable(),
  history: z.array(verificationHistorySchema),
  mayVerify: z.boolean(),
  mayReview: z.boolean(),
});
export type VerificationDetail = z.infer<typeof verificationDetailSchema>;

/** What a submitter sees on the subject's own page. */
export const verificationStatusSchema = z.object({
  id: z.string(),
  state: enumOf(VERIFICATION_STATES),
  round: z.number(),
  refusedStage: enumOf(VERIFICATION_STAGES).nullable(),
  refuseReason: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Badges: what waits for the caller at each stage (over all of the caller's groups). */
export const verificationCountsSchema = z.object({ pendingVerify: z.number(), pendingReview: z.number() });
export type VerificationCounts = z.infer<typeof verificationCountsSchema>;

const V = '/api/oa/verification/v2';
export const VERIFICATION_ENDPOINTS = {
  page: get(proxy, `${V}/page`, { query: verificationPageQuerySchema, answer: pageOf(verificationItemSchema) }),
  info: get(proxy, `${V}/info`, { query: verificationIdQuerySchema, answer: verificationDetailSchema }),
  counts: get(proxy, `${V}/counts`, { answer: verificationCountsSchema }),
  verify: post(proxy, `${V}/verify`, { body: verificationPassBodySchema, answer: verificationDetailSchema }),
  review: post(proxy, `${V}/review`, { body: verificationPassBodySchema, answer: verificationDetailSchema }),
  refuse: post(proxy, `${V}/refuse`, { body: verificationRefuseBodySchema, answer: verificationDetailSchema }),
  /** Any login type: the status of a subject in the caller's subtree; null when never submitted. */
  status: get(proxy, `${V}/status`, {
    query: verificationStatusQuerySchema,
    answer: verificationStatusSchema.nullable(),
  }),
};
