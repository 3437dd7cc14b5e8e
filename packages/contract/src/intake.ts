import { z } from 'zod';
import { anti, post } from './endpoint.ts';
import { warningKindSchema, warningSourceSchema } from './early-warning.ts';
import { isMoney } from './validators.ts';

/** Upstream intake (provincial platform, 96110, banks): idempotent on (source, upstreamNo). */
export const intakeBodySchema = z.object({
  upstreamNo: z.string().min(1).max(64),
  source: warningSourceSchema,
  kind: warningKindSchema,
  level: z.number().int().min(1).max(4),
  orgId: z.string().min(1).max(64),
  fraudTypeCode: z.string().max(32).optional(),
  victimName: z.string().min(1).max(32),
  victimIdNumber: z.string().max(18).optional(),
  victimPhone: z.string().max(20).optional(),
  victimBankCard: z.string().max(32).optional(),
  victimAddress: z.string().max(200).optional(),
  suspectPhone: z.string().max(20).optional(),
  suspectAccount: z.string().max(64).optional(),
  callCount: z.number().int().min(0).optional(),
  callDurationSeconds: z.number().int().min(0).optional(),
  netUrl: z.string().max(512).optional(),
  fundAmount: z.string().refine(isMoney).optional(),
  pushedAt: z.string().datetime({ offset: true }).optional(),
});
export type IntakeBody = z.infer<typeof intakeBodySchema>;

export const intakeResultSchema = z.object({
  warningId: z.string(),
  warningNo: z.string(),
  assignmentId: z.string().nullable(),
  duplicate: z.boolean(),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;

/** Upstream platforms push warnings with their own key (header X-Intake-Key), no session. */
export const INTAKE_ENDPOINTS = {
  push: post(anti, '/api/intake/early-warning/v2/push', { body: intakeBodySchema, answer: intakeResultSchema }),
};
