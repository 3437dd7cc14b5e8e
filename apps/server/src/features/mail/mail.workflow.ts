import { MAIL_RECEIPT_STATES, MAIL_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { mailInvalidTransition, mailStaleVersion, receiptInvalidTransition } from './mail.errors.ts';
import { MAIL_ENTITY, MAIL_RECEIPT_ENTITY } from './mail.repository.ts';
import { MAIL_TRANSITIONS, RECEIPT_TRANSITIONS, type MailAction, type ReceiptAction } from './mail.rules.ts';
import { mail, mailReceipt } from './mail.table.ts';

/** What a refusal names for each action (`当前状态（已退回）不能签收`). */
export const RECEIPT_ACTION_NAMES: Record<ReceiptAction, string> = {
  read: '阅读',
  sign: '签收',
  return: '退回',
  feedback: '反馈',
  redo: '退回反馈',
  revoke: '撤回',
  finish: '办结',
};
export const MAIL_ACTION_NAMES: Record<MailAction, string> = {
  approve: '签发',
  reject: '退回修改',
  supplement: '补发',
  revoke: '撤回',
  urge: '催办',
  finish: '办结',
};

/** A receipt's moves, logged as `mail.<action>` with `未读 → 已签收` (and the reason given). */
export const RECEIPT_WORKFLOW = defineWorkflow({
  entityType: MAIL_RECEIPT_ENTITY,
  table: mailReceipt,
  states: MAIL_RECEIPT_STATES,
  actions: RECEIPT_TRANSITIONS,
  logAction: (action) => `mail.${action}`,
  logRemark: 'labelled',
  illegal: (state, action) => receiptInvalidTransition(state, RECEIPT_ACTION_NAMES[action]),
  stale: mailStaleVersion,
});

/** The mail's own moves, logged as `mail.<action>` with the remark the sender's service writes. */
export const MAIL_WORKFLOW = defineWorkflow({
  entityType: MAIL_ENTITY,
  table: mail,
  states: MAIL_STATES,
  actions: MAIL_TRANSITIONS,
  logAction: (action) => `mail.${action}`,
  illegal: (state, action) => mailInvalidTransition(state, MAIL_ACTION_NAMES[action]),
  stale: mailStaleVersion,
});
