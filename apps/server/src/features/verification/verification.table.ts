import { keysOf, LOGIN_TYPES, VERIFIABLE_KINDS, VERIFICATION_STAGES, VERIFICATION_STATES } from '@afp/contract';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const KINDS = keysOf(VERIFIABLE_KINDS);
const STATES = keysOf(VERIFICATION_STATES);
const STAGES = keysOf(VERIFICATION_STAGES);

/**
 * One submitted subject of another feature waiting for (or past) 核查 and 复核 (DESIGN §4.8).
 * One row per subject (`kind`, `subject_id`): a resubmission resets it and counts a new round.
 * The responsible groups are fixed at each submission from the organisation's coverage.
 */
export const verificationItem = pgTable(
  'verification_item',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    state: text('state', { enum: STATES }).notNull(),
    /** The submitting organisation (scoping: its path). */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    submitterType: text('submitter_type', { enum: LOGIN_TYPES }).notNull(),
    submitterId: text('submitter_id').notNull(),
    submitterName: text('submitter_name').notNull(),
    submittedAt: ts('submitted_at').notNull(),
    round: integer('round').notNull().default(1),
    /** The verify group covering the organisation (deepest covered ancestor); null: administrators only. */
    verifyGroupId: text('verify_group_id'),
    /** The re-verify group covering the organisation the same way. */
    reviewGroupId: text('review_group_id'),
    verifiedBy: text('verified_by'),
    verifiedByName: text('verified_by_name'),
    verifiedAt: ts('verified_at'),
    reviewedBy: text('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: ts('reviewed_at'),
    refusedStage: text('refused_stage', { enum: STAGES }),
    refuseReason: text('refuse_reason'),
    version: integer('version').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('verification_item_subject_idx').on(t.kind, t.subjectId),
    index('verification_item_verify_queue_idx').on(t.state, t.verifyGroupId, t.submittedAt.desc(), t.id.desc()),
    index('verification_item_review_queue_idx').on(t.state, t.reviewGroupId, t.submittedAt.desc(), t.id.desc()),
    index('verification_item_path_idx').using(
      'btree',
      t.orgPath.op('text_pattern_ops'),
      t.submittedAt.desc(),
      t.id.desc(),
    ),
    checkOneOf('verification_item_kind_check', t.kind, KINDS),
    checkOneOf('verification_item_state_check', t.state, STATES),
    checkOneOf('verification_item_submitter_type_check', t.submitterType, LOGIN_TYPES),
    checkOneOf('verification_item_refused_stage_check', t.refusedStage, STAGES),
  ],
);
export type VerificationItemRow = typeof verificationItem.$inferSelect;
