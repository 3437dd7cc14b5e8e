import { MAIL_RECEIPT_STATES, MAIL_STATES, type TimelineEntry } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import { readTimelines, type TimelineRow } from '../operation-log/index.ts';
import { MAIL_ENTITY, MAIL_RECEIPT_ENTITY, type MailRepository } from './mail.repository.ts';
import { MAIL_ACTION_NAMES, RECEIPT_ACTION_NAMES } from './mail.workflow.ts';

/** A logged `mail.<action>` in words, per entity (a receipt's `redo` is the sender's 退回重办). */
const MAIL_WORDS: Record<string, string> = {
  ...MAIL_ACTION_NAMES,
  submit: '提交签发',
  send: '发送',
};
const RECEIPT_WORDS: Record<string, string> = {
  ...RECEIPT_ACTION_NAMES,
  redo: '退回重办',
  forward: '转发',
  urge: '催办',
};

/** Lines of every receipt that the mail's own line already tells the sender (the revoke, the finish, the urge). */
const ECHOES_OF_THE_MAIL = new Set(['mail.revoke', 'mail.finish', 'mail.urge']);
/** What a receiving unit sees of the mail's own lines: how it went out and how it ended, nothing of others. */
const SENDING = new Set(['mail.send', 'mail.approve', 'mail.revoke', 'mail.finish']);

/**
 * The reason of a logged move without its state labels (`已读 → 已签收：原因` → `原因`); a remark
 * the service wrote in words stays as it is, one that only repeats the action (the demo's `发送`) goes.
 */
export function reasonOf(
  row: Pick<TimelineRow, 'remark' | 'fromState' | 'toState'>,
  labels: Record<string, string>,
  words: string,
): string | null {
  if (!row.remark || row.remark === words) return null;
  if (!row.fromState || !row.toState) return row.remark;
  const moved = `${labels[row.fromState] ?? row.fromState} → ${labels[row.toState] ?? row.toState}`;
  if (!row.remark.startsWith(moved)) return row.remark;
  return row.remark.slice(moved.length).replace(/^：/, '') || null;
}

type Viewer =
  { side: 'sender'; mailId: string } | { side: 'receiver'; receiptId: string; parentReceiptId: string | null };

/**
 * A mail's timeline 办理记录 — who submitted, approved or refused, sent, read (each person), signed,
 * fed back, urged, returned for redo, forwarded, revoked, finished — oldest first. The sender sees
 * every unit; a receiving unit sees the sending and its own receipt only (and the station's forward
 * that brought it), never another unit's lines.
 */
export async function mailTimeline(
  db: Db,
  repository: MailRepository,
  mailId: string,
  viewer: Viewer,
): Promise<TimelineEntry[]> {
  const receipts = await repository.timelineReceipts(viewer.side === 'sender' ? { mailId } : viewer);
  const orgOf = new Map(receipts.map((receipt) => [receipt.id, receipt.orgName]));
  const [rows, reads] = await Promise.all([
    readTimelines(db, [
      { entityType: MAIL_ENTITY, entityIds: [mailId] },
      { entityType: MAIL_RECEIPT_ENTITY, entityIds: [...orgOf.keys()] },
    ]),
    repository.readers(viewer.side === 'sender' ? [...orgOf.keys()] : [viewer.receiptId]),
  ]);
  const personallyRead = new Set(reads.map((read) => read.receiptId));

  const shown = (row: TimelineRow): boolean => {
    if (row.entityId === mailId) return viewer.side === 'sender' || SENDING.has(row.action);
    // The unit's first open is told by the person who opened it (mail_read) when that is known.
    if (row.action === 'mail.read' && personallyRead.has(row.entityId)) return false;
    if (viewer.side === 'sender') return !ECHOES_OF_THE_MAIL.has(row.action);
    if (row.action === 'mail.revoke' || row.action === 'mail.finish') return false;
    // The station's receipt: only its forward is a line of the community's mail.
    return row.entityId === viewer.receiptId || row.action === 'mail.forward';
  };

  const entries = rows.filter(shown).map((row) => {
    const isMail = row.entityId === mailId;
    const words = (isMail ? MAIL_WORDS : RECEIPT_WORDS)[row.action.replace(/^mail\./, '')] ?? row.action;
    const unit = orgOf.get(row.entityId);
    // Done to a unit by someone else (the sender's redo): the sender's list names the unit.
    const action =
      !isMail && viewer.side === 'sender' && unit && unit !== row.actorOrgName ? `${words}（${unit}）` : words;
    return {
      action,
      remark: reasonOf(row, isMail ? MAIL_STATES : MAIL_RECEIPT_STATES, words),
      actorName: row.actorName,
      actorOrgName: row.actorOrgName,
      at: row.createdAt,
    };
  });
  const readEntries = reads.map((read) => ({
    action: RECEIPT_WORDS.read!,
    remark: null,
    actorName: read.name,
    actorOrgName: orgOf.get(read.receiptId) ?? null,
    at: read.at,
  }));
  return [...entries, ...readEntries]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
