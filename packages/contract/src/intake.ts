import { z } from 'zod';
import { dateTime, int4, money, text } from './fields.ts';
import { anti, post } from './endpoint.ts';
import { warningKindSchema, warningSourceSchema } from './early-warning.ts';
import { isIdNumber, VALIDATION_MESSAGES } from './validators.ts';

/** Upstream intake (provincial platform, 96110, banks): idempotent on (source, upstreamNo). */
export const intakeBodySchema = z.object({
  upstreamNo: text(64).min(1),
  source: warningSourceSchema,
  kind: warningKindSchema,
  level: z.number().int().min(1).max(4),
  orgId: text(64).min(1),
  fraudTypeCode: text(32).optional(),
  victimName: text(32).min(1),
  /** GB 11643 (check character, birth date); a lower-case x is taken as X. */
  victimIdNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => isIdNumber(value), VALIDATION_MESSAGES.idNumber)
    .optional(),
  victimPhone: text(20).optional(),
  victimBankCard: text(32).optional(),
  victimAddress: text(200).optional(),
  suspectPhone: text(20).optional(),
  suspectAccount: text(64).optional(),
  callCount: int4().optional(),
  callDurationSeconds: int4().optional(),
  netUrl: text(512).optional(),
  fundAmount: money().optional(),
  pushedAt: dateTime().optional(),
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
