import {
  COOPERATION_DEADLINES,
  COOPERATION_EXTENSION_HOURS,
  COOPERATION_MEASURE_HOURS,
  COOPERATION_OPEN_STATES,
  COOPERATION_PAPERWORK_HOURS,
  COOPERATION_REDO_DEADLINE,
  COOPERATION_STEP_LAPSE_LEAD_MINUTES,
  type CooperationStepKind,
  type CooperationStepState,
  type CooperationTaskState,
  type CooperationTaskType,
  type CooperationUrgency,
} from '@afp/contract';
import {
  canMovePartnerTask,
  isPartnerTaskOverdue,
  partnerTaskDeadlineOf,
  type PartnerTaskTransitions,
} from '../partner-task/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What may happen to a cooperation task, and who does it. */
export type CooperationAction = 'receive' | 'start' | 'feedback' | 'return' | 'close' | 'withdraw';
export const PARTNER_ACTIONS: readonly CooperationAction[] = ['receive', 'start', 'feedback'];

/**
 * The transition table (DESIGN §4.9): action → states it may start from → state it leads to.
 * Anything not listed answers 409 cooperation.invalid_transition. A returned task is handled again.
 */
export const COOPERATION_TRANSITIONS: PartnerTaskTransitions<CooperationAction, CooperationTaskState> = {
  receive: { from: ['ISSUED'], to: 'RECEIVED' },
  start: { from: ['RECEIVED', 'RETURNED'], to: 'HANDLING' },
  feedback: { from: ['HANDLING'], to: 'FED_BACK' },
  return: { from: ['FED_BACK'], to: 'RETURNED' },
  close: { from: ['FED_BACK'], to: 'CLOSED' },
  withdraw: { from: ['ISSUED'], to: 'WITHDRAWN' },
};

export const canApplyCooperationAction = (action: CooperationAction, state: CooperationTaskState): boolean =>
  canMovePartnerTask(COOPERATION_TRANSITIONS, action, state);

/** Steps of a measure: only a pending step is answered (or cancelled with its task's withdrawal). */
export const STEP_TRANSITIONS: Record<'feedback' | 'cancel', { from: CooperationStepState; to: CooperationStepState }> =
  {
    feedback: { from: 'PENDING', to: 'DONE' },
    cancel: { from: 'PENDING', to: 'CANCELLED' },
  };

/** When the partner's answer is due: urgent in minutes, routine in working days (contract constants). */
export function cooperationDeadlineOf(
  urgency: CooperationUrgency,
  from: Date,
  choice: { minutes?: number; workingDays?: number } = {},
): Date {
  return partnerTaskDeadlineOf(urgency, from, {
    minutes: choice.minutes ?? COOPERATION_DEADLINES.urgentMinutes[0],
    workingDays: choice.workingDays ?? COOPERATION_DEADLINES.routineWorkingDays[0],
  });
}

/** The redo deadline of a returned feedback. */
export const redoDeadlineOf = (urgency: CooperationUrgency, from: Date): Date =>
  cooperationDeadlineOf(urgency, from, {
    minutes: COOPERATION_REDO_DEADLINE.urgentMinutes,
    workingDays: COOPERATION_REDO_DEADLINE.routineWorkingDays,
  });

/** Overdue is derived, never stored: the partner still owes an answer past the deadline. */
export const isCooperationOverdue = (task: { state: CooperationTaskState; deadlineAt: Date }, now: Date): boolean =>
  isPartnerTaskOverdue(task, COOPERATION_OPEN_STATES, now);

/** Fed back after the deadline that was running. */
export const isFedBackLate = (task: { fedBackAt: Date | null; deadlineAt: Date }): boolean =>
  task.fedBackAt !== null && task.fedBackAt > task.deadlineAt;

/** A step waiting for the partner past its deadline. */
export const isStepOverdue = (step: { state: CooperationStepState; deadlineAt: Date }, now: Date): boolean =>
  step.state === 'PENDING' && now > step.deadlineAt;

