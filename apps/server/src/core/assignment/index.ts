// Assignments of warnings to organisations, shared by early-warning, transfer and intake (see the
// note in assignment-transition.ts): the transition table, the one state change, dispatch, scope.
export {
  canApply,
  deadlinesAt,
  feedbackAction,
  FORMER_HOLDER_STATES,
  isOverdue,
  OPEN_STATES,
  TRANSITIONS,
  type AssignmentAction,
  type DeadlineConfig,
} from './assignment.rules.ts';
export {
  DEFAULT_RECONTACT,
  DEFAULT_RECONTACT_SCHEDULE,
  mayCloseAsNotFound,
  nextAttemptDueAt,
  parseRecontactSchedule,
  type RecontactPolicy,
} from './recontact.rules.ts';
export { attemptsRequired, invalidTransition, staleVersion, warningNotFound } from './assignment.errors.ts';
export { transitionAssignment, type Actor, type TransitionRequest } from './assignment-transition.ts';
export { dispatchAssignment, HANDLING_ORG_KINDS, readDeadlineConfig, type DispatchInput } from './dispatch.ts';
export { currentHolderOf, findAssignmentInScope, seesWarningWhole, visibleAssignment } from './assignment-scope.ts';
