import { ADMIN_TRANSFER_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { adminTransferInvalid, adminTransferStale } from './promotion.errors.ts';
import { ADMIN_TRANSFER_TRANSITIONS } from './promotion.rules.ts';
import { adminTransfer } from './promotion.table.ts';

/** An offer's moves (accept, decline, cancel), logged as `admin_transfer_<action>`. */
export const ADMIN_TRANSFER_WORKFLOW = defineWorkflow({
  entityType: 'admin_transfer',
  table: adminTransfer,
  states: ADMIN_TRANSFER_STATES,
  actions: ADMIN_TRANSFER_TRANSITIONS,
  logAction: (action) => `admin_transfer_${action}`,
  illegal: (state, action) => adminTransferInvalid(state, ADMIN_TRANSFER_TRANSITIONS[action].label),
  stale: adminTransferStale,
});
