import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const CONTACT_RESULTS = ['REACHED', 'RELATIVE', 'UNREACHABLE'] as const;

/** Contact results a liaison 联络员 records on a forwarded warning (DESIGN §4.2). */
export const liaisonFeedback = pgTable(
  'liaison_feedback',
  {
    id: text('id').primaryKey(),
    assignmentId: text('assignment_id').notNull(),
    warningId: text('warning_id').notNull(),
    orgId: text('org_id').notNull(),
    contactResult: text('contact_result', { enum: CONTACT_RESULTS }).notNull(),
    content: text('content').notNull(),
    createdBy: text('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('liaison_feedback_warning_idx').on(t.warningId, t.createdAt),
    checkOneOf('liaison_feedback_contact_result_check', t.contactResult, CONTACT_RESULTS),
  ],
);
