import { DEFAULT_DEADLINES, type AssignmentState, type WarningLevel } from '@afp/contract';

/** What may happen to an assignment (DESIGN §4.1/§4.2). */
export type AssignmentAction =
  | 'sign'
  | 'feedback'
  | 'secondFeedback'
  | 'unreachable'
  | 'reject'
  | 'returnVisitUnreachable'
  | 'close'
  | 'requestTransfer'
  | 'cancelTransfer'
  | 'completeTransfer'
  | 'merge';

/**
 * The transition table: action → states it may start from → state it leads to. Anything not
 * listed is an illegal transition (409 early_warning.invalid_transition).
 */
export const TRANSITIONS: Record<
  AssignmentAction,
  { from: readonly AssignmentState[]; to: AssignmentState | 'restore' }
> = {
  sign: { from: ['PENDING_SIGN'], to: 'HANDLING' },
  /** A final feedback → FED_BACK; "needs second feedback" → WAITING_SECOND_FEEDBACK. */
  feedback: { from: ['HANDLING'], to: 'FED_BACK' },
  secondFeedback: { from: ['HANDLING'], to: 'WAITING_SECOND_FEEDBACK' },
  /** Not reached, 暂时找不到: the warning waits (again) for its next attempt (recontact.rules.ts). */
  unreachable: { from: ['HANDLING', 'WAITING_SECOND_FEEDBACK'], to: 'WAITING_SECOND_FEEDBACK' },
  /** The parent organisation rejects a feedback 驳回 (with a reason): handle it again. */
  reject: { from: ['FED_BACK'], to: 'HANDLING' },
  close: { from: ['FED_BACK'], to: 'CLOSED' },
  /** The centre's return visit did not reach the victim (暂时找不到): it stays fed back for the next attempt. */
  returnVisitUnreachable: { from: ['FED_BACK'], to: 'FED_BACK' },
  requestTransfer: { from: ['PENDING_SIGN', 'HANDLING'], to: 'TRANSFERRING' },
  /** Rejected or withdrawn transfer: back to the state it had before (kept on the transfer). */
  cancelTransfer: { from: ['TRANSFERRING'], to: 'restore' },
  completeTransfer: { from: ['TRANSFERRING'], to: 'TRANSFERRED' },
  merge: { from: ['PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK'], to: 'MERGED' },
};

/** Feedback is accepted in HANDLING and, for the final one, in WAITING_SECOND_FEEDBACK. */
export function feedbackAction(state: AssignmentState, isFinal: boolean): AssignmentAction | undefined {
  if (state === 'WAITING_SECOND_FEEDBACK') return isFinal ? 'feedback' : undefined;
  if (state === 'HANDLING') return isFinal ? 'feedback' : 'secondFeedback';
  return undefined;
}

export function canApply(action: AssignmentAction, state: AssignmentState): boolean {
  if (action === 'feedback' && state === 'WAITING_SECOND_FEEDBACK') return true;
  return TRANSITIONS[action].from.includes(state);
}

/** Open states: the warning still needs someone to act. */
export const OPEN_STATES: readonly AssignmentState[] = ['PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK'];

/**
 * States of an assignment whose organisation no longer holds the warning: handed on to another
 * organisation, or merged into another warning. Every other assignment of a warning is its current one.
 */
export const FORMER_HOLDER_STATES: readonly AssignmentState[] = ['TRANSFERRED', 'MERGED'];

export interface DeadlineConfig {
  signMinutes: number;
  feedbackMinutes: number;
}

/** Deadlines are fixed at dispatch (a later configuration change does not move them). */
export function deadlinesAt(
  dispatchedAt: Date,
  level: WarningLevel,
  config: Record<WarningLevel, DeadlineConfig> = DEFAULT_DEADLINES,
): { signDeadline: Date; feedbackDeadline: Date } {
  const { signMinutes, feedbackMinutes } = config[level];
  return {
    signDeadline: new Date(dispatchedAt.getTime() + signMinutes * 60_000),
    feedbackDeadline: new Date(dispatchedAt.getTime() + feedbackMinutes * 60_000),
  };
}

/** Overdue is derived, never stored: unsigned past the sign deadline, or open past the feedback deadline. */
export function isOverdue(
  assignment: { state: string; signDeadline: Date; feedbackDeadline: Date | null },
  now: Date,
): boolean {
  if (assignment.state === 'PENDING_SIGN') return now > assignment.signDeadline;
  if (assignment.state === 'HANDLING' || assignment.state === 'WAITING_SECOND_FEEDBACK') {
    return assignment.feedbackDeadline !== null && now > assignment.feedbackDeadline;
  }
  return false;
}
