import {
  CARD_FEEDBACK_DEADLINE_MINUTES,
  CARD_OPEN_STATES,
  type CardRecordState,
  type CardRiskResult,
} from '@afp/contract';

/** What may happen to a card-opening record (DESIGN §4.5). */
export type CardRecordAction = 'assign' | 'feedback' | 'close' | 'return';

/**
 * The transition table: action → states it may start from → state it leads to. Anything not
 * listed answers 409 card_feedback.invalid_transition. A green record starts CLOSED and never moves.
 */
export const CARD_TRANSITIONS: Record<CardRecordAction, { from: readonly CardRecordState[]; to: CardRecordState }> = {
  /** The station admin assigns (or reassigns, while the guard has not answered) to one guard. */
  assign: { from: ['PENDING_ASSIGN', 'ASSIGNED', 'RETURNED'], to: 'ASSIGNED' },
  feedback: { from: ['ASSIGNED', 'RETURNED'], to: 'FED_BACK' },
  close: { from: ['FED_BACK'], to: 'CLOSED' },
  /** Sent back to the guard with a reason: answer again. */
  return: { from: ['FED_BACK'], to: 'RETURNED' },
};

export const canApplyCardAction = (action: CardRecordAction, state: CardRecordState): boolean =>
  CARD_TRANSITIONS[action].from.includes(state);

/** Where a record starts: green closes by itself, flagged waits for the station to assign it. */
export const initialCardState = (risk: CardRiskResult): CardRecordState =>
  risk === 'GREEN' ? 'CLOSED' : 'PENDING_ASSIGN';

/** The guard's answer is due 30 minutes after the check while the customer waits, else 24 hours; none for green. */
export function cardDeadlineOf(record: { riskResult: CardRiskResult; customerWaiting: boolean }, arrivedAt: Date) {
  if (record.riskResult === 'GREEN') return null;
  const minutes = record.customerWaiting
    ? CARD_FEEDBACK_DEADLINE_MINUTES.customerWaiting
    : CARD_FEEDBACK_DEADLINE_MINUTES.otherwise;
  return new Date(arrivedAt.getTime() + minutes * 60_000);
}

/** Overdue is derived, never stored: still owing an answer past the deadline. */
export const isCardOverdue = (record: { state: CardRecordState; deadline: Date | null }, now: Date): boolean =>
  record.deadline !== null && CARD_OPEN_STATES.includes(record.state) && now > record.deadline;
