import { z } from 'zod';
import { dateTime, int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { get, post, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { isOrgAdmin, type Caller } from './caller.ts';

/** Official mail 公文通知 (DESIGN §4.7): a mail to organisations, one receipt per target organisation. */
export const MAIL_URGENCIES = { NORMAL: '普通', URGENT: '紧急', EXTRA_URGENT: '特急' } as const;
export type MailUrgency = keyof typeof MAIL_URGENCIES;

export const MAIL_STATES = { SENT: '已发送', REVOKED: '已撤回', FINISHED: '已办结' } as const;
export type MailState = keyof typeof MAIL_STATES;

export const MAIL_RECEIPT_STATES = {
  UNREAD: '未读',
  READ: '已读',
  SIGNED: '已签收',
  FED_BACK: '已反馈',
  RETURNED: '已退回',
  REVOKED: '已撤回',
  FINISHED: '已办结',
} as const;
export type MailReceiptState = keyof typeof MAIL_RECEIPT_STATES;

/** Receipts the receiver still works on (sign or feedback owed): deadlines, urging and reminders apply. */
export const MAIL_OPEN_RECEIPT_STATES: readonly MailReceiptState[] = ['UNREAD', 'READ', 'SIGNED'];

/** 催办 of one mail at most once per this many minutes (all laggards at once). */
export const MAIL_URGE_COOLDOWN_MINUTES = 30;
/** The automatic reminder goes out this long before a sign or feedback deadline. */
export const MAIL_REMINDER_LEAD_HOURS = 24;

export const MAIL_TITLE_MAX = 100;
export const MAIL_BODY_MAX = 5000;
export const MAIL_FEEDBACK_MAX = 1000;
export const MAIL_REASON_MAX = 200;
export const MAIL_ATTACHMENTS_MAX = 9;
/** Organisations picked in one send or supplement (a subtree counts once; it may expand to more receipts). */
export const MAIL_TARGETS_MAX = 200;
/** Receipts one mail may hold in all: the whole city's organisations fit. */
export const MAIL_RECEIPTS_MAX = 500;

const id = text(64).min(1);
const attachmentKeys = z.array(text(512).min(1)).max(MAIL_ATTACHMENTS_MAX, `附件最多${MAIL_ATTACHMENTS_MAX}个`);

/** A picked organisation; `withSubtree` takes every organisation below it too. */
export const mailTargetSchema = z.object({ orgId: id, withSubtree: z.boolean().default(false) });
export type MailTarget = z.input<typeof mailTargetSchema>;
const targets = z
  .array(mailTargetSchema)
  .min(1, '请选择接收单位')
  .max(MAIL_TARGETS_MAX, `接收单位最多${MAIL_TARGETS_MAX}个`);

export const mailSendBodySchema = z
  .object({
    title: text(MAIL_TITLE_MAX).trim().min(1, '请填写标题'),
    body: text(MAIL_BODY_MAX).trim().min(1, '请填写正文'),
    urgency: enumOf(MAIL_URGENCIES).default('NORMAL'),
    attachments: attachmentKeys.default([]),
    targets,
    signDeadline: dateTime().optional(),
    needsFeedback: z.boolean().default(false),
    feedbackDeadline: dateTime().optional(),
    templateId: text(64).optional(),
  })
  .superRefine((body, context) => {
    if (body.feedbackDeadline && !body.needsFeedback)
      context.addIssue({ code: 'custom', path: ['feedbackDeadline'], message: '无需反馈时不能设置反馈期限' });
    if (body.signDeadline && body.feedbackDeadline && Date.parse(body.feedbackDeadline) < Date.parse(body.signDeadline))
      context.addIssue({ code: 'custom', path: ['feedbackDeadline'], message: '反馈期限不能早于签收期限' });
  });
export type MailSendBody = z.input<typeof mailSendBodySchema>;

const mailRef = { id, version: int4() };
export const mailSupplementBodySchema = z.object({
  ...mailRef,
  targets,
  note: text(MAIL_REASON_MAX).trim().min(1, '请填写补发说明'),
});
export const mailRevokeBodySchema = z.object({
  ...mailRef,
  reason: text(MAIL_REASON_MAX).trim().min(1, '请填写撤回原因'),
});
export const mailFinishBodySchema = z.object(mailRef);
export const mailUrgeBodySchema = z.object({ id });

const receiptRef = { id, version: int4() };
export const mailReadBodySchema = z.object({ id });
export const mailSignBodySchema = z.object(receiptRef);
export const mailReturnBodySchema = z.object({
  ...receiptRef,
  reason: text(MAIL_REASON_MAX).trim().min(1, '请填写退回原因'),
});
export const mailFeedbackBodySchema = z.object({
  ...receiptRef,
  content: text(MAIL_FEEDBACK_MAX).trim().min(1, '请填写反馈内容'),
  attachments: attachmentKeys.default([]),
});
export type MailFeedbackBody = z.input<typeof mailFeedbackBodySchema>;

/** Inbox tabs: 待签收 (unread or read), 待反馈 (signed, feedback owed), 已办 (the rest). */
export const MAIL_INBOX_TABS = { all: '全部', toSign: '待签收', toFeedback: '待反馈', done: '已办' } as const;
export type MailInboxTab = keyof typeof MAIL_INBOX_TABS;
export const mailInboxQuerySchema = z
  .object({ tab: enumOf(MAIL_INBOX_TABS).default('all') })
  .extend(pageQuerySchema.shape);
export const mailOutboxQuerySchema = z.object({ state: enumOf(MAIL_STATES).optional() }).extend(pageQuerySchema.shape);
export const mailIdQuerySchema = z.object({ id });

export const mailAttachmentSchema = z.object({ key: z.string(), name: z.string(), size: z.number() });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One receipt in the receiver's inbox. */
export const mailInboxRecordSchema = z.object({
  id: z.string(),
  mailId: z.string(),
  title: z.string(),
  urgency: enumOf(MAIL_URGENCIES),
  senderOrgName: z.string(),
  senderName: z.string(),
  state: enumOf(MAIL_RECEIPT_STATES),
  signDeadline: z.string().nullable(),
  needsFeedback: z.boolean(),
  feedbackDeadline: z.string().nullable(),
  isOverdue: z.boolean(),
  hasAttachments: z.boolean(),
  sentAt: z.string(),
});
export type MailInboxRecord = z.infer<typeof mailInboxRecordSchema>;

/**
 * Progress over the receiving organisations, each once; read, signed and fed back by the receipt's own
 * times, so a revoke keeps them. The outbox shows it without opening.
 */
export const mailProgressSchema = z.object({
  total: z.number(),
  read: z.number(),
  signed: z.number(),
  fedBack: z.number(),
  returned: z.number(),
  overdue: z.number(),
});
export type MailProgress = z.infer<typeof mailProgressSchema>;

export const mailOutboxRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  urgency: enumOf(MAIL_URGENCIES),
  state: enumOf(MAIL_STATES),
  senderName: z.string(),
  signDeadline: z.string().nullable(),
  needsFeedback: z.boolean(),
  feedbackDeadline: z.string().nullable(),
  progress: mailProgressSchema,
  lastUrgedAt: z.string().nullable(),
  version: z.number(),
  sentAt: z.string(),
});
export type MailOutboxRecord = z.infer<typeof mailOutboxRecordSchema>;

