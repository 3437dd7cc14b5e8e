import type {
  MailAttachment,
  MailDetail,
  MailFeedback,
  MailInboxRecord,
  MailOutboxRecord,
  MailProgress,
  MailReceiptDetail,
  MailReceiptState,
  MailSignEntry,
  MailTemplate,
} from '@afp/contract';
import type { MailView, ReceiptView } from './mail.repository.ts';
import { isReceiptOverdue, mayUrgeReceipt, urgeCooldownUntil } from './mail.rules.ts';
import type { MailReceiptRow, MailRow, MailTemplateRow } from './mail.table.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The only place mail rows become JSON. */
export function presentInboxRecord(view: ReceiptView, now: Date, hasAttachments: boolean): MailInboxRecord {
  const { receipt, mail } = view;
  return {
    id: receipt.id,
    mailId: mail.id,
    title: mail.title,
    urgency: mail.urgency,
    senderOrgName: view.senderOrgName,
    senderName: mail.senderName,
    state: receipt.state,
    signDeadline: iso(mail.signDeadline),
    needsFeedback: mail.needsFeedback,
    feedbackDeadline: iso(mail.feedbackDeadline),
    isOverdue: isReceiptOverdue(receipt.state, mail, now),
    hasAttachments,
    sentAt: receipt.receivedAt.toISOString(),
  };
}

export function presentFeedback(
  receipt: MailReceiptRow,
  orgName: string,
  attachments: MailAttachment[],
): MailFeedback | null {
  if (!receipt.fedBackAt) return null;
  return {
    receiptId: receipt.id,
    orgName,
    content: receipt.feedbackContent ?? '',
    attachments,
    fedBackByName: receipt.fedBackByName ?? '',
    fedBackAt: receipt.fedBackAt.toISOString(),
  };
}

export function presentReceiptDetail(
  view: ReceiptView,
  context: { now: Date; attachments: MailAttachment[]; feedbackAttachments: MailAttachment[] },
): MailReceiptDetail {
  const { receipt, mail } = view;
  return {
    ...presentInboxRecord(view, context.now, context.attachments.length > 0),
    body: mail.body,
    attachments: context.attachments,
    orgName: view.orgName,
    readAt: iso(receipt.readAt),
    signedAt: iso(receipt.signedAt),
    signedByName: receipt.signedByName,
    returnReason: receipt.returnReason,
    revokeReason: receipt.state === 'REVOKED' ? mail.revokeReason : null,
    supplementNote: receipt.supplementNote,
    feedback: presentFeedback(receipt, view.orgName, context.feedbackAttachments),
    version: receipt.version,
  };
}

/** Receipt counts of one mail from its (state, count) rows. */
export function progressOf(states: { state: MailReceiptState; n: number }[], mail: MailRow, now: Date): MailProgress {
  const n = (...wanted: MailReceiptState[]) =>
    states.filter((row) => wanted.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
  return {
    total: n('UNREAD', 'READ', 'SIGNED', 'FED_BACK', 'RETURNED', 'REVOKED', 'FINISHED'),
    read: n('READ', 'SIGNED', 'FED_BACK'),
    signed: n('SIGNED', 'FED_BACK'),
    fedBack: n('FED_BACK'),
    returned: n('RETURNED'),
    // Deadlines are the mail's, so overdue follows from the state counts.
    overdue: states.filter((row) => isReceiptOverdue(row.state, mail, now)).reduce((sum, row) => sum + row.n, 0),
  };
}

export const presentOutboxRecord = (mail: MailRow, progress: MailProgress): MailOutboxRecord => ({
  id: mail.id,
  title: mail.title,
  urgency: mail.urgency,
  state: mail.state,
  senderName: mail.senderName,
  signDeadline: iso(mail.signDeadline),
  needsFeedback: mail.needsFeedback,
  feedbackDeadline: iso(mail.feedbackDeadline),
  progress,
  lastUrgedAt: iso(mail.lastUrgedAt),
  version: mail.version,
  sentAt: mail.sentAt.toISOString(),
});

export function presentMailDetail(
  view: MailView,
  context: {
    now: Date;
    progress: MailProgress;
    attachments: MailAttachment[];
    history: { action: string; remark: string | null; createdAt: Date }[];
  },
): MailDetail {
  const { mail } = view;
  return {
    ...presentOutboxRecord(mail, context.progress),
    body: mail.body,
    attachments: context.attachments,
    revokeReason: mail.revokeReason,
    finishedAt: iso(mail.finishedAt),
    senderOrgName: view.senderOrgName,
    urgeCooldownUntil: iso(urgeCooldownUntil(mail.lastUrgedAt, context.now)),
    history: context.history.map((entry) => ({
      action: entry.action,
      remark: entry.remark,
      at: entry.createdAt.toISOString(),
    })),
  };
}

export function presentSignEntry(
  entry: { receipt: MailReceiptRow; orgName: string },
  mail: MailRow,
  now: Date,
): MailSignEntry {
  const { receipt } = entry;
  return {
    id: receipt.id,
    orgId: receipt.orgId,
    orgName: entry.orgName,
    state: receipt.state,
    readAt: iso(receipt.readAt),
    readByName: receipt.readByName,
    signedAt: iso(receipt.signedAt),
    signedByName: receipt.signedByName,
    fedBackAt: iso(receipt.fedBackAt),
    returnReason: receipt.returnReason,
    supplementNote: receipt.supplementNote,
    urgeCount: receipt.urgeCount,
    lastUrgedAt: iso(receipt.lastUrgedAt),
    isOverdue: isReceiptOverdue(receipt.state, mail, now),
    mayUrge: mail.state === 'SENT' && mayUrgeReceipt(receipt.state, mail),
  };
}

export const presentTemplate = (row: MailTemplateRow): MailTemplate => ({
  id: row.id,
  name: row.name,
  title: row.title,
  body: row.body,
  urgency: row.urgency,
  needsFeedback: row.needsFeedback,
  signDays: row.signDays,
  feedbackDays: row.feedbackDays,
});
