import {
  isInSubtree,
  managesPreach,
  mayAssignPreachUnit,
  PREACH_DOUBLE_BOOKING_HOURS,
  PREACH_FILTER_STATES,
  PREACH_REPEAT_BOOKING_HOURS,
  PREACH_SIGN_IN_WINDOW_HOURS,
  PREACH_STATES,
  type Caller,
  type PreachAction,
  type PreachState,
} from '@afp/contract';

const HOUR_MS = 3_600_000;

/**
 * Who moves an appointment from where to where (DESIGN §4.6). `verify` and `refuse` are the shared
 * verification's answers on a completion; every other move is a person's, checked by `mayAct`.
 */
export const PREACH_TRANSITIONS = {
  assignUnit: { from: ['SUBMITTED', 'ASSIGNED_TO_UNIT', 'ASSIGNED_TO_GUARD'], to: 'ASSIGNED_TO_UNIT' },
  assignGuard: { from: ['SUBMITTED', 'ASSIGNED_TO_UNIT', 'ASSIGNED_TO_GUARD'], to: 'ASSIGNED_TO_GUARD' },
  accept: { from: ['ASSIGNED_TO_GUARD'], to: 'ACCEPTED' },
  decline: { from: ['ASSIGNED_TO_GUARD'], to: 'ASSIGNED_TO_UNIT' },
  reject: { from: ['SUBMITTED', 'ASSIGNED_TO_UNIT'], to: 'REJECTED' },
  cancel: { from: ['SUBMITTED', 'ASSIGNED_TO_UNIT', 'ASSIGNED_TO_GUARD', 'ACCEPTED'], to: 'CANCELLED' },
  complete: { from: ['ACCEPTED'], to: 'COMPLETED' },
  verify: { from: ['COMPLETED'], to: 'CLOSED' },
  refuse: { from: ['COMPLETED'], to: 'ACCEPTED' },
} as const satisfies Record<string, { from: readonly PreachState[]; to: PreachState }>;
export type PreachMove = keyof typeof PREACH_TRANSITIONS;

export const PREACH_MOVE_NAMES: Record<PreachMove, string> = {
  assignUnit: '分配单位',
  assignGuard: '分配卫士',
  accept: '接受',
  decline: '退回单位',
  reject: '驳回',
  cancel: '取消',
  complete: '完成宣讲',
  verify: '核查通过',
  refuse: '核查退回',
};

/** The state after `move`, or undefined when the move is not allowed from `from`. */
export function nextPreachState(from: PreachState, move: PreachMove): PreachState | undefined {
  const transition = PREACH_TRANSITIONS[move];
  return (transition.from as readonly PreachState[]).includes(from) ? transition.to : undefined;
}

export interface PreachSubject {
  state: PreachState;
  source: 'BOOKING' | 'SELF';
  orgPath: string;
  guardId: string | null;
}

/** Whether the caller may make this person's move on the appointment (its state aside). */
export function mayAct(caller: Caller, subject: PreachSubject, move: PreachMove): boolean {
  const isItsGuard = caller.loginType === 'guard' && subject.guardId === caller.id;
  switch (move) {
    case 'assignUnit':
      return mayAssignPreachUnit(caller) && isInSubtree(subject.orgPath, caller.orgPath);
    case 'assignGuard':
    case 'reject':
      return managesPreach(caller, subject.orgPath);
    case 'cancel':
      return managesPreach(caller, subject.orgPath) || (isItsGuard && subject.source === 'SELF');
    case 'accept':
    case 'decline':
    case 'complete':
      return isItsGuard;
    case 'verify':
    case 'refuse':
      return false;
  }
}

const PERSON_MOVES = ['assignUnit', 'assignGuard', 'accept', 'decline', 'reject', 'cancel', 'complete'] as const;

/** The moves the caller may make now: the page shows only these. */
export const actionsOf = (caller: Caller, subject: PreachSubject): PreachAction[] =>
  PERSON_MOVES.filter((move) => nextPreachState(subject.state, move) && mayAct(caller, subject, move));

/** States in which a session holds its guard's time: a second one within ±2 h is a double booking. */
export const BOOKED_STATES = ['ASSIGNED_TO_GUARD', 'ACCEPTED', 'COMPLETED', 'CLOSED'] as const satisfies PreachState[];

/** Two sessions clash when their starts are less than the double-booking hours apart. */
export const clashes = (a: Date, b: Date): boolean =>
  Math.abs(a.getTime() - b.getTime()) < PREACH_DOUBLE_BOOKING_HOURS * HOUR_MS;

/** The instants less than `hours` before or after `at` (exclusive bounds). */
const windowAround = (at: Date, hours: number): { from: Date; to: Date } => ({
  from: new Date(at.getTime() - hours * HOUR_MS),
  to: new Date(at.getTime() + hours * HOUR_MS),
});

/** The window of starts that clash with a session starting at `startsAt`. */
export const clashWindow = (startsAt: Date) => windowAround(startsAt, PREACH_DOUBLE_BOOKING_HOURS);

/** The attendee page's window of sessions around now. */
export const signInWindow = (now: Date) => windowAround(now, PREACH_SIGN_IN_WINDOW_HOURS);

/** The starts of a phone's open requests that a booking at `startsAt` would repeat. */
export const repeatBookingWindow = (startsAt: Date) => windowAround(startsAt, PREACH_REPEAT_BOOKING_HOURS);

/** States in which a request is still open: a rejected or cancelled one may be asked again. */
export const OPEN_STATES = (Object.keys(PREACH_STATES) as PreachState[]).filter(
  (state) => !PREACH_FILTER_STATES.ENDED.includes(state),
);

/** A unit may book only a session in the future. */
export const isBookable = (startsAt: Date, now: Date): boolean => startsAt.getTime() > now.getTime();
