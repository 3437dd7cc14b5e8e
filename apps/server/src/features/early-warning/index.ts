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
// The overview's and the statistics cards' pre-aggregated figures, rebuilt by `npm run figures:rebuild`.
export { rebuildWarningFigures } from './warning-figures.ts';
// The overview's figures and their oracle, the plain aggregate, for bench/figures.ts's exactness check.
export { createWarningOverviewRepository } from './warning-overview.repository.ts';
export { plainCounts as plainOverviewCounts } from './warning-overview.oracle.ts';
// The statistics cards' figures and their oracle, likewise.
export { createEarlyWarningStatisticsRepository } from './early-warning-statistics.repository.ts';
export { plainStatisticsCounts, plainStatisticsFeedbacks } from './early-warning-statistics.oracle.ts';
// The list's own queries, for the benchmark's query plans (bench/warnings.ts).
export { createEarlyWarningRepository, type PageFilter } from './early-warning.repository.ts';
// Figures for rule statistics and the leaderboard (core/metric-source.ts).
export {
  caseRateFigure,
  feedbackWithLoss,
  withLossOf,
  handledWarningsFigure,
  returnVisitFigure,
  visitChecklistFigure,
  warningTimelyFigure,
} from './early-warning.figures.ts';
// What the organisation owes by a deadline (identity's todos and pre-deadline reminders).
export { warningFeedbackItems, warningSignItems } from './early-warning.work-items.ts';
