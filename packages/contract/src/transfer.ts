import { z } from 'zod';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { anti, get, post } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** Transfer 移交 between organisations (DESIGN §4.2). */
export const TRANSFER_REASONS = {
  NOT_JURISDICTION: '非本辖区',
  RESIDENCE_MISMATCH: '户籍地与居住地不符',
  PERSON_LEFT: '人员已离开',
  OTHER: '其他',
} as const;
export type TransferReason = keyof typeof TRANSFER_REASONS;
export const TRANSFER_STATUSES = {
  /** Across districts: waits for the receiving district's (or the centre's) approval 移交审核. */
  PENDING_APPROVAL: '待审核',
  REQUESTED: '待接收',
  ACCEPTED: '已接收',
  REJECTED: '已退回',
  WITHDRAWN: '已撤回',
  /** The approval was refused: back with the sender, who sees the reason. */
  REFUSED: '审核未通过',
} as const;
export type TransferStatus = keyof typeof TRANSFER_STATUSES;
/** Statuses the receiving organisation never sees: the transfer has not reached it. */
export const TRANSFER_STATUSES_BEFORE_RECEIVER: readonly TransferStatus[] = ['PENDING_APPROVAL', 'REFUSED'];
export const MAX_TRANSFER_HOPS = 3;
/**
 * Minutes the receiving district has to approve a cross-district transfer before it escalates to
 * the centre (default; the server's TRANSFER_APPROVAL_MINUTES overrides it). A warning waits while
 * its transfer does, so the time is short.
 */
export const TRANSFER_APPROVAL_MINUTES = 60;

export const transferCreateBodySchema = z.object({
  assignmentId: text(64).min(1),
  version: int4(),
  toOrgId: text(64).min(1),
  reason: enumOf(TRANSFER_REASONS),
  reasonText: text(500).optional(),
  /** Centre (level 1) only: assign directly, without the receiver accepting. */
  force: z.boolean().optional(),
});
export const transferDecisionBodySchema = z.object({
  transferId: text(64).min(1),
  reason: text(500).optional(),
});
export const transferPageQuerySchema = z
  .object({
    direction: z.enum(['sent', 'received']),
    status: enumOf(TRANSFER_STATUSES).optional(),
  })
  .extend(pageQuerySchema.shape);
/** transfer-log: every hop of one warning, named by the warning or one of its assignments. */
export const transferLogQuerySchema = z
  .object({ warningId: text(64).optional(), assignmentId: text(64).optional() })
  .refine((query) => query.warningId || query.assignmentId, '请指定 warningId 或 assignmentId');
export const transferRecordSchema = z.object({
  id: z.string(),
  warningId: z.string(),
  warningNo: z.string(),
  level: z.number(),
  victimName: z.string(),
  fromOrgId: z.string(),
  fromOrgName: z.string(),
  toOrgId: z.string(),
  toOrgName: z.string(),
  reason: z.string(),
  reasonText: z.string().nullable(),
  status: enumOf(TRANSFER_STATUSES),
  hop: z.number(),
  requestedByName: z.string(),
  decidedByName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Across districts: who approves (the receiving district), until when, and how it went. */
  approvalOrgName: z.string().nullable(),
  approvalDeadline: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Overdue and escalated to the centre. */
  isApprovalEscalated: z.boolean(),
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;
/** 移交审核 list: waiting for the caller's approval, or decided by it. */
export const TRANSFER_APPROVAL_VIEWS = { pending: '待审核', decided: '已审核' } as const;
export const transferApprovalPageQuerySchema = z
  .object({ view: enumOf(TRANSFER_APPROVAL_VIEWS) })
  .extend(pageQuerySchema.shape);

const T = '/api/guard/transfer/v2';
/** Transfers 移交 between organisations (DESIGN §4.2). */
export const TRANSFER_ENDPOINTS = {
  page: get(anti, `${T}/page`, { query: transferPageQuerySchema, answer: pageOf(transferRecordSchema) }),
  create: post(anti, `${T}/create`, { body: transferCreateBodySchema, answer: transferRecordSchema }),
  accept: post(anti, `${T}/accept`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  reject: post(anti, `${T}/reject`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  withdraw: post(anti, `${T}/withdraw`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  log: get(anti, `${T}/log`, { query: transferLogQuerySchema, answer: z.array(transferRecordSchema) }),
  /** 移交审核: cross-district transfers the receiving district's oa (or the centre) approves or refuses. */
  approvalPage: get(anti, `${T}/approval/page`, {
    query: transferApprovalPageQuerySchema,
    answer: pageOf(transferRecordSchema),
  }),
  approve: post(anti, `${T}/approve`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  refuse: post(anti, `${T}/refuse`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
};
