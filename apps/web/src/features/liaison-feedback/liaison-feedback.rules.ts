import { liaisonFeedbackBodySchema, type LiaisonContactResult } from '@afp/contract';
import type { LiaisonFeedbackBody } from './api/liaison-feedback.mutations';

export interface LiaisonFeedbackForm {
  contactResult: LiaisonContactResult | null;
  content: string;
}
export const EMPTY_LIAISON_FEEDBACK: LiaisonFeedbackForm = { contactResult: null, content: '' };
export type LiaisonFeedbackProblems = Partial<Record<keyof LiaisonFeedbackForm, string>>;

/** The body to send, or the problems of each field (contact result and content are required). */
export function checkLiaisonFeedback(
  assignmentId: string,
  form: LiaisonFeedbackForm,
): { body: LiaisonFeedbackBody; problems: null } | { body: null; problems: LiaisonFeedbackProblems } {
  const parsed = liaisonFeedbackBodySchema.safeParse({ assignmentId, ...form });
  if (parsed.success) return { body: parsed.data, problems: null };
  const problems: LiaisonFeedbackProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'contactResult') problems.contactResult = '请选择联系结果';
    if (field === 'content') problems.content = issue.message.startsWith('请') ? issue.message : '反馈内容不超过1000字';
  }
  return { body: null, problems };
}
