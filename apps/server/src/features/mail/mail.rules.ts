import {
  isOaAdministrator,
  MAIL_OPEN_RECEIPT_STATES,
  MAIL_REMINDER_LEAD_HOURS,
  MAIL_URGE_COOLDOWN_MINUTES,
  type MailReceiptState,
  type MailState,
} from '@afp/contract';
import type { Principal } from '../../core/principal.ts';

/** What may happen to one receipt (DESIGN §4.7). */
export type ReceiptAction = 'read' | 'sign' | 'return' | 'feedback' | 'redo' | 'revoke' | 'finish';
/** What may happen to the mail as a whole. */
export type MailAction = 'approve' | 'reject' | 'supplement' | 'revoke' | 'urge' | 'finish';

/**
 * The receipt transition table: action → states it may start from → state it leads to. Anything
 * not listed answers 409 mail.invalid_transition. RETURNED, REVOKED and FINISHED never move again.
 */
export const RECEIPT_TRANSITIONS: Record<ReceiptAction, { from: readonly MailReceiptState[]; to: MailReceiptState }> = {
  /** The first open by the receiving organisation. */
  read: { from: ['UNREAD'], to: 'READ' },
  sign: { from: ['UNREAD', 'READ'], to: 'SIGNED' },
  /** Sent back as not theirs (wrong recipient, not their business), with a reason, before signing. */
  return: { from: ['UNREAD', 'READ'], to: 'RETURNED' },
  /** Only for a mail that asks for feedback (checked by the service), after signing. */
  feedback: { from: ['SIGNED'], to: 'FED_BACK' },
  /** The sender returns the feedback for a redo, with a reason: feedback is owed again. */
  redo: { from: ['FED_BACK'], to: 'SIGNED' },
  /** The sender revokes the mail: every receipt not returned goes with it. */
  revoke: { from: ['UNREAD', 'READ', 'SIGNED', 'FED_BACK'], to: 'REVOKED' },
  /** The sender finishes 办结: what is left open closes; a completed feedback stays as it is. */
  finish: { from: ['UNREAD', 'READ', 'SIGNED'], to: 'FINISHED' },
};

export const MAIL_TRANSITIONS: Record<MailAction, { from: readonly MailState[]; to: MailState }> = {
  /** 签发: numbered and delivered now. */
  approve: { from: ['PENDING'], to: 'SENT' },
  /** Refused back to the drafter, with the reason; the drafter writes it again as a new mail. */
  reject: { from: ['PENDING'], to: 'REJECTED' },
  supplement: { from: ['SENT'], to: 'SENT' },
  /** The drafter may also take back a mail still waiting for 签发. */
  revoke: { from: ['PENDING', 'SENT'], to: 'REVOKED' },
  urge: { from: ['SENT'], to: 'SENT' },
  finish: { from: ['SENT'], to: 'FINISHED' },
};

export const canApplyReceiptAction = (action: ReceiptAction, state: MailReceiptState): boolean =>
  RECEIPT_TRANSITIONS[action].from.includes(state);
export const canApplyMailAction = (action: MailAction, state: MailState): boolean =>
  MAIL_TRANSITIONS[action].from.includes(state);

interface Deadlines {
  signDeadline: Date | null;
  needsFeedback: boolean;
  feedbackDeadline: Date | null;
}

const NO_TERMS: Deadlines = { signDeadline: null, needsFeedback: false, feedbackDeadline: null };

/**
 * What a receipt owes by: the mail's deadlines and feedback, or none for a station's forward (阅知:
 * the community reads and signs; the station answers the sender).
 */
export const termsOf = (receipt: { parentReceiptId: string | null }, mail: Deadlines): Deadlines =>
  receipt.parentReceiptId === null ? mail : NO_TERMS;

/** Whether the receiver still owes something: signing, or a feedback the mail asks for. */
export function owesSomething(state: MailReceiptState, mail: Pick<Deadlines, 'needsFeedback'>): boolean {
  if (state === 'UNREAD' || state === 'READ') return true;
  return state === 'SIGNED' && mail.needsFeedback;
}

