import { CARD_RECORD_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { cardInvalidTransition, cardStaleVersion } from './card-feedback.errors.ts';
import { CARD_RECORD_ENTITY } from './card-feedback.repository.ts';
import { CARD_TRANSITIONS } from './card-feedback.rules.ts';
import { cardOpeningRecord } from './card-feedback.table.ts';

/** A card-opening record's moves: the rules' transition table, logged as `未分配 → 已分配：…`. */
export const CARD_WORKFLOW = defineWorkflow({
  entityType: CARD_RECORD_ENTITY,
  table: cardOpeningRecord,
  states: CARD_RECORD_STATES,
  actions: CARD_TRANSITIONS,
  logAction: (action) => `card_feedback.${action}`,
  logRemark: 'labelled',
  illegal: cardInvalidTransition,
  stale: cardStaleVersion,
});
