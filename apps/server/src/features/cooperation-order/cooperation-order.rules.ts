import {
  ORDER_DEADLINE_DEFAULTS,
  ORDER_REDO_DEADLINE,
  ORDER_TASK_FINAL_STATES,
  ORDER_TASK_OPEN_STATES,
  type OrderTaskState,
  type OrderUrgency,
} from '@afp/contract';
import {
  canMovePartnerTask,
  isDoneAtAcceptable as isWithinSlack,
  isPartnerTaskOverdue,
  partnerTaskDeadlineOf,
  type PartnerTaskTransitions,
} from '../partner-task/index.ts';

/** What may happen to an order task (DESIGN §4.9): the partner's three steps and the centre's three. */
export type OrderTaskMove = 'receive' | 'start' | 'feedback' | 'return' | 'close' | 'withdraw';

/**
 * The transition table: move → states it may start from → state it leads to. Anything not listed
 * answers 409 cooperation_order.invalid_transition. A returned task is redone: started again or
 * fed back at once.
 */
export const ORDER_TASK_TRANSITIONS: PartnerTaskTransitions<OrderTaskMove, OrderTaskState> = {
  receive: { from: ['ISSUED'], to: 'RECEIVED' },
  start: { from: ['RECEIVED', 'RETURNED'], to: 'HANDLING' },
  feedback: { from: ['HANDLING', 'RETURNED'], to: 'FED_BACK' },
  return: { from: ['FED_BACK'], to: 'RETURNED' },
  close: { from: ['FED_BACK'], to: 'CLOSED' },
  withdraw: { from: ['ISSUED'], to: 'WITHDRAWN' },
};

export const canMoveOrderTask = (move: OrderTaskMove, state: OrderTaskState): boolean =>
  canMovePartnerTask(ORDER_TASK_TRANSITIONS, move, state);

/** Who makes each move: the partner its own task, the issuing side (oa) the rest. */
export const PARTNER_MOVES: readonly OrderTaskMove[] = ['receive', 'start', 'feedback'];

/** Deadline configuration (DESIGN §4.9 *(default)*): the app may pass other figures. */
export interface OrderDeadlineConfig {
  urgentMinutes: number;
  normalWorkingDays: number;
  redoUrgentMinutes: number;
  redoNormalWorkingDays: number;
}
export const DEFAULT_ORDER_DEADLINES: OrderDeadlineConfig = {
  urgentMinutes: ORDER_DEADLINE_DEFAULTS.urgentMinutes,
  normalWorkingDays: ORDER_DEADLINE_DEFAULTS.normalWorkingDays,
  redoUrgentMinutes: ORDER_REDO_DEADLINE.urgentMinutes,
  redoNormalWorkingDays: ORDER_REDO_DEADLINE.normalWorkingDays,
};

/** The deadline of a task issued at `issuedAt`: urgent in minutes, routine in working days. */
export function orderDeadlineOf(
  order: { urgency: OrderUrgency; deadlineMinutes?: number; deadlineWorkingDays?: number },
  issuedAt: Date,
  config: OrderDeadlineConfig = DEFAULT_ORDER_DEADLINES,
): Date {
  return partnerTaskDeadlineOf(order.urgency, issuedAt, {
    minutes: order.deadlineMinutes ?? config.urgentMinutes,
    workingDays: order.deadlineWorkingDays ?? config.normalWorkingDays,
  });
}

/** A returned feedback is due again: urgent within the redo minutes, routine within the redo working days. */
export const redoDeadlineOf = (
  urgency: OrderUrgency,
  returnedAt: Date,
  config: OrderDeadlineConfig = DEFAULT_ORDER_DEADLINES,
): Date =>
  partnerTaskDeadlineOf(urgency, returnedAt, {
    minutes: config.redoUrgentMinutes,
    workingDays: config.redoNormalWorkingDays,
  });

/** Overdue is derived, never stored: still owing an answer past the deadline. */
export const isOrderTaskOverdue = (task: { state: OrderTaskState; deadlineAt: Date }, now: Date): boolean =>
  isPartnerTaskOverdue(task, ORDER_TASK_OPEN_STATES, now);

/** An order is done when every one of its tasks is closed or withdrawn. */
export const isOrderDone = (states: readonly OrderTaskState[]): boolean =>
  states.length > 0 && states.every((state) => ORDER_TASK_FINAL_STATES.includes(state));

/** The feedback's "done at" may not lie in the future (a minute of clock skew allowed). */
export const isDoneAtAcceptable = (doneAt: Date, now: Date): boolean => isWithinSlack(doneAt, now, 60_000);
