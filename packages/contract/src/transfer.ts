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
  REQUESTED: '待接收',
  ACCEPTED: '已接收',
  REJECTED: '已退回',
  WITHDRAWN: '已撤回',
} as const;
export type TransferStatus = keyof typeof TRANSFER_STATUSES;
export const MAX_TRANSFER_HOPS = 3;

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
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;

const T = '/api/guard/transfer/v2';
/** Transfers 移交 between organisations (DESIGN §4.2). */
export const TRANSFER_ENDPOINTS = {
  page: get(anti, `${T}/page`, { query: transferPageQuerySchema, answer: pageOf(transferRecordSchema) }),
  create: post(anti, `${T}/create`, { body: transferCreateBodySchema, answer: transferRecordSchema }),
  accept: post(anti, `${T}/accept`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  reject: post(anti, `${T}/reject`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  withdraw: post(anti, `${T}/withdraw`, { body: transferDecisionBodySchema, answer: transferRecordSchema }),
  log: get(anti, `${T}/log`, { query: transferLogQuerySchema, answer: z.array(transferRecordSchema) }),
};
