import { LEDGER_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { conflict } from '../../http/errors.ts';
import { LEDGER_TRANSITIONS } from './rule-statistics.rules.ts';
import { ledgerEntry } from './rule-statistics.table.ts';

const LOGGED_AS = { verify: '台账复核通过', refuse: '台账退回', resubmit: '台账重新提交' } as const;

/** A ledger entry's moves, logged under their Chinese names; both 409s are the generic conflict. */
export const LEDGER_WORKFLOW = defineWorkflow({
  entityType: 'ledger_entry',
  table: ledgerEntry,
  states: LEDGER_STATES,
  actions: LEDGER_TRANSITIONS,
  logAction: (action) => LOGGED_AS[action],
  illegal: () => conflict('台账当前状态不允许此操作'),
  stale: () => conflict(),
});
