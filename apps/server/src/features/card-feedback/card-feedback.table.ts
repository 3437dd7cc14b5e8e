import {
  CARD_ADVICES,
  CARD_CONCLUSIONS,
  CARD_FEEDBACK_METHODS,
  CARD_OUTCOMES,
  CARD_RECORD_STATES,
  CARD_RISK_RESULTS,
  CARD_TYPES,
  keysOf,
  type CardHitReason,
  type CardRiskSign,
} from '@afp/contract';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(CARD_RECORD_STATES);
const RISK_RESULTS = keysOf(CARD_RISK_RESULTS);
const CARD_TYPE_KEYS = keysOf(CARD_TYPES);
const METHODS = keysOf(CARD_FEEDBACK_METHODS);
const CONCLUSIONS = keysOf(CARD_CONCLUSIONS);
const ADVICES = keysOf(CARD_ADVICES);
const OUTCOMES = keysOf(CARD_OUTCOMES);

/** A card-opening check from a bank or operator outlet and the guard's answer (DESIGN §4.5). */
export const cardOpeningRecord = pgTable(
  'card_opening_record',
  {
    id: text('id').primaryKey(),
    /** The outlet's own number of the check: a repeated push of it creates nothing. */
    recordNo: text('record_no').notNull(),
    partnerOrgId: text('partner_org_id').notNull(),
    outletName: text('outlet_name').notNull(),
    /** The station or community where the outlet lies. */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    cardType: text('card_type', { enum: CARD_TYPE_KEYS }).notNull(),
    institution: text('institution').notNull(),
    purpose: text('purpose'),
    applicantName: text('applicant_name').notNull(),
    /** Sealed at rest (db/columns.ts), as is the card (or phone) number. */
    applicantIdNumber: sealedText('applicant_id_number').notNull(),
    applicantPhone: sealedText('applicant_phone').notNull(),
    cardNumber: sealedText('card_number'),
    riskResult: text('risk_result', { enum: RISK_RESULTS }).notNull(),
    hitReasons: text('hit_reasons').array().$type<CardHitReason[]>().notNull(),
    riskSigns: text('risk_signs').array().$type<CardRiskSign[]>().notNull(),
    customerWaiting: boolean('customer_waiting').notNull(),
    amountAtStake: numeric('amount_at_stake', { precision: 14, scale: 2 }),
    checkedAt: ts('checked_at').notNull(),
    state: text('state', { enum: STATES }).notNull(),
    /** Fixed when the record arrives; null for a green record (closed at once). */
    deadline: ts('deadline'),
    assigneeId: text('assignee_id'),
    assigneeName: text('assignee_name'),
    assigneeOrgPath: text('assignee_org_path'),
    method: text('method', { enum: METHODS }),
    conclusion: text('conclusion', { enum: CONCLUSIONS }),
    advice: text('advice', { enum: ADVICES }),
    outcome: text('outcome', { enum: OUTCOMES }),
    content: text('content'),
    amountProtected: numeric('amount_protected', { precision: 14, scale: 2 }),
    fedBackByName: text('fed_back_by_name'),
    fedBackAt: ts('fed_back_at'),
    returnReason: text('return_reason'),
    closedAt: ts('closed_at'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('card_record_partner_no_idx').on(t.partnerOrgId, t.recordNo),
    index('card_record_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.createdAt.desc(), t.id.desc()),
    index('card_record_assignee_path_idx').using('btree', t.assigneeOrgPath.op('text_pattern_ops')),
    index('card_record_assignee_idx').on(t.assigneeId, t.createdAt.desc(), t.id.desc()),
    index('card_record_partner_idx').on(t.partnerOrgId, t.createdAt.desc(), t.id.desc()),
    index('card_record_created_idx').on(t.createdAt.desc(), t.id.desc()),
    checkOneOf('card_record_state_check', t.state, STATES),
    checkOneOf('card_record_risk_check', t.riskResult, RISK_RESULTS),
    checkOneOf('card_record_card_type_check', t.cardType, CARD_TYPE_KEYS),
    checkOneOf('card_record_method_check', t.method, METHODS),
    checkOneOf('card_record_conclusion_check', t.conclusion, CONCLUSIONS),
    checkOneOf('card_record_advice_check', t.advice, ADVICES),
    checkOneOf('card_record_outcome_check', t.outcome, OUTCOMES),
  ],
);
export type CardOpeningRecordRow = typeof cardOpeningRecord.$inferSelect;
