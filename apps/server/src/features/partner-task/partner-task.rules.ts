import { addWorkingDays } from '../../core/working-days.ts';

/**
 * Partner tasks (DESIGN §4.9): a task issued to one partner organisation — a 警企协作 cooperation
 * task or a partner's share of an oa 工单 order. Both sources have the same states, columns and
 * deadlines by design; these rules serve both.
 */
export type PartnerTaskUrgency = 'NORMAL' | 'URGENT';

/** A workflow's transition table: action → the states it may start from → the state it leads to. */
export type PartnerTaskTransitions<Action extends string, State extends string> = Record<
  Action,
  { from: readonly State[]; to: State }
>;

/** Whether `action` may start from `state` by the source's table. */
export const canMovePartnerTask = <Action extends string, State extends string>(
  transitions: PartnerTaskTransitions<Action, State>,
  action: Action,
  state: State,
): boolean => transitions[action].from.includes(state);

/** How long the partner has: urgent tasks in minutes, routine ones in working days (China time). */
export interface PartnerTaskTerm {
  minutes: number;
  workingDays: number;
}

/** When the partner's answer is due: urgent `term.minutes` after `from`, routine `term.workingDays` working days. */
export const partnerTaskDeadlineOf = (urgency: PartnerTaskUrgency, from: Date, term: PartnerTaskTerm): Date =>
  urgency === 'URGENT' ? new Date(from.getTime() + term.minutes * 60_000) : addWorkingDays(from, term.workingDays);

/** Overdue is derived, never stored: the partner still owes an answer (an open state) past the deadline. */
export const isPartnerTaskOverdue = <State extends string>(
  task: { state: State; deadlineAt: Date },
  openStates: readonly State[],
  now: Date,
): boolean => openStates.includes(task.state) && now > task.deadlineAt;

/** A time the partner says it acted may lie ahead of the server by `slackMs` (phone clocks), never more. */
export const isDoneAtAcceptable = (doneAt: Date, now: Date, slackMs: number): boolean =>
  doneAt.getTime() <= now.getTime() + slackMs;
