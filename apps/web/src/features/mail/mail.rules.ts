import {
  addChinaDays,
  chinaDayOf,
  chinaDayStart,
  MAIL_BODY_MAX,
  MAIL_FEEDBACK_MAX,
  MAIL_FORWARD_NOTE_MAX,
  MAIL_TITLE_MAX,
  type MailOutboxRecord,
  type MailReceiptState,
  type MailSecrecy,
  type MailTargetOrg,
  type MailTemplate,
  type MailUrgency,
} from '@afp/contract';
import type { Checked } from '../../lib/forms';
import type { AttachmentRef } from '../file';
import type { MailFeedbackBody, MailForwardBody, MailSendBody } from './api/mail.mutations';

/** A picked organisation; with `withSubtree` every organisation below it receives too. */
export interface PickedOrg {
  orgId: string;
  name: string;
  withSubtree: boolean;
}

export interface ComposeForm {
  title: string;
  body: string;
  urgency: MailUrgency;
  secrecy: MailSecrecy;
  /** 审核/签发: sent only once a leader of the office approves. */
  needsApproval: boolean;
  attachments: AttachmentRef[];
  targets: PickedOrg[];
  /** Deadlines as chosen instants (ISO), to the minute; null for none. */
  signDeadline: string | null;
  needsFeedback: boolean;
  feedbackDeadline: string | null;
  templateId: string | null;
}

export const EMPTY_COMPOSE: ComposeForm = {
  title: '',
  body: '',
  urgency: 'NORMAL',
  secrecy: 'PUBLIC',
  needsApproval: false,
  attachments: [],
  targets: [],
  signDeadline: null,
  needsFeedback: false,
  feedbackDeadline: null,
  templateId: null,
};

const WORK_ENDS_AT_MS = 18 * 3_600_000;

/** A deadline `days` after `now`, at the end of that day's work (18:00 China time). */
export const deadlineAfter = (days: number, now: Date): string =>
  new Date(chinaDayStart(addChinaDays(chinaDayOf(now), days)).getTime() + WORK_ENDS_AT_MS).toISOString();

export type ComposeProblems = Partial<
  Record<'title' | 'body' | 'targets' | 'signDeadline' | 'feedbackDeadline', string>
>;

/** The compose form's checks (the server checks the same again) and the body it sends. */
export function checkCompose(form: ComposeForm, now: Date): Checked<MailSendBody, ComposeProblems> {
  const problems: ComposeProblems = {};
  const title = form.title.trim();
  const body = form.body.trim();
  if (!title) problems.title = '请填写标题';
  else if (title.length > MAIL_TITLE_MAX) problems.title = `标题最多${MAIL_TITLE_MAX}字`;
  if (!body) problems.body = '请填写正文';
  else if (body.length > MAIL_BODY_MAX) problems.body = `正文最多${MAIL_BODY_MAX}字`;
  if (form.targets.length === 0) problems.targets = '请选择接收单位';
  // Drafts from before deadlines were instants carry none (undefined).
  const signDeadline = form.signDeadline ?? null;
  const feedbackDeadline = form.needsFeedback ? (form.feedbackDeadline ?? null) : null;
  if (signDeadline && Date.parse(signDeadline) <= now.getTime()) problems.signDeadline = '签收期限须晚于当前时间';
  if (feedbackDeadline && Date.parse(feedbackDeadline) <= now.getTime())
    problems.feedbackDeadline = '反馈期限须晚于当前时间';
  else if (signDeadline && feedbackDeadline && Date.parse(feedbackDeadline) < Date.parse(signDeadline))
    problems.feedbackDeadline = '反馈期限不能早于签收期限';
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    problems: null,
    body: {
      title,
      body,
      urgency: form.urgency,
      secrecy: form.secrecy ?? 'PUBLIC',
      needsApproval: form.needsApproval ?? false,
      attachments: form.attachments.map((file) => file.key),
      targets: form.targets.map(({ orgId, withSubtree }) => ({ orgId, withSubtree })),
      signDeadline: signDeadline ?? undefined,
      needsFeedback: form.needsFeedback,
      feedbackDeadline: feedbackDeadline ?? undefined,
      templateId: form.templateId ?? undefined,
    },
  };
}

/**
 * A template fills the form; what was already picked (targets, attachments) stays. Its deadlines in
 * days become instants from `now` (18:00 of that day), which the sender may then move to any minute.
 */
export const applyTemplate = (form: ComposeForm, template: MailTemplate, now: Date): ComposeForm => ({
  ...form,
  title: template.title,
  body: template.body,
  urgency: template.urgency,
  needsFeedback: template.needsFeedback,
  signDeadline: template.signDays ? deadlineAfter(template.signDays, now) : null,
  feedbackDeadline: template.needsFeedback && template.feedbackDays ? deadlineAfter(template.feedbackDays, now) : null,
  templateId: template.id,
});

/** A mail refused back to its drafter, written again: its content and choices fill a new compose form. */
export const composeFromRefused = (mail: {
  title: string;
  body: string;
  urgency: MailUrgency;
  secrecy: MailSecrecy;
  needsFeedback: boolean;
  pendingTargets: PickedOrg[];
}): ComposeForm => ({
  ...EMPTY_COMPOSE,
  targets: mail.pendingTargets,
  title: mail.title,
  body: mail.body,
  urgency: mail.urgency,
  secrecy: mail.secrecy,
  needsFeedback: mail.needsFeedback,
  needsApproval: true,
});

