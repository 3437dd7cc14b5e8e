import {
  addChinaDays,
  chinaDayOf,
  chinaDayStart,
  MAIL_BODY_MAX,
  MAIL_FEEDBACK_MAX,
  MAIL_TITLE_MAX,
  type MailReceiptState,
  type MailTargetOrg,
  type MailTemplate,
  type MailUrgency,
} from '@afp/contract';
import type { Checked } from '../../lib/forms';
import type { AttachmentRef } from '../file';
import type { MailFeedbackBody, MailSendBody } from './api/mail.mutations';

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
  attachments: AttachmentRef[];
  targets: PickedOrg[];
  /** Days after sending (quick picks) or '' for none. */
  signDays: number | null;
  needsFeedback: boolean;
  feedbackDays: number | null;
  templateId: string | null;
}

export const EMPTY_COMPOSE: ComposeForm = {
  title: '',
  body: '',
  urgency: 'NORMAL',
  attachments: [],
  targets: [],
  signDays: null,
  needsFeedback: false,
  feedbackDays: null,
  templateId: null,
};

export const DEADLINE_DAYS = [1, 2, 3, 5, 7] as const;

const WORK_ENDS_AT_MS = 18 * 3_600_000;

/** A deadline `days` after `now`, at the end of that day's work (18:00 China time). */
export const deadlineAfter = (days: number, now: Date): string =>
  new Date(chinaDayStart(addChinaDays(chinaDayOf(now), days)).getTime() + WORK_ENDS_AT_MS).toISOString();

export type ComposeProblems = Partial<Record<'title' | 'body' | 'targets' | 'feedbackDays', string>>;

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
  if (form.needsFeedback && form.signDays && form.feedbackDays && form.feedbackDays < form.signDays)
    problems.feedbackDays = '反馈期限不能早于签收期限';
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return {
    problems: null,
    body: {
      title,
      body,
      urgency: form.urgency,
      attachments: form.attachments.map((file) => file.key),
      targets: form.targets.map(({ orgId, withSubtree }) => ({ orgId, withSubtree })),
      signDeadline: form.signDays ? deadlineAfter(form.signDays, now) : undefined,
      needsFeedback: form.needsFeedback,
      feedbackDeadline: form.needsFeedback && form.feedbackDays ? deadlineAfter(form.feedbackDays, now) : undefined,
      templateId: form.templateId ?? undefined,
    },
  };
}

/** A template fills the form; what was already picked (targets, attachments) stays. */
export const applyTemplate = (form: ComposeForm, template: MailTemplate): ComposeForm => ({
  ...form,
  title: template.title,
  body: template.body,
  urgency: template.urgency,
  needsFeedback: template.needsFeedback,
  signDays: template.signDays,
  feedbackDays: template.needsFeedback ? template.feedbackDays : null,
  templateId: template.id,
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
export const receiverMoves = (receipt: { state: MailReceiptState; needsFeedback: boolean }) => ({
  maySign: receipt.state === 'UNREAD' || receipt.state === 'READ',
  mayReturn: receipt.state === 'UNREAD' || receipt.state === 'READ',
  mayFeedback: receipt.state === 'SIGNED' && receipt.needsFeedback,
});
