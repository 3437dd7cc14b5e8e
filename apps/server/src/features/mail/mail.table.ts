import { keysOf, MAIL_RECEIPT_STATES, MAIL_SECRECIES, MAIL_STATES, MAIL_URGENCIES } from '@afp/contract';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(MAIL_STATES);
const RECEIPT_STATES = keysOf(MAIL_RECEIPT_STATES);
const URGENCIES = keysOf(MAIL_URGENCIES);
const SECRECIES = keysOf(MAIL_SECRECIES);

/** An official mail 公文 sent by an organisation's oa staff (DESIGN §4.7). */
export const mail = pgTable(
  'mail',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    secrecy: text('secrecy', { enum: SECRECIES }).notNull().default('PUBLIC'),
    /** 文号 `东湖反诈〔2026〕12号`: given when the mail goes out, per office and year (mail_doc_counter). */
    docNumber: text('doc_number'),
    docYear: integer('doc_year'),
    docSeq: integer('doc_seq'),
    senderOrgId: text('sender_org_id').notNull(),
    senderOrgPath: text('sender_org_path').notNull(),
    senderId: text('sender_id').notNull(),
    senderName: text('sender_name').notNull(),
    state: text('state', { enum: STATES }).notNull(),
    signDeadline: ts('sign_deadline'),
    needsFeedback: boolean('needs_feedback').notNull(),
    feedbackDeadline: ts('feedback_deadline'),
    templateId: text('template_id'),
    /** 审核/签发: the picked targets wait here until a leader approves; receipts are made then. */
    needsApproval: boolean('needs_approval').notNull().default(false),
    pendingTargets: jsonb('pending_targets').$type<{ orgId: string; withSubtree: boolean }[]>(),
    approverId: text('approver_id'),
    approverName: text('approver_name'),
    approvedAt: ts('approved_at'),
    rejectReason: text('reject_reason'),
    revokeReason: text('revoke_reason'),
    finishedAt: ts('finished_at'),
    /** 催办 cooldown: the last time all laggards were urged. */
    lastUrgedAt: ts('last_urged_at'),
    version: integer('version').notNull().default(0),
    /** When it went out; while it waits for 签发, when it was submitted. */
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    index('mail_sender_keyset_idx').on(t.senderOrgId, t.sentAt.desc(), t.id.desc()),
    uniqueIndex('mail_doc_number_idx').on(t.senderOrgId, t.docYear, t.docSeq),
    checkOneOf('mail_secrecy_check', t.secrecy, SECRECIES),
    checkOneOf('mail_state_check', t.state, STATES),
    checkOneOf('mail_urgency_check', t.urgency, URGENCIES),
  ],
);
export type MailRow = typeof mail.$inferSelect;

/** One target organisation's receipt of a mail: read, sign, return, feedback (its own state and version). */
export const mailReceipt = pgTable(
  'mail_receipt',
  {
    id: text('id').primaryKey(),
    mailId: text('mail_id')
      .notNull()
      .references(() => mail.id),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    state: text('state', { enum: RECEIPT_STATES }).notNull(),
    readAt: ts('read_at'),
    readByName: text('read_by_name'),
    signedAt: ts('signed_at'),
    signedByName: text('signed_by_name'),
    returnReason: text('return_reason'),
    feedbackContent: text('feedback_content'),
    fedBackAt: ts('fed_back_at'),
    fedBackByName: text('fed_back_by_name'),
    /** Why this organisation was added after the first send (补发). */
    supplementNote: text('supplement_note'),
    /** 转发: the station's receipt this one was passed down from, and the station's note. */
    parentReceiptId: text('parent_receipt_id'),
    forwardNote: text('forward_note'),
    /** Why the sender returned the feedback for a redo (cleared by the next feedback). */
    redoReason: text('redo_reason'),
    urgeCount: integer('urge_count').notNull().default(0),
    lastUrgedAt: ts('last_urged_at'),
    /** The automatic reminders before the deadlines, sent once each. */
    signRemindedAt: ts('sign_reminded_at'),
    feedbackRemindedAt: ts('feedback_reminded_at'),
    version: integer('version').notNull().default(0),
    /** When the organisation received it (the send, or the supplement). */
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('mail_receipt_mail_org_idx').on(t.mailId, t.orgId),
    index('mail_receipt_org_keyset_idx').on(t.orgId, t.receivedAt.desc(), t.id.desc()),
    index('mail_receipt_open_idx').on(t.state, t.mailId),
    index('mail_receipt_parent_idx').on(t.parentReceiptId),
    checkOneOf('mail_receipt_state_check', t.state, RECEIPT_STATES),
  ],
);
export type MailReceiptRow = typeof mailReceipt.$inferSelect;

/** The last 文号 sequence given per office and year: bumped in the send's transaction (a row lock). */
export const mailDocCounter = pgTable(
  'mail_doc_counter',
  {
    orgId: text('org_id').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.year] })],
);

/** Each person's first opening of a receipt (reads per person, beside the unit's first read). */
export const mailRead = pgTable(
  'mail_read',
  {
    receiptId: text('receipt_id')
      .notNull()
      .references(() => mailReceipt.id),
    readerType: text('reader_type').notNull(),
    readerId: text('reader_id').notNull(),
    readerName: text('reader_name').notNull(),
    readAt: ts('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiptId, t.readerType, t.readerId] })],
);

/** Templates 公文模板 to start a mail from (model-list). */
export const mailTemplate = pgTable(
  'mail_template',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    needsFeedback: boolean('needs_feedback').notNull(),
    /** Deadlines the template proposes, in days after sending. */
    signDays: integer('sign_days'),
    feedbackDays: integer('feedback_days'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [checkOneOf('mail_template_urgency_check', t.urgency, URGENCIES)],
);
export type MailTemplateRow = typeof mailTemplate.$inferSelect;
