import { PREACH_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { invalidPreachMove, stalePreach } from './preaching.errors.ts';
import { PREACH_MOVE_NAMES, PREACH_TRANSITIONS } from './preaching.rules.ts';
import { preachAppointment } from './preaching.table.ts';

/** A preaching appointment 宣讲预约 (DESIGN §4.6): its transition table, log names and 409 answers. */
export const PREACH_WORKFLOW = defineWorkflow({
  entityType: 'preach_appointment',
  table: preachAppointment,
  states: PREACH_STATES,
  actions: PREACH_TRANSITIONS,
  logAction: (action) => `preaching.${action}`,
  illegal: (state, action) => invalidPreachMove(PREACH_STATES[state], PREACH_MOVE_NAMES[action]),
  stale: stalePreach,
});