/** One target's receipt as the sender sees it (sign list 签收列表). */
export const mailSignEntrySchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  state: enumOf(MAIL_RECEIPT_STATES),
  readAt: z.string().nullable(),
  readByName: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedByName: z.string().nullable(),
  fedBackAt: z.string().nullable(),
  returnReason: z.string().nullable(),
  supplementNote: z.string().nullable(),
  urgeCount: z.number(),
  lastUrgedAt: z.string().nullable(),
  isOverdue: z.boolean(),
  mayUrge: z.boolean(),
});
export type MailSignEntry = z.infer<typeof mailSignEntrySchema>;

export const mailHistorySchema = z.object({ action: z.string(), remark: z.string().nullable(), at: z.string() });

/** The mail as its sender sees it. */
export const mailDetailSchema = mailOutboxRecordSchema.extend({
  body: z.string(),
  attachments: z.array(mailAttachmentSchema),
  revokeReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
  senderOrgName: z.string(),
  urgeCooldownUntil: z.string().nullable(),
  history: z.array(mailHistorySchema),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailFeedbackSchema = z.object({
  receiptId: z.string(),
  orgName: z.string(),
  content: z.string(),
  attachments: z.array(mailAttachmentSchema),
  fedBackByName: z.string(),
  fedBackAt: z.string(),
});
export type MailFeedback = z.infer<typeof mailFeedbackSchema>;

/** The receipt as the receiving organisation sees it: the mail and what it owes. */
export const mailReceiptDetailSchema = mailInboxRecordSchema.extend({
  body: z.string(),
  attachments: z.array(mailAttachmentSchema),
  orgName: z.string(),
  readAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedByName: z.string().nullable(),
  returnReason: z.string().nullable(),
  revokeReason: z.string().nullable(),
  supplementNote: z.string().nullable(),
  feedback: mailFeedbackSchema.nullable(),
  version: z.number(),
});
export type MailReceiptDetail = z.infer<typeof mailReceiptDetailSchema>;

/** Badges of the homes' mail entry. */
export const mailInboxSummarySchema = z.object({ unread: z.number(), toSign: z.number(), overdue: z.number() });
export type MailInboxSummary = z.infer<typeof mailInboxSummarySchema>;

export const mailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  body: z.string(),
  urgency: enumOf(MAIL_URGENCIES),
  needsFeedback: z.boolean(),
  signDays: z.number().nullable(),
  feedbackDays: z.number().nullable(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** An organisation a mail may go to (the whole tree, flat, parents first; the picker builds the tree). */
export const mailTargetOrgSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  level: z.number(),
});
export type MailTargetOrg = z.infer<typeof mailTargetOrgSchema>;

/** Who receives for an organisation: its oa staff and its guard team admins and above. */
export const mayReceiveMailFor = (caller: Pick<Caller, 'loginType' | 'roleType' | 'orgId'>, orgId: string) =>
  caller.orgId === orgId && isOrgAdmin(caller);
/** Mail is sent by oa staff for their own organisation. */
export const maySendMail = (caller: Pick<Caller, 'loginType'>): boolean => caller.loginType === 'oa';

const M = '/api/oa/mail/v2';
export const MAIL_ENDPOINTS = {
  // Receiver (oa staff and guard admins of a target organisation)
  inbox: get(proxy, `${M}/inbox/page`, { query: mailInboxQuerySchema, answer: pageOf(mailInboxRecordSchema) }),
  inboxSummary: get(proxy, `${M}/inbox/summary`, { answer: mailInboxSummarySchema }),
  receipt: get(proxy, `${M}/receipt/info`, { query: mailIdQuerySchema, answer: mailReceiptDetailSchema }),
  read: post(proxy, `${M}/receipt/read`, { body: mailReadBodySchema, answer: mailReceiptDetailSchema }),
  sign: post(proxy, `${M}/receipt/sign`, { body: mailSignBodySchema, answer: mailReceiptDetailSchema }),
  return: post(proxy, `${M}/receipt/return`, { body: mailReturnBodySchema, answer: mailReceiptDetailSchema }),
  feedback: post(proxy, `${M}/receipt/feedback`, { body: mailFeedbackBodySchema, answer: mailReceiptDetailSchema }),
  // Sender (oa staff of the sending organisation)
  outbox: get(proxy, `${M}/outbox/page`, { query: mailOutboxQuerySchema, answer: pageOf(mailOutboxRecordSchema) }),
  info: get(proxy, `${M}/info`, { query: mailIdQuerySchema, answer: mailDetailSchema }),
  signList: get(proxy, `${M}/sign-list`, { query: mailIdQuerySchema, answer: z.array(mailSignEntrySchema) }),
  feedbackList: get(proxy, `${M}/feedback/list`, { query: mailIdQuerySchema, answer: z.array(mailFeedbackSchema) }),
  feedbackInfo: get(proxy, `${M}/feedback/info`, { query: mailIdQuerySchema, answer: mailFeedbackSchema }),
  send: post(proxy, `${M}/send`, { body: mailSendBodySchema, answer: mailDetailSchema }),
  supplement: post(proxy, `${M}/supplement`, { body: mailSupplementBodySchema, answer: mailDetailSchema }),
  revoke: post(proxy, `${M}/revoke`, { body: mailRevokeBodySchema, answer: mailDetailSchema }),
  urge: post(proxy, `${M}/urge`, { body: mailUrgeBodySchema, answer: mailDetailSchema }),
  finish: post(proxy, `${M}/finish`, { body: mailFinishBodySchema, answer: mailDetailSchema }),
  templates: get(proxy, `${M}/templates`, { answer: z.array(mailTemplateSchema) }),
  targetOrgs: get(proxy, `${M}/target-orgs`, { answer: z.array(mailTargetOrgSchema) }),
};
