import { CASE_PUBLICITY_STATES, PUBLICITY_CONTENT_STATES, PUBLICITY_RECORD_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { invalidPublicityMove, stalePublicity } from './publicity.errors.ts';
import {
  CASE_ACTION_NAMES,
  CASE_TRANSITIONS,
  CONTENT_ACTION_NAMES,
  CONTENT_TRANSITIONS,
  RECORD_ACTION_NAMES,
  RECORD_TRANSITIONS,
} from './publicity.rules.ts';
import { casePublicity, publicityContent, publicityRecord } from './publicity.table.ts';

/** A library item: edited while published, then withdrawn. */
export const CONTENT_WORKFLOW = defineWorkflow({
  entityType: 'publicity_content',
  table: publicityContent,
  states: PUBLICITY_CONTENT_STATES,
  actions: CONTENT_TRANSITIONS,
  logAction: (action) => `publicity.content.${action}`,
  illegal: (state, action) => invalidPublicityMove(PUBLICITY_CONTENT_STATES[state], CONTENT_ACTION_NAMES[action]),
  stale: stalePublicity,
});

/** A publicity record: SUBMITTED → VERIFIED | REFUSED → SUBMITTED. */
export const RECORD_WORKFLOW = defineWorkflow({
  entityType: 'publicity_record',
  table: publicityRecord,
  states: PUBLICITY_RECORD_STATES,
  actions: RECORD_TRANSITIONS,
  logAction: (action) => `publicity.record.${action}`,
  illegal: (state, action) => invalidPublicityMove(PUBLICITY_RECORD_STATES[state], RECORD_ACTION_NAMES[action]),
  stale: stalePublicity,
});

/** 一案一宣: PENDING | REFUSED → SUBMITTED → VERIFIED | REFUSED. */
export const CASE_WORKFLOW = defineWorkflow({
  entityType: 'case_publicity',
  table: casePublicity,
  states: CASE_PUBLICITY_STATES,
  actions: CASE_TRANSITIONS,
  logAction: (action) => `publicity.case.${action}`,
  illegal: (state, action) => invalidPublicityMove(CASE_PUBLICITY_STATES[state], CASE_ACTION_NAMES[action]),
  stale: stalePublicity,
});
