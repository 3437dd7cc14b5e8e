import { ASSIGNMENT_STATES, TRANSFER_REASONS, TRANSFER_STATUSES, keysOf } from '@afp/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(ASSIGNMENT_STATES);
const REASONS = keysOf(TRANSFER_REASONS);
const STATUSES = keysOf(TRANSFER_STATUSES);

/** A transfer 移交 of a warning from one organisation to another (DESIGN §4.2). */
export const warningTransfer = pgTable(
  'warning_transfer',
  {
    id: text('id').primaryKey(),
    warningId: text('warning_id').notNull(),
    fromAssignmentId: text('from_assignment_id').notNull(),
    /** The sender's assignment state before the transfer, restored on reject or withdraw. */
    fromState: text('from_state', { enum: STATES }).notNull(),
    fromOrgId: text('from_org_id').notNull(),
    toOrgId: text('to_org_id').notNull(),
    toAssignmentId: text('to_assignment_id'),
    reason: text('reason', { enum: REASONS }).notNull(),
    reasonText: text('reason_text'),
    status: text('status', { enum: STATUSES }).notNull(),
    hop: integer('hop').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
    /**
     * Across districts 移交审核: the receiving district that approves (the centre may too), null when
     * the transfer needed no approval; its deadline, who approved and when, and when it escalated.
     */
    approvalOrgId: text('approval_org_id'),
    approvalDeadline: ts('approval_deadline'),
    approvedBy: text('approved_by'),
    approvedByName: text('approved_by_name'),
    approvedAt: ts('approved_at'),
    approvalEscalatedAt: ts('approval_escalated_at'),
  },
  (t) => [
    index('transfer_from_org_idx').on(t.fromOrgId, t.createdAt.desc(), t.id.desc()),
    index('transfer_to_org_idx').on(t.toOrgId, t.createdAt.desc(), t.id.desc()),
    index('transfer_warning_idx').on(t.warningId, t.createdAt),
    index('transfer_approval_org_idx').on(t.approvalOrgId, t.createdAt.desc(), t.id.desc()),
    index('transfer_approval_due_idx')
      .on(t.approvalDeadline)
      .where(sql`status = 'PENDING_APPROVAL' and approval_escalated_at is null`),
    checkOneOf('warning_transfer_from_state_check', t.fromState, STATES),
    checkOneOf('warning_transfer_reason_check', t.reason, REASONS),
    checkOneOf('warning_transfer_status_check', t.status, STATUSES),
  ],
);
export type WarningTransferRow = typeof warningTransfer.$inferSelect;
