// What organisations owe by a deadline, from each owner's face: identity's todos and reminders read these.
import type { WorkItemSource } from './core/work-item-source.ts';
import { cooperationStepItems, cooperationTaskItems } from './features/cooperation/index.ts';
import { warningFeedbackItems, warningSignItems } from './features/early-warning/index.ts';
import { mailFeedbackItems, mailSignItems } from './features/mail/index.ts';
import { controlVisitItems } from './features/people-control/index.ts';
import { reportItems } from './features/report/index.ts';

/** Every kind of work item with a holder and (mostly) a deadline (issue 26). */
export const WORK_ITEM_SOURCES: readonly WorkItemSource[] = [
  warningSignItems,
  warningFeedbackItems,
  mailSignItems,
  mailFeedbackItems,
  cooperationTaskItems,
  cooperationStepItems,
  reportItems,
  controlVisitItems,
];
