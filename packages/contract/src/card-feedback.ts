import { z } from 'zod';
import { dateTime, int4, money, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { anti, get, post, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { isIdNumber, isMobile, VALIDATION_MESSAGES } from './validators.ts';
import type { Caller } from './caller.ts';

/** Card-opening code feedback 开卡码反馈 (DESIGN §4.5). */
export const CARD_TYPES = { BANK: '银行卡', PHONE: '电话卡' } as const;
export type CardType = keyof typeof CARD_TYPES;
export const CARD_RISK_RESULTS = { GREEN: '绿码', YELLOW: '黄码', RED: '红码' } as const;
export type CardRiskResult = keyof typeof CARD_RISK_RESULTS;
export const CARD_HIT_REASONS = {
  BROKEN_CARD: '断卡人员',
  MULTI_CARD: '多卡',
  NON_LOCAL: '异地',
  HIGH_RISK: '高危人员',
  ELDERLY_INDUCED: '老人被诱导',
} as const;
export type CardHitReason = keyof typeof CARD_HIT_REASONS;
/** The outlet clerk's checklist of risk signs (ticked at the counter). */
export const CARD_RISK_SIGNS = {
  ACCOMPANIED: '有人陪同或遥控指挥',
  NO_PURPOSE: '无法说明开卡用途',
  ON_THE_PHONE: '办理时频繁接听电话',
  NERVOUS: '神情紧张或回避询问',
  MANY_CARDS: '短期内多次开卡',
  NON_LOCAL: '非本地户籍且无居住证明',
} as const;
export type CardRiskSign = keyof typeof CARD_RISK_SIGNS;

export const CARD_RECORD_STATES = {
  PENDING_ASSIGN: '待分配',
  ASSIGNED: '待反馈',
  RETURNED: '已退回',
  FED_BACK: '待审核',
  CLOSED: '已办结',
} as const;
export type CardRecordState = keyof typeof CARD_RECORD_STATES;
/** States in which the guard still owes the outlet an answer: the deadline runs. */
export const CARD_OPEN_STATES: readonly CardRecordState[] = ['PENDING_ASSIGN', 'ASSIGNED', 'RETURNED'];

export const CARD_FEEDBACK_METHODS = {
  PHONE: '电话核实',
  OUTLET: '网点面谈',
  VISIT: '上门走访',
  VIDEO: '视频核实',
} as const;
export const CARD_CONCLUSIONS = {
  NORMAL: '正常用途',
  RENTAL: '疑似出租出借',
  DECEIVED: '被诱导受骗',
  UNVERIFIABLE: '无法核实',
} as const;
export type CardConclusion = keyof typeof CARD_CONCLUSIONS;
export const CARD_ADVICES = { ALLOW: '可开卡', DISCOURAGE: '不建议开卡' } as const;
export type CardAdvice = keyof typeof CARD_ADVICES;
export const CARD_OUTCOMES = { OPENED: '已开卡', REFUSED: '已拒绝开卡', REFERRED: '已移送处理' } as const;
export type CardOutcome = keyof typeof CARD_OUTCOMES;

/** What the outlet tells the customer at the counter: the guard's advice, or 核查中 while it is owed. */
export const CARD_COUNTER_ANSWERS = { ...CARD_ADVICES, CHECKING: '核查中' } as const;
export type CardCounterAnswer = keyof typeof CARD_COUNTER_ANSWERS;

/**
 * The one answer a check gives its outlet, from state, code colour and the guard's advice: green
 * clears the applicant by itself; a flagged check is 核查中 while an answer is owed (also when the
 * station sent the answer back to be redone); answered, it is the guard's advice; a flagged check
 * closed without a clearance is not cleared.
 */
export function counterAnswerOf(record: {
  state: CardRecordState;
  riskResult: CardRiskResult;
  advice: CardAdvice | null;
}): CardCounterAnswer {
  if (record.riskResult === 'GREEN') return 'ALLOW';
  if (CARD_OPEN_STATES.includes(record.state)) return 'CHECKING';
  return record.advice ?? 'DISCOURAGE';
}

/** The partner's list filter: checks still owing the outlet an answer first, then the answered. */
export const CARD_PARTNER_STATES = { PENDING: '待核查', DONE: '已核查' } as const;
export type CardPartnerState = keyof typeof CARD_PARTNER_STATES;
export const cardPartnerStateOf = (state: CardRecordState): CardPartnerState =>
  CARD_OPEN_STATES.includes(state) ? 'PENDING' : 'DONE';

/** Deadline of the guard's answer (DESIGN §4.5): 30 minutes while the customer waits at the counter, else 24 hours. */
export const CARD_FEEDBACK_DEADLINE_MINUTES = { customerWaiting: 30, otherwise: 24 * 60 } as const;

/** Conclusions under which opening the card must not be advised. */
export const CARD_CONCLUSIONS_AGAINST_OPENING: readonly CardConclusion[] = ['RENTAL', 'DECEIVED'];

const idNumber = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => isIdNumber(value), VALIDATION_MESSAGES.idNumber);
const mobile = z.string().trim().refine(isMobile, VALIDATION_MESSAGES.mobile);

/** An outlet's check pushed by the partner's system (X-Intake-Key), idempotent on (partnerOrgId, recordNo). */
export const cardOpeningPushBodySchema = z
  .object({
    recordNo: text(64).trim().min(1),
    partnerOrgId: text(64).min(1),
    outletName: text(100).trim().min(1),
    /** The station or community where the outlet lies: its guards answer. */
    orgId: text(64).min(1),
    cardType: enumOf(CARD_TYPES),
    institution: text(64).trim().min(1),
    purpose: text(200).optional(),
    applicantName: text(32).trim().min(1),
    applicantIdNumber: idNumber,
    applicantPhone: mobile,
    cardNumber: text(32).optional(),
    riskResult: enumOf(CARD_RISK_RESULTS),
    hitReasons: z.array(enumOf(CARD_HIT_REASONS)).max(5).default([]),
    riskSigns: z.array(enumOf(CARD_RISK_SIGNS)).max(6).default([]),
    customerWaiting: z.boolean().default(false),
    amountAtStake: money().optional(),
    checkedAt: dateTime().optional(),
  })
  .superRefine((body, context) => {
    if (body.riskResult !== 'GREEN' && body.hitReasons.length === 0)
      context.addIssue({ code: 'custom', path: ['hitReasons'], message: '黄码、红码须注明命中原因' });
  });
export type CardOpeningPushBody = z.infer<typeof cardOpeningPushBodySchema>;
export const cardOpeningPushResultSchema = z.object({
  recordId: z.string(),
  state: enumOf(CARD_RECORD_STATES),
  deadline: z.string().nullable(),
  duplicate: z.boolean(),
});

const recordRef = { id: text(64).min(1), version: int4() };
export const cardAssignBodySchema = z.object({ ...recordRef, guardId: text(64).min(1) });
export const cardFeedbackBodySchema = z
  .object({
    ...recordRef,
    method: enumOf(CARD_FEEDBACK_METHODS),
    conclusion: enumOf(CARD_CONCLUSIONS),
    advice: enumOf(CARD_ADVICES),
    outcome: enumOf(CARD_OUTCOMES),
    content: text(500).trim().min(1, '请填写核实情况'),
    amountProtected: money().optional(),
  })
  .superRefine((body, context) => {
    if (body.advice === 'ALLOW' && CARD_CONCLUSIONS_AGAINST_OPENING.includes(body.conclusion))
      context.addIssue({ code: 'custom', path: ['advice'], message: '该核实结论下不能建议开卡' });
    if (body.amountProtected !== undefined && body.outcome === 'OPENED')
      context.addIssue({ code: 'custom', path: ['amountProtected'], message: '已开卡时不能填写避免损失金额' });
  });
export type CardFeedbackBody = z.input<typeof cardFeedbackBodySchema>;
export const cardCloseBodySchema = z.object(recordRef);
export const cardReturnBodySchema = z.object({ ...recordRef, reason: text(200).trim().min(1, '请填写退回原因') });

export const cardRecordScopeSchema = z.enum(['mine', 'org']);
export type CardRecordScope = z.infer<typeof cardRecordScopeSchema>;
export const cardRecordPageQuerySchema = z
  .object({ scope: cardRecordScopeSchema.default('org'), state: enumOf(CARD_RECORD_STATES).optional() })
  .extend(pageQuerySchema.shape);
export const cardRecordIdQuerySchema = z.object({ id: text(64).min(1) });

/** One record in a list: the applicant always masked. */
export const cardRecordSchema = z.object({
  id: z.string(),
  recordNo: z.string(),
  partnerOrgName: z.string(),
  outletName: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  cardType: enumOf(CARD_TYPES),
  institution: z.string(),
  applicantName: z.string(),
  applicantIdNumber: z.string(),
  applicantPhone: z.string(),
  riskResult: enumOf(CARD_RISK_RESULTS),
  hitReasons: z.array(enumOf(CARD_HIT_REASONS)),
  customerWaiting: z.boolean(),
  state: enumOf(CARD_RECORD_STATES),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  deadline: z.string().nullable(),
  isOverdue: z.boolean(),
  advice: enumOf(CARD_ADVICES).nullable(),
  version: z.number(),
  createdAt: z.string(),
});
export type CardRecord = z.infer<typeof cardRecordSchema>;

export const cardFeedbackSchema = z.object({
  method: enumOf(CARD_FEEDBACK_METHODS),
  conclusion: enumOf(CARD_CONCLUSIONS),
  advice: enumOf(CARD_ADVICES),
  outcome: enumOf(CARD_OUTCOMES),
  content: z.string(),
  amountProtected: z.string().nullable(),
  fedBackByName: z.string(),
  fedBackAt: z.string(),
});
export type CardFeedback = z.infer<typeof cardFeedbackSchema>;

export const cardRecordHistorySchema = z.object({
  action: z.string(),
  remark: z.string().nullable(),
  at: z.string(),
});

/** The detail: the applicant whole only for the assigned guard and the centre. */
export const cardRecordDetailSchema = cardRecordSchema.extend({
  purpose: z.string().nullable(),
  cardNumber: z.string(),
  riskSigns: z.array(enumOf(CARD_RISK_SIGNS)),
  amountAtStake: z.string().nullable(),
  checkedAt: z.string(),
  feedback: cardFeedbackSchema.nullable(),
  returnReason: z.string().nullable(),
  closedAt: z.string().nullable(),
  history: z.array(cardRecordHistorySchema),
});
export type CardRecordDetail = z.infer<typeof cardRecordDetailSchema>;

export const cardAssigneeSchema = z.object({ id: z.string(), name: z.string(), orgName: z.string() });
export type CardAssignee = z.infer<typeof cardAssigneeSchema>;

/** What the outlet's partner reads: the check and the guard's answer, the applicant masked. */
export const partnerCardRecordSchema = z.object({
  id: z.string(),
  recordNo: z.string(),
  outletName: z.string(),
  cardType: enumOf(CARD_TYPES),
  institution: z.string(),
  applicantName: z.string(),
  applicantIdNumber: z.string(),
  riskResult: enumOf(CARD_RISK_RESULTS),
  hitReasons: z.array(enumOf(CARD_HIT_REASONS)),
  state: enumOf(CARD_RECORD_STATES),
  orgName: z.string(),
  deadline: z.string().nullable(),
  advice: enumOf(CARD_ADVICES).nullable(),
  conclusion: enumOf(CARD_CONCLUSIONS).nullable(),
  outcome: enumOf(CARD_OUTCOMES).nullable(),
  /** The one answer for the customer at the counter (counterAnswerOf). */
  answer: enumOf(CARD_COUNTER_ANSWERS),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PartnerCardRecord = z.infer<typeof partnerCardRecordSchema>;

/** Whole applicant data: the guard the record is assigned to, and the centre. */
export const maySeeApplicantWhole = (
  caller: Pick<Caller, 'id' | 'orgLevel' | 'loginType'>,
  record: { assigneeId: string | null },
): boolean => caller.orgLevel === 1 || (caller.loginType === 'guard' && record.assigneeId === caller.id);

const C = '/api/guard/card-feedback/v2';
export const CARD_FEEDBACK_ENDPOINTS = {
  page: get(anti, `${C}/page`, { query: cardRecordPageQuerySchema, answer: pageOf(cardRecordSchema) }),
  info: get(anti, `${C}/info`, { query: cardRecordIdQuerySchema, answer: cardRecordDetailSchema }),
  assignees: get(anti, `${C}/assignees`, { query: cardRecordIdQuerySchema, answer: z.array(cardAssigneeSchema) }),
  assign: post(anti, `${C}/assign`, { body: cardAssignBodySchema, answer: cardRecordDetailSchema }),
  feedback: post(anti, `${C}/feedback`, { body: cardFeedbackBodySchema, answer: cardRecordDetailSchema }),
  close: post(anti, `${C}/close`, { body: cardCloseBodySchema, answer: cardRecordDetailSchema }),
  return: post(anti, `${C}/return`, { body: cardReturnBodySchema, answer: cardRecordDetailSchema }),
};

/** Outlets push their checks with the intake key (X-Intake-Key), no session. */
export const CARD_OPENING_INTAKE_ENDPOINTS = {
  push: post(anti, '/api/intake/card-opening/v2/push', {
    body: cardOpeningPushBodySchema,
    answer: cardOpeningPushResultSchema,
  }),
};

const P = '/api/cooperation/card-feedback/v2';
/** The outlet's partner reads the records of its own outlets (cooperation login). */
export const partnerCardPageQuerySchema = z
  .object({ state: enumOf(CARD_PARTNER_STATES).optional() })
  .extend(pageQuerySchema.shape);
export const PARTNER_CARD_FEEDBACK_ENDPOINTS = {
  page: get(proxy, `${P}/page`, { query: partnerCardPageQuerySchema, answer: pageOf(partnerCardRecordSchema) }),
  info: get(proxy, `${P}/info`, { query: cardRecordIdQuerySchema, answer: partnerCardRecordSchema }),
};