export interface FeedbackForm {
  content: string;
  attachments: AttachmentRef[];
}
export const EMPTY_FEEDBACK: FeedbackForm = { content: '', attachments: [] };

export function checkFeedback(
  form: FeedbackForm,
  receipt: { id: string; version: number },
): Checked<MailFeedbackBody, Partial<Record<'content', string>>> {
  const content = form.content.trim();
  if (!content) return { body: null, problems: { content: '请填写反馈内容' } };
  if (content.length > MAIL_FEEDBACK_MAX)
    return { body: null, problems: { content: `反馈最多${MAIL_FEEDBACK_MAX}字` } };
  return {
    problems: null,
    body: { id: receipt.id, version: receipt.version, content, attachments: form.attachments.map((file) => file.key) },
  };
}

/** The organisation tree of the picker: children per parent, in the server's order. */
export function childrenOf(orgs: readonly MailTargetOrg[]): Map<string | null, MailTargetOrg[]> {
  const known = new Set(orgs.map((o) => o.id));
  const children = new Map<string | null, MailTargetOrg[]>();
  for (const o of orgs) {
    // A parent outside the list (the caller's view starts lower) makes a root.
    const parent = o.parentId && known.has(o.parentId) ? o.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), o]);
  }
  return children;
}

/** How many organisations a pick reaches (itself and, with its subtree, everything below). */
export function reachOf(orgId: string, withSubtree: boolean, children: Map<string | null, MailTargetOrg[]>): number {
  if (!withSubtree) return 1;
  return 1 + (children.get(orgId) ?? []).reduce((sum, child) => sum + reachOf(child.id, true, children), 0);
}

/** Organisations whose name holds the keyword, for the picker's search. */
export const searchOrgs = (orgs: readonly MailTargetOrg[], keyword: string): MailTargetOrg[] => {
  const word = keyword.trim();
  return word ? orgs.filter((o) => o.name.includes(word)) : [];
};

/** Picks or drops an organisation; picking it again with another subtree choice replaces the pick. */
export function togglePick(picked: readonly PickedOrg[], org: MailTargetOrg, withSubtree: boolean): PickedOrg[] {
  const current = picked.find((p) => p.orgId === org.id);
  if (current && current.withSubtree === withSubtree) return picked.filter((p) => p.orgId !== org.id);
  return [...picked.filter((p) => p.orgId !== org.id), { orgId: org.id, name: org.name, withSubtree }];
}

/** Tag colour of a receipt's state. */
export const RECEIPT_STATE_COLOR: Record<MailReceiptState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  UNREAD: 'danger',
  READ: 'warning',
  SIGNED: 'primary',
  FED_BACK: 'success',
  RETURNED: 'default',
  REVOKED: 'default',
  FINISHED: 'success',
};

/** What the receiver may do now. */
export const receiverMoves = (receipt: {
  state: MailReceiptState;
  needsFeedback: boolean;
  forwardTargets: readonly unknown[];
}) => ({
  maySign: receipt.state === 'UNREAD' || receipt.state === 'READ',
  mayReturn: receipt.state === 'UNREAD' || receipt.state === 'READ',
  mayFeedback: receipt.state === 'SIGNED' && receipt.needsFeedback,
  /** A station forwards while some of its communities have not received it (the server lists them). */
  mayForward: ['READ', 'SIGNED', 'FED_BACK'].includes(receipt.state) && receipt.forwardTargets.length > 0,
});

/** The sender may return a unit's feedback for a redo while the mail is out. */
export const mayRedo = (entry: { state: MailReceiptState }, mailState: string): boolean =>
  mailState === 'SENT' && entry.state === 'FED_BACK';

export interface ForwardForm {
  orgIds: string[];
  note: string;
}
export const EMPTY_FORWARD: ForwardForm = { orgIds: [], note: '' };

/** 转发: at least one of the station's communities and the station's own note. */
export function checkForward(
  form: ForwardForm,
  receiptId: string,
): Checked<MailForwardBody, Partial<Record<'orgIds' | 'note', string>>> {
  const problems: Partial<Record<'orgIds' | 'note', string>> = {};
  const note = form.note.trim();
  if (form.orgIds.length === 0) problems.orgIds = '请选择转发的社区';
  if (!note) problems.note = '请填写转发说明';
  else if (note.length > MAIL_FORWARD_NOTE_MAX) problems.note = `转发说明最多${MAIL_FORWARD_NOTE_MAX}字`;
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return { problems: null, body: { id: receiptId, orgIds: form.orgIds, note } };
}

/** One figure of a mail's progress line; `isAlarm` for the overdue count (shown red). */
export interface ProgressPart {
  text: string;
  isAlarm?: boolean;
}

/**
 * A mail's progress at a glance over the units it went to: 已读 18/20 · 签收 12/20 · 反馈 8/20, then
 * 退回 and 逾期 when there are any; nothing before it goes out (no units yet).
 */
export function progressParts(mail: Pick<MailOutboxRecord, 'progress' | 'needsFeedback'>): ProgressPart[] {
  const { total, read, signed, fedBack, returned, overdue } = mail.progress;
  if (total === 0) return [];
  return [
    { text: `已读 ${read}/${total}` },
    { text: `签收 ${signed}/${total}` },
    ...(mail.needsFeedback ? [{ text: `反馈 ${fedBack}/${total}` }] : []),
    ...(returned > 0 ? [{ text: `退回 ${returned}` }] : []),
    ...(overdue > 0 ? [{ text: `逾期 ${overdue}`, isAlarm: true }] : []),
  ];
}
