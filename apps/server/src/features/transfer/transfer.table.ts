import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A transfer 移交 of a warning from one organisation to another (DESIGN §4.2). */
export const warningTransfer = pgTable(
  'warning_transfer',
  {
    id: text('id').primaryKey(),
    warningId: text('warning_id').notNull(),
    fromAssignmentId: text('from_assignment_id').notNull(),
    /** The sender's assignment state before the transfer, restored on reject or withdraw. */
    fromState: text('from_state').notNull(),
    fromOrgId: text('from_org_id').notNull(),
    toOrgId: text('to_org_id').notNull(),
    toAssignmentId: text('to_assignment_id'),
    reason: text('reason').notNull(),
    reasonText: text('reason_text'),
    status: text('status').notNull(),
    hop: integer('hop').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('transfer_from_org_idx').on(t.fromOrgId, t.createdAt.desc(), t.id.desc()),
    index('transfer_to_org_idx').on(t.toOrgId, t.createdAt.desc(), t.id.desc()),
    index('transfer_warning_idx').on(t.warningId, t.createdAt),
  ],
);
export type WarningTransferRow = typeof warningTransfer.$inferSelect;
