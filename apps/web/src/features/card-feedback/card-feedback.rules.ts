import {
  cardFeedbackBodySchema,
  type CardAdvice,
  type CardConclusion,
  type CardRecord,
  type CardRecordScope,
  type CardRecordState,
} from '@afp/contract';
import type { CardFeedbackBody } from './api/card-feedback.mutations';

type Choice<T> = T | null;
type FeedbackFields = Omit<CardFeedbackBody, 'id' | 'version'>;

/** What the feedback form holds while being filled in (kept in the draft store). */
export interface CardFeedbackForm {
  method: Choice<FeedbackFields['method']>;
  conclusion: Choice<CardConclusion>;
  advice: Choice<CardAdvice>;
  outcome: Choice<FeedbackFields['outcome']>;
  content: string;
  amountProtected: string;
}
export const EMPTY_CARD_FEEDBACK: CardFeedbackForm = {
  method: null,
  conclusion: null,
  advice: null,
  outcome: null,
  content: '',
  amountProtected: '',
};
export type CardFeedbackProblems = Partial<Record<keyof CardFeedbackForm, string>>;

const CHOOSE: Partial<Record<keyof CardFeedbackForm, string>> = {
  method: '请选择核实方式',
  conclusion: '请选择核实结论',
  advice: '请选择给网点的建议',
  outcome: '请选择办理结果',
};

/** The body to send, or each field's problem — the contract's own rules, so the server agrees. */
export function checkCardFeedback(
  record: Pick<CardRecord, 'id' | 'version'>,
  form: CardFeedbackForm,
): { body: CardFeedbackBody; problems: null } | { body: null; problems: CardFeedbackProblems } {
  const amountProtected = form.amountProtected.trim() || undefined;
  const parsed = cardFeedbackBodySchema.safeParse({ ...record, ...form, amountProtected });
  if (parsed.success) return { body: { ...record, ...form, amountProtected } as CardFeedbackBody, problems: null };
  const problems: CardFeedbackProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CardFeedbackForm;
    problems[field] ??= form[field] === null ? CHOOSE[field] : issue.message;
  }
  return { body: null, problems };
}

/** The assigned guard answers while the record waits for them. */
export const canAnswer = (record: Pick<CardRecord, 'state' | 'assigneeId'>, uid: string): boolean =>
  record.assigneeId === uid && (record.state === 'ASSIGNED' || record.state === 'RETURNED');

const ASSIGNABLE: readonly CardRecordState[] = ['PENDING_ASSIGN', 'ASSIGNED', 'RETURNED'];
/** Admins assign (or reassign) until the guard has answered. */
export const canAssign = (record: Pick<CardRecord, 'state'>, isOrgAdmin: boolean): boolean =>
  isOrgAdmin && ASSIGNABLE.includes(record.state);

/** Admins close or send back an answered record. */
export const canReview = (record: Pick<CardRecord, 'state'>, isOrgAdmin: boolean): boolean =>
  isOrgAdmin && record.state === 'FED_BACK';

/**
 * Where the list opens: an admin's work is the organisation's records waiting for a guard (待分配),
 * a guard's is what was assigned to them.
 */
export const initialListView = (isOrgAdmin: boolean): { scope: CardRecordScope; state: CardRecordState | 'ALL' } =>
  isOrgAdmin ? { scope: 'org', state: 'PENDING_ASSIGN' } : { scope: 'mine', state: 'ALL' };
