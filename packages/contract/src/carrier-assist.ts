import { z } from 'zod';
import { int4, text } from './fields.ts';
import { anti, get, post } from './endpoint.ts';
import { enumOf } from './labels.ts';
import { COOPERATION_TASK_STATES } from './cooperation-codes.ts';
import {
  CARRIERS,
  CARRIER_ASSIST_DEADLINE_MINUTES,
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_OUTCOMES,
  CARRIER_ASSIST_REFUSALS,
} from './carrier-assist-codes.ts';

export const carrierAssistQuerySchema = z.object({ assignmentId: text(64).min(1) });
export const carrierAssistAskBodySchema = z.object({
  assignmentId: text(64).min(1),
  help: enumOf(CARRIER_ASSIST_HELPS),
  deadlineMinutes: int4()
    .refine((minutes) => (CARRIER_ASSIST_DEADLINE_MINUTES as readonly number[]).includes(minutes), '时限不在可选范围内')
    .optional(),
});
export type CarrierAssistAskBody = z.input<typeof carrierAssistAskBodySchema>;

/** One request as the warning's side sees it: no victim data, only what was asked and answered. */
export const carrierAssistRequestSchema = z.object({
  id: z.string(),
  help: enumOf(CARRIER_ASSIST_HELPS),
  partnerOrgName: z.string(),
  state: enumOf(COOPERATION_TASK_STATES),
  issuerName: z.string(),
  issuedAt: z.string(),
  deadlineAt: z.string(),
  isOverdue: z.boolean(),
  outcome: enumOf(CARRIER_ASSIST_OUTCOMES).nullable(),
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type CarrierAssistRequest = z.infer<typeof carrierAssistRequestSchema>;

/** The warning's 运营商协助 section: the carrier of the victim's number, whether the caller may ask, the requests. */
export const carrierAssistOfWarningSchema = z.object({
  carrier: enumOf(CARRIERS).nullable(),
  partnerOrgName: z.string().nullable(),
  refusal: enumOf(CARRIER_ASSIST_REFUSALS).nullable(),
  /** Helps already asked and not yet answered: asked again only after the answer. */
  openHelps: z.array(enumOf(CARRIER_ASSIST_HELPS)),
  requests: z.array(carrierAssistRequestSchema),
});
export type CarrierAssistOfWarning = z.infer<typeof carrierAssistOfWarningSchema>;

const W = '/api/guard/early-warning/v2/carrier-assist';
/** 运营商协助 on a warning (guard holder and the centre; the carrier answers through COOPERATION_ENDPOINTS.handle). */
export const CARRIER_ASSIST_ENDPOINTS = {
  ofWarning: get(anti, W, { query: carrierAssistQuerySchema, answer: carrierAssistOfWarningSchema }),
  ask: post(anti, `${W}/ask`, { body: carrierAssistAskBodySchema, answer: carrierAssistOfWarningSchema }),
};
