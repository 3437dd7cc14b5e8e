import { REPORT_ACTIONS, REPORT_SUBMISSION_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { reportInvalidTransition, reportStaleVersion } from './report.errors.ts';
import { SUBMISSION_ENTITY } from './report.repository.ts';
import { REPORT_TRANSITIONS } from './report.rules.ts';
import { reportSubmission } from './report.table.ts';

/** A submission's moves: the rules' transition table, logged as `report.<move>` with the remark given. */
export const SUBMISSION_WORKFLOW = defineWorkflow({
  entityType: SUBMISSION_ENTITY,
  table: reportSubmission,
  states: REPORT_SUBMISSION_STATES,
  actions: REPORT_TRANSITIONS,
  logAction: (action) => `report.${action}`,
  illegal: (state, action) => reportInvalidTransition(state, REPORT_ACTIONS[action]),
  stale: reportStaleVersion,
});
