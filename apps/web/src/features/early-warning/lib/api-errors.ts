import { feedbackProblems, type FeedbackBody } from '@afp/contract';
import { ApiError } from '../../../lib/api-client';

/** Messages of the shared cross-field rules, so a server 400 carrying one maps to its field. */
const PROBLEM_FIELDS: Record<string, keyof FeedbackBody> = Object.fromEntries(
  feedbackProblems({
    assignmentId: 'x',
    version: 0,
    channels: ['sms'],
    contactTarget: 'relative',
    connected: false,
    defrauded: 'YES',
    isFinal: true,
  })
    .concat(
      feedbackProblems({
        assignmentId: 'x',
        version: 0,
        channels: ['phone'],
        contactTarget: 'self',
        connected: true,
        defrauded: 'NO',
        isFinal: true,
      }),
    )
    .map((problem) => [problem.message, problem.field]),
);

/**
 * The form field a 400 names: schema errors read `参数 <field> 错误:…`, rule errors carry the
 * rule's own message. Undefined when no field can be told.
 */
export function fieldOfError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 400) return undefined;
  const named = /参数\s*([A-Za-z]+)/.exec(error.message)?.[1];
  if (named) return named;
  const withField = (error as ApiError & { field?: unknown }).field;
  if (typeof withField === 'string') return withField;
  return PROBLEM_FIELDS[error.message];
}

export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.code === 409;
