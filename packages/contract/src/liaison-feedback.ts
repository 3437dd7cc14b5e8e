import { z } from 'zod';
import { text } from './fields.ts';
import { enumOf } from './labels.ts';
import { anti, get, post } from './endpoint.ts';

/** Liaison feedback 联络员反馈: a liaison's contact result on a forwarded warning (DESIGN §4.2). */
export const LIAISON_CONTACT_RESULTS = {
  REACHED: '已联系本人',
  RELATIVE: '已联系亲友',
  UNREACHABLE: '无法联系',
} as const;
export type LiaisonContactResult = keyof typeof LIAISON_CONTACT_RESULTS;

export const liaisonFeedbackBodySchema = z.object({
  assignmentId: text(64).min(1),
  contactResult: enumOf(LIAISON_CONTACT_RESULTS),
  content: text(1000).trim().min(1, '请填写反馈内容'),
});
export const liaisonFeedbackRecordSchema = z.object({
  id: z.string(),
  contactResult: enumOf(LIAISON_CONTACT_RESULTS),
  content: z.string(),
  createdByName: z.string(),
  orgName: z.string(),
  createdAt: z.string(),
});
export type LiaisonFeedbackRecord = z.infer<typeof liaisonFeedbackRecordSchema>;
export const liaisonFeedbackListQuerySchema = z.object({ assignmentId: text(64).min(1) });

/** Liaison 联络员 contact results on a warning. */
export const LIAISON_FEEDBACK_ENDPOINTS = {
  create: post(anti, '/api/guard/liaison-feedback/v2/create', {
    body: liaisonFeedbackBodySchema,
    answer: z.object({ id: z.string() }),
  }),
  list: get(anti, '/api/guard/liaison-feedback/v2/list', {
    query: liaisonFeedbackListQuerySchema,
    answer: z.array(liaisonFeedbackRecordSchema),
  }),
};
