import {
  preachCompleteBodySchema,
  preachRequestSchema,
  type PreachAudienceType,
  type PreachTopic,
} from '@afp/contract';
import type { z } from 'zod';
import type { PreachCompleteBody, PreachRequestBody } from './api/preaching.mutations';

/** The fields of a session request: the unit's booking page and the guard's preach-create share them. */
export interface PreachRequestForm {
  applicantUnit: string;
  contactName: string;
  contactPhone: string;
  address: string;
  /** ISO instant, '' until picked. */
  startsAt: string;
  expectedAudience: string;
  audienceType: PreachAudienceType | null;
  topics: PreachTopic[];
  remark: string;
}
export const EMPTY_PREACH_REQUEST: PreachRequestForm = {
  applicantUnit: '',
  contactName: '',
  contactPhone: '',
  address: '',
  startsAt: '',
  expectedAudience: '',
  audienceType: null,
  topics: [],
  remark: '',
};
export type PreachRequestField = keyof PreachRequestForm;
export type PreachRequestProblems = Partial<Record<PreachRequestField, string>>;

const REQUEST_MESSAGES: Partial<Record<PreachRequestField, string>> = {
  startsAt: '请选择宣讲时间',
  expectedAudience: '请填写预计人数（1-100000）',
  audienceType: '请选择受众类型',
};

/** Each field's first problem, in the schema's words unless a plainer one is given. */
function problemsOf<F extends string>(error: z.ZodError, messages: Partial<Record<F, string>>) {
  const problems: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F;
    problems[field] ??= messages[field] ?? issue.message;
  }
  return problems;
}

/** The body to send, or the problems of each field (the contract's own rules). */
export function checkPreachRequest(
  form: PreachRequestForm,
): { body: PreachRequestBody; problems: null } | { body: null; problems: PreachRequestProblems } {
  const audience = Number(form.expectedAudience);
  const parsed = preachRequestSchema.safeParse({
    ...form,
    startsAt: form.startsAt || undefined,
    expectedAudience: form.expectedAudience.trim() === '' || !Number.isFinite(audience) ? undefined : audience,
    audienceType: form.audienceType ?? undefined,
    remark: form.remark.trim() || undefined,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  return { body: null, problems: problemsOf<PreachRequestField>(parsed.error, REQUEST_MESSAGES) };
}

export interface PreachCompleteForm {
  overview: string;
  audienceCount: string;
  photos: string[];
}
export const EMPTY_PREACH_COMPLETE: PreachCompleteForm = { overview: '', audienceCount: '', photos: [] };
export type PreachCompleteProblems = Partial<Record<keyof PreachCompleteForm, string>>;

/** Completion needs the overview, the audience and at least one photo (DESIGN §4.6). */
export function checkPreachComplete(
  appointment: { id: string; version: number },
  form: PreachCompleteForm,
): { body: PreachCompleteBody; problems: null } | { body: null; problems: PreachCompleteProblems } {
  const audience = Number(form.audienceCount);
  const parsed = preachCompleteBodySchema.safeParse({
    id: appointment.id,
    version: appointment.version,
    overview: form.overview,
    audienceCount: form.audienceCount.trim() === '' || !Number.isFinite(audience) ? undefined : audience,
    photos: form.photos,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  return {
    body: null,
    problems: problemsOf<keyof PreachCompleteForm>(parsed.error, { audienceCount: '请填写实到人数（1-100000）' }),
  };
}
