import {
  CONTROL_DUE_SOON_DAYS,
  CONTROL_RESUBMIT_DAYS,
  CONTROL_VISIT_INTERVAL_DAYS,
  GUARD_ROLE,
  chinaMidnight,
  isAwaitingVisit,
  isCentre,
  type Caller,
  type ControlLevel,
  type ControlledPersonState,
  type ControlTaskState,
} from '@afp/contract';

const DAY_MS = 86_400_000;

/** What may happen to a visit task, and from which states (DESIGN §4.3). */
export const TASK_TRANSITIONS = {
  submit: { from: ['PENDING', 'RETURNED'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  return: { from: ['SUBMITTED'], to: 'RETURNED' },
  cancel: { from: ['PENDING', 'SUBMITTED', 'RETURNED'], to: 'CANCELLED' },
} as const satisfies Record<string, { from: readonly ControlTaskState[]; to: ControlTaskState }>;
export type TaskAction = keyof typeof TASK_TRANSITIONS;

/** What may happen to a controlled person: `IN_CONTROL ↔ LOST_CONTACT → RELEASED`. */
export const PERSON_TRANSITIONS = {
  markLost: { from: ['IN_CONTROL'], to: 'LOST_CONTACT' },
  restore: { from: ['LOST_CONTACT'], to: 'IN_CONTROL' },
  release: { from: ['IN_CONTROL', 'LOST_CONTACT'], to: 'RELEASED' },
} as const satisfies Record<string, { from: readonly ControlledPersonState[]; to: ControlledPersonState }>;
export type PersonAction = keyof typeof PERSON_TRANSITIONS;

/**
 * The one masking rule of a controlled person's ID number and phone: whole for the guard in charge
 * of him, that guard's team admin (of the person's community) and the centre; masked for everyone
 * else, the community's other guards and the stations and districts above included.
 */
export const maySeePersonWhole = (caller: Caller, person: { orgId: string; guardId: string | null }): boolean =>
  isCentre(caller) ||
  (caller.loginType === 'guard' &&
    (caller.id === person.guardId || (caller.orgId === person.orgId && caller.roleType === GUARD_ROLE.teamAdmin)));

/** A released person keeps their record but gets no new visit tasks and no level changes. */
export const isUnderControl = (state: ControlledPersonState): boolean => state !== 'RELEASED';

/** The due time of a period starting at `periodStart` for a person of `level`. */
export const dueOf = (periodStart: Date, level: ControlLevel): Date =>
  new Date(periodStart.getTime() + CONTROL_VISIT_INTERVAL_DAYS[level] * DAY_MS);

/** A returned task keeps its due time, but never less than the resubmission days from the return. */
export const dueAfterReturn = (dueAt: Date, returnedAt: Date): Date =>
  new Date(Math.max(dueAt.getTime(), returnedAt.getTime() + CONTROL_RESUBMIT_DAYS * DAY_MS));

export const isOverdue = (task: { state: ControlTaskState | null; dueAt: Date }, now: Date): boolean =>
  isAwaitingVisit(task.state) && task.dueAt.getTime() < now.getTime();

/** The end of the 本周到期 window. */
export const dueSoonUntil = (now: Date): Date => new Date(now.getTime() + CONTROL_DUE_SOON_DAYS * DAY_MS);

/** Whole visit periods missed between the due time and `at` (0 when `at` is not past it). */
export function missedPeriods(dueAt: Date, at: Date, level: ControlLevel): number {
  const late = at.getTime() - dueAt.getTime();
  return late > 0 ? Math.ceil(late / (CONTROL_VISIT_INTERVAL_DAYS[level] * DAY_MS)) : 0;
}

/** China Standard Time: a month of the digest runs from its first midnight in +08:00. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year = 1970, monthIndex = 1] = month.split('-').map(Number);
  return { from: chinaMidnight(year, monthIndex, 1), to: chinaMidnight(year, monthIndex + 1, 1) };
}
