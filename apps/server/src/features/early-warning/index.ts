// Early warnings 预警. Module context: EarlyWarningContext = { db, clock, operationLog, events, notifier, jobs }.
// Assignment transitions, dispatch and their errors are in core/assignment (shared with transfer and intake).
export { earlyWarningModule, type EarlyWarningContext } from './early-warning.module.ts';
// The warning, assignment and feedback tables, read by the features working on warnings (intake, transfer …).
export { earlyWarning, warningAssignment, warningFeedback, type WarningAssignmentRow } from './early-warning.table.ts';
export { createWarningEvents, type WarningEventListener, type WarningEvents } from './warning-events.ts';
export {
  createHandledWarnings,
  type HandledWarning,
  type HandledWarningListener,
  type HandledWarnings,
} from './handled-warnings.ts';
export { presentRecord, type RecordSource } from './early-warning.presenter.ts';
export { createFraudTypeDictionary, type FraudTypeDictionary, type FraudTypeEntry } from './fraud-type.dictionary.ts';
// The list's own queries, for the benchmark's query plans (bench/warnings.ts).
export { createEarlyWarningRepository, type PageFilter } from './early-warning.repository.ts';
// Figures for rule statistics and the leaderboard (core/metric-source.ts).
export {
  caseRateFigure,
  handledWarningsFigure,
  returnVisitFigure,
  warningTimelyFigure,
} from './early-warning.figures.ts';
