import { VERIFICATION_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { invalidVerificationMove, staleVerification } from './verification.errors.ts';
import { VERIFICATION_ENTITY } from './verification.repository.ts';
import { VERIFICATION_TRANSITIONS, type VerificationAction } from './verification.rules.ts';
import { verificationItem } from './verification.table.ts';

/** What the history (the operation log's action) and a refusal call each move. */
export const VERIFICATION_ACTION_NAMES: Record<VerificationAction | 'submit', string> = {
  submit: '提交核查',
  resubmit: '重新提交',
  verify: '核查通过',
  review: '复核通过',
  refuseAtVerify: '核查退回',
  refuseAtReview: '复核退回',
  settleReviewed: '业务审核通过',
  settleRefused: '业务审核退回',
};

/** An item's moves, logged under their Chinese names. */
export const VERIFICATION_WORKFLOW = defineWorkflow({
  entityType: VERIFICATION_ENTITY,
  table: verificationItem,
  states: VERIFICATION_STATES,
  actions: VERIFICATION_TRANSITIONS,
  logAction: (action) => VERIFICATION_ACTION_NAMES[action],
  illegal: (state, action) => invalidVerificationMove(state, VERIFICATION_ACTION_NAMES[action]),
  stale: staleVerification,
});
