import { z } from 'zod';
import { dateTime, int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { get, post, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { isOrgAdmin, type Caller } from './caller.ts';
import { timelineEntrySchema } from './timeline.ts';

/** Official mail 公文通知 (DESIGN §4.7): a mail to organisations, one receipt per target organisation. */
/** 缓急 as offices mark it: 特急 / 加急 / 平件. */
export const MAIL_URGENCIES = { NORMAL: '平件', URGENT: '加急', EXTRA_URGENT: '特急' } as const;
export type MailUrgency = keyof typeof MAIL_URGENCIES;
/** 密级: 公开 or 内部 (the platform carries nothing classified above 内部). */
export const MAIL_SECRECIES = { PUBLIC: '公开', INTERNAL: '内部' } as const;
export type MailSecrecy = keyof typeof MAIL_SECRECIES;

/**
 * A mail sent for 审核/签发 waits PENDING (待签发) until a leader of the office approves it (then SENT,
 * numbered and delivered) or refuses it back to its drafter (REJECTED, with the reason).
 */
export const MAIL_STATES = {
  PENDING: '待签发',
  REJECTED: '退回修改',
  SENT: '已发送',
  REVOKED: '已撤回',
  FINISHED: '已办结',
} as const;
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
/** A station's 转发 note to its communities. */
export const MAIL_FORWARD_NOTE_MAX = 500;
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
    secrecy: enumOf(MAIL_SECRECIES).default('PUBLIC'),
    /** 审核/签发: the mail waits for a leader of the office before it goes out. */
    needsApproval: z.boolean().default(false),
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
/** 签发: a leader of the sending office approves a PENDING mail; it is numbered and sent now. */
export const mailApproveBodySchema = z.object(mailRef);
/** Refused back to the drafter with the reason. */
export const mailRejectBodySchema = z.object({
  ...mailRef,
  reason: text(MAIL_REASON_MAX).trim().min(1, '请填写退回原因'),
});
/** The sender returns one unit's feedback for a redo (the receipt's id). */
export const mailRedoBodySchema = z.object({
  id,
  version: int4(),
  reason: text(MAIL_REASON_MAX).trim().min(1, '请填写退回原因'),
});

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
/** 转发: a station passes a received mail down to some of its communities, with its own note. */
export const mailForwardBodySchema = z.object({
  id,
  orgIds: z.array(id).min(1, '请选择转发的社区').max(MAIL_TARGETS_MAX),
  note: text(MAIL_FORWARD_NOTE_MAX).trim().min(1, '请填写转发说明'),
});
export type MailForwardBody = z.input<typeof mailForwardBodySchema>;

/** Inbox tabs: 待签收 (unread or read), 待反馈 (signed, feedback owed), 已办 (the rest). */
export const MAIL_INBOX_TABS = { all: '全部', toSign: '待签收', toFeedback: '待反馈', done: '已办' } as const;
export type MailInboxTab = keyof typeof MAIL_INBOX_TABS;
export const mailInboxQuerySchema = z
  .object({ tab: enumOf(MAIL_INBOX_TABS).default('all') })
  .extend(pageQuerySchema.shape);
export const mailOutboxQuerySchema = z.object({ state: enumOf(MAIL_STATES).optional() }).extend(pageQuerySchema.shape);
export const mailIdQuerySchema = z.object({ id });

/** One person who opened a receipt (reads per person, not only per unit). */
export const mailReaderSchema = z.object({ name: z.string(), at: z.string() });
export type MailReader = z.infer<typeof mailReaderSchema>;

export const mailAttachmentSchema = z.object({ key: z.string(), name: z.string(), size: z.number() });
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** One receipt in the receiver's inbox. */
export const mailInboxRecordSchema = z.object({
  id: z.string(),
  mailId: z.string(),
  title: z.string(),
  /** 文号, e.g. 东湖反诈〔2026〕12号. */
  docNumber: z.string().nullable(),
  urgency: enumOf(MAIL_URGENCIES),
  secrecy: enumOf(MAIL_SECRECIES),
  senderOrgName: z.string(),
  senderName: z.string(),
  /** 转发: the station that passed it down (null when received from the sender directly). */
  forwardedByOrgName: z.string().nullable(),
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
  docNumber: z.string().nullable(),
  urgency: enumOf(MAIL_URGENCIES),
  secrecy: enumOf(MAIL_SECRECIES),
  state: enumOf(MAIL_STATES),
  senderName: z.string(),
  needsApproval: z.boolean(),
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
  /** Why the sender returned the unit's feedback for a redo (while it is redone). */
  redoReason: z.string().nullable(),
  supplementNote: z.string().nullable(),
  readers: z.array(mailReaderSchema),
  urgeCount: z.number(),
  lastUrgedAt: z.string().nullable(),
  isOverdue: z.boolean(),
  mayUrge: z.boolean(),
  version: z.number(),
});
export type MailSignEntry = z.infer<typeof mailSignEntrySchema>;

/** One line of a mail's timeline 办理记录: the shared timeline's shape (what, by whom of which unit, when). */
export const mailHistorySchema = timelineEntrySchema;

/** The mail as its sender sees it. */
export const mailDetailSchema = mailOutboxRecordSchema.extend({
  body: z.string(),
  attachments: z.array(mailAttachmentSchema),
  revokeReason: z.string().nullable(),
  finishedAt: z.string().nullable(),
  senderOrgName: z.string(),
  urgeCooldownUntil: z.string().nullable(),
  approverName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** While waiting for 签发 or refused: the picked targets, so the drafter may write it again to them. */
  pendingTargets: z.array(z.object({ orgId: z.string(), name: z.string(), withSubtree: z.boolean() })),
  /** The caller may 签发 or refuse it: a leader of the office, not its drafter, while it waits. */
  mayApprove: z.boolean(),
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

/** A community a station forwarded the mail to, with who of it read it. */
export const mailForwardEntrySchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  state: enumOf(MAIL_RECEIPT_STATES),
  readers: z.array(mailReaderSchema),
});
export type MailForwardEntry = z.infer<typeof mailForwardEntrySchema>;

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
  redoReason: z.string().nullable(),
  forwardNote: z.string().nullable(),
  feedback: mailFeedbackSchema.nullable(),
  readers: z.array(mailReaderSchema),
  /** A station's 转发: the communities it may still forward to, and those it forwarded to. */
  forwardTargets: z.array(z.object({ id: z.string(), name: z.string() })),
  forwards: z.array(mailForwardEntrySchema),
  /** The sending and this unit's own lines of the timeline, never another unit's. */
  history: z.array(mailHistorySchema),
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
  forward: post(proxy, `${M}/receipt/forward`, { body: mailForwardBodySchema, answer: mailReceiptDetailSchema }),
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
  approve: post(proxy, `${M}/approve`, { body: mailApproveBodySchema, answer: mailDetailSchema }),
  reject: post(proxy, `${M}/reject`, { body: mailRejectBodySchema, answer: mailDetailSchema }),
  redo: post(proxy, `${M}/feedback/redo`, { body: mailRedoBodySchema, answer: z.array(mailSignEntrySchema) }),
  templates: get(proxy, `${M}/templates`, { answer: z.array(mailTemplateSchema) }),
  targetOrgs: get(proxy, `${M}/target-orgs`, { answer: z.array(mailTargetOrgSchema) }),
};