/** 后补流程: an urgent step's paperwork is due within the configured hours of the request. */
export const paperworkDueOf = (urgency: CooperationUrgency, requestedAt: Date): Date | null =>
  urgency === 'URGENT' ? new Date(requestedAt.getTime() + COOPERATION_PAPERWORK_HOURS * HOUR) : null;

export const isPaperworkOverdue = (
  step: { paperworkDueAt: Date | null; paperworkDoneAt: Date | null; state: CooperationStepState },
  now: Date,
): boolean =>
  step.state !== 'CANCELLED' &&
  step.paperworkDueAt !== null &&
  step.paperworkDoneAt === null &&
  now > step.paperworkDueAt;

/** How long the measure stays in force after it is done or extended. */
export function measureExpiryOf(type: CooperationTaskType, from: Date): Date | null {
  const hours = COOPERATION_MEASURE_HOURS[type];
  return hours === undefined ? null : new Date(from.getTime() + hours * HOUR);
}

interface StepLike {
  kind: CooperationStepKind;
  state: CooperationStepState;
  expiresAt: Date | null;
}

/** Until when the measure is in force: the last answered request or extension, unless released. */
export function measureInForceUntil(steps: readonly StepLike[]): Date | null {
  const done = steps.filter((step) => step.state === 'DONE');
  if (done.some((step) => step.kind === 'RELEASE')) return null;
  return done.reduce<Date | null>(
    (latest, step) => (step.expiresAt && (!latest || step.expiresAt > latest) ? step.expiresAt : latest),
    null,
  );
}

/**
 * Whether the centre may add a 延期 / 解除: the measure was answered and is not released, no step
 * waits, and the task is fed back or closed (a returned or handled task is still being answered).
 */
export function mayAddStep(
  task: { type: CooperationTaskType; state: CooperationTaskState },
  steps: readonly StepLike[],
): boolean {
  if (COOPERATION_MEASURE_HOURS[task.type] === undefined) return false;
  if (task.state !== 'FED_BACK' && task.state !== 'CLOSED') return false;
  if (steps.some((step) => step.state === 'PENDING')) return false;
  const request = steps.find((step) => step.kind === 'REQUEST');
  return request?.state === 'DONE' && !steps.some((step) => step.kind === 'RELEASE' && step.state === 'DONE');
}

/**
 * The new expiry after an extension: the hours it asked for (else the measure's duration) from the
 * current expiry, or from when it was done when the measure had lapsed.
 */
export function extendedExpiryOf(
  type: CooperationTaskType,
  currentExpiry: Date | null,
  doneAt: Date,
  extensionHours: number | null = null,
): Date | null {
  const base = currentExpiry && currentExpiry > doneAt ? currentExpiry : doneAt;
  return extensionHours ? new Date(base.getTime() + extensionHours * HOUR) : measureExpiryOf(type, base);
}

/** Whether `hours` is one of the durations a 延期 of this measure may ask for. */
export const isExtensionHoursAllowed = (type: CooperationTaskType, hours: number): boolean =>
  COOPERATION_EXTENSION_HOURS[type]?.includes(hours) ?? false;

/**
 * When the partner must answer a 延期 / 解除: its usual deadline, but never after the measure
 * lapses — the lead before the lapse, or the lapse itself when less than the lead is left (a bank
 * answering an extension after the 止付 lapsed answers too late).
 */
export function stepDeadlineOf(urgency: CooperationUrgency, now: Date, inForceUntil: Date | null): Date {
  const usual = cooperationDeadlineOf(urgency, now);
  if (!inForceUntil || inForceUntil <= now) return usual;
  const lead = new Date(inForceUntil.getTime() - COOPERATION_STEP_LAPSE_LEAD_MINUTES * MINUTE);
  const latest = lead > now ? lead : inForceUntil;
  return usual < latest ? usual : latest;
}
