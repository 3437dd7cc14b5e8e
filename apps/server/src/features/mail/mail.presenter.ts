import type {
  MailAttachment,
  MailDetail,
  MailFeedback,
  MailInboxRecord,
  MailOutboxRecord,
  MailForwardEntry,
  MailProgress,
  MailReader,
  MailReceiptDetail,
  MailReceiptState,
  MailSignEntry,
  MailTemplate,
  TimelineEntry,
} from '@afp/contract';
import type { MailView, ReceiptView } from './mail.repository.ts';
import { isReceiptOverdue, mayUrgeReceipt, termsOf, urgeCooldownUntil } from './mail.rules.ts';
import type { MailReceiptRow, MailRow, MailTemplateRow } from './mail.table.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The only place mail rows become JSON. */
export function presentInboxRecord(view: ReceiptView, now: Date, hasAttachments: boolean): MailInboxRecord {
  const { receipt, mail } = view;
  // A forward owes no feedback and has no deadlines: the station answers the sender.
  const terms = termsOf(receipt, mail);
  return {
    id: receipt.id,
    mailId: mail.id,
    title: mail.title,
    docNumber: mail.docNumber,
    urgency: mail.urgency,
    secrecy: mail.secrecy,
    senderOrgName: view.senderOrgName,
    senderName: mail.senderName,
    forwardedByOrgName: view.forwardedByOrgName,
    state: receipt.state,
    signDeadline: iso(terms.signDeadline),
    needsFeedback: terms.needsFeedback,
    feedbackDeadline: iso(terms.feedbackDeadline),
    isOverdue: isReceiptOverdue(receipt.state, terms, now),
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
  context: {
    now: Date;
    attachments: MailAttachment[];
    feedbackAttachments: MailAttachment[];
    readers: MailReader[];
    history: TimelineEntry[];
    forwardTargets: { id: string; name: string }[];
    forwards: MailForwardEntry[];
  },
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
    redoReason: receipt.redoReason,
    forwardNote: receipt.forwardNote,
    feedback: presentFeedback(receipt, view.orgName, context.feedbackAttachments),
    readers: context.readers,
    forwardTargets: context.forwardTargets,
    forwards: context.forwards,
    history: context.history,
    version: receipt.version,
  };
}

/** What the receipts of one mail in one state did: how many, and of them how many were read, signed, fed back. */
export interface ReceiptStateCount {
  state: MailReceiptState;
  n: number;
  read: number;
  signed: number;
  fedBack: number;
}

/**
 * The progress of one mail over its receiving organisations, each counted once. Read, signed and fed
 * back follow the receipt's own times, so a revoke or a finish keeps what the organisations had done.
 */
export function progressOf(states: ReceiptStateCount[], mail: MailRow, now: Date): MailProgress {
  const sum = (of: (row: ReceiptStateCount) => number) => states.reduce((total, row) => total + of(row), 0);
  return {
    total: sum((row) => row.n),
    read: sum((row) => row.read),
    signed: sum((row) => row.signed),
    fedBack: sum((row) => row.fedBack),
    returned: sum((row) => (row.state === 'RETURNED' ? row.n : 0)),
    // Deadlines are the mail's, so overdue follows from the state counts.
    overdue: sum((row) => (isReceiptOverdue(row.state, mail, now) ? row.n : 0)),
  };
}

export const presentOutboxRecord = (mail: MailRow, progress: MailProgress): MailOutboxRecord => ({
  id: mail.id,
  title: mail.title,
  docNumber: mail.docNumber,
  urgency: mail.urgency,
  secrecy: mail.secrecy,
  state: mail.state,
  senderName: mail.senderName,
  needsApproval: mail.needsApproval,
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
    history: TimelineEntry[];
    mayApprove: boolean;
    pendingTargets: MailDetail['pendingTargets'];
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
    approverName: mail.approverName,
    approvedAt: iso(mail.approvedAt),
    rejectReason: mail.rejectReason,
    mayApprove: context.mayApprove,
    pendingTargets: context.pendingTargets,
    history: context.history,
  };
}

export function presentSignEntry(
  entry: { receipt: MailReceiptRow; orgName: string },
  mail: MailRow,
  now: Date,
  readers: MailReader[],
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
    redoReason: receipt.redoReason,
    supplementNote: receipt.supplementNote,
    readers,
    urgeCount: receipt.urgeCount,
    lastUrgedAt: iso(receipt.lastUrgedAt),
    isOverdue: isReceiptOverdue(receipt.state, mail, now),
    mayUrge: mail.state === 'SENT' && mayUrgeReceipt(receipt.state, mail),
    version: receipt.version,
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

/** Readers per receipt id, as the contract shows them. */
export function readersByReceipt(rows: { receiptId: string; name: string; at: Date }[]): Map<string, MailReader[]> {
  const byReceipt = new Map<string, MailReader[]>();
  for (const row of rows)
    byReceipt.set(row.receiptId, [
      ...(byReceipt.get(row.receiptId) ?? []),
      { name: row.name, at: row.at.toISOString() },
    ]);
  return byReceipt;
}