/** Overdue is derived, never stored: past the sign deadline unsigned, or past the feedback deadline without feedback. */
export function isReceiptOverdue(state: MailReceiptState, mail: Deadlines, now: Date): boolean {
  if (!MAIL_OPEN_RECEIPT_STATES.includes(state)) return false;
  const signLate = mail.signDeadline !== null && now > mail.signDeadline && (state === 'UNREAD' || state === 'READ');
  const feedbackLate = mail.needsFeedback && mail.feedbackDeadline !== null && now > mail.feedbackDeadline;
  return signLate || feedbackLate;
}

/** 催办 reaches the laggards only: never a returned, revoked, finished or completed receipt. */
export const mayUrgeReceipt = (state: MailReceiptState, mail: Pick<Deadlines, 'needsFeedback'>): boolean =>
  owesSomething(state, mail);

/** When the mail may be urged again; null when it may be now. */
export function urgeCooldownUntil(lastUrgedAt: Date | null, now: Date): Date | null {
  if (!lastUrgedAt) return null;
  const until = new Date(lastUrgedAt.getTime() + MAIL_URGE_COOLDOWN_MINUTES * 60_000);
  return until > now ? until : null;
}

/** Which reminder a receipt is due now, once each: sign before the sign deadline, feedback before its own. */
export function reminderDue(
  receipt: { state: MailReceiptState; signRemindedAt: Date | null; feedbackRemindedAt: Date | null },
  mail: Deadlines,
  now: Date,
): 'sign' | 'feedback' | null {
  const lead = MAIL_REMINDER_LEAD_HOURS * 3600_000;
  const within = (deadline: Date | null) =>
    deadline !== null && now < deadline && deadline.getTime() - now.getTime() <= lead;
  if ((receipt.state === 'UNREAD' || receipt.state === 'READ') && !receipt.signRemindedAt && within(mail.signDeadline))
    return 'sign';
  if (
    mail.needsFeedback &&
    MAIL_OPEN_RECEIPT_STATES.includes(receipt.state) &&
    !receipt.feedbackRemindedAt &&
    within(mail.feedbackDeadline)
  )
    return 'feedback';
  return null;
}

/**
 * The organisations a send reaches: each picked one, and with `withSubtree` every one below it;
 * once each, never the sender itself, in tree order.
 */
export function expandTargets<O extends { id: string; path: string }>(
  picked: readonly { orgId: string; withSubtree: boolean }[],
  orgs: readonly O[],
  senderOrgId: string,
): { found: O[]; unknown: string[] } {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const chosen = new Map<string, O>();
  const unknown: string[] = [];
  for (const pick of picked) {
    const root = byId.get(pick.orgId);
    if (!root) {
      unknown.push(pick.orgId);
      continue;
    }
    chosen.set(root.id, root);
    if (pick.withSubtree) for (const o of orgs) if (o.path.startsWith(root.path)) chosen.set(o.id, o);
  }
  chosen.delete(senderOrgId);
  return { found: [...chosen.values()].sort((a, b) => a.path.localeCompare(b.path)), unknown };
}

/**
 * 签发 is for a leader of the sending office: an oa administrator of that organisation, never the
 * drafter themself (the four-eyes rule), and only while the mail waits.
 */
export const mayApproveMail = (
  caller: Pick<Principal, 'loginType' | 'utype' | 'id' | 'orgId'>,
  mail: { senderOrgId: string; senderId: string; state: MailState },
): boolean =>
  mail.state === 'PENDING' &&
  isOaAdministrator(caller) &&
  caller.orgId === mail.senderOrgId &&
  caller.id !== mail.senderId;

/** The office's 文号 prefix: the first two characters of its name and 反诈 (东湖区分局 → 东湖反诈). */
export const docPrefixOf = (orgName: string): string => `${[...orgName].slice(0, 2).join('')}反诈`;

/** 文号 as offices write it: 东湖反诈〔2026〕12号. */
export const docNumberOf = (orgName: string, year: number, seq: number): string =>
  `${docPrefixOf(orgName)}〔${year}〕${seq}号`;

/** 转发 goes from a station (街道) that holds the mail itself (not a forward), once it is read and still live. */
export const mayForwardReceipt = (
  receipt: { state: MailReceiptState; parentReceiptId: string | null },
  orgKind: string,
): boolean =>
  orgKind === 'street' && receipt.parentReceiptId === null && ['READ', 'SIGNED', 'FED_BACK'].includes(receipt.state);
