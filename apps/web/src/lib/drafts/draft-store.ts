import { create } from 'zustand';
import { useSession, type SessionValues } from '../session/session.store';

/**
 * Drafts that survive (issue 8): what a user typed into a form, kept per account and per object
 * (`feedback:<assignmentId>`, `transfer:<assignmentId>` …) in localStorage, so a reload, an app
 * switch or a lost connection loses nothing. Values are plain JSON: dates as ISO strings, photos
 * as their uploaded keys/URLs.
 */
export interface DraftRecord {
  value: unknown;
  /** The idempotency key of a submission whose answer has not come yet, and the body it was for. */
  pendingSend?: PendingSend;
}

/** Why a submission still waits (issue 25, the 待发送 page says it in words). */
export type SendFailure =
  /** The device was offline: nothing reached the server. */
  | { kind: 'offline'; at: string }
  /** Sent without an answer, or the server failed (5xx): it may yet act, so a retry keeps the key. */
  | { kind: 'noAnswer'; at: string; message?: string }
  /** The server refused it (4xx) and stored that answer under the key: only a changed or new submit can pass. */
  | { kind: 'refused'; at: string; message: string };

export interface PendingSend {
  key: string;
  body: string;
  /** When the user submitted (ISO). */
  queuedAt: string;
  /** The form's page (`path?query`), which opens it with this draft. */
  formLink?: string;
  /** What the form is about, in words the user knows (e.g. 预警编号 …). */
  subject?: string;
  failure?: SendFailure;
}

const STORAGE_PREFIX = 'afp.draft:';
/** Typing is kept in memory at once and written to storage after this pause. */
export const DRAFT_SAVE_DELAY_MS = 300;

/** Whose drafts are shown: the logged-in account, or nobody. */
export const draftAccountOf = (session: SessionValues): string | null =>
  session.hasLogin && (session.uid || session.accountId)
    ? `${session.loginType}:${session.uid || session.accountId}`
    : null;

interface DraftState {
  account: string | null;
  records: Record<string, DraftRecord>;
}

export const useDrafts = create<DraftState>()(() => ({ account: null, records: {} }));

/** Drafts loaded from storage and not yet announced as restored in this page's lifetime. */
const restorable = new Set<string>();
const pendingWrites = new Map<string, ReturnType<typeof setTimeout>>();

// Storage can throw (private mode, quota); drafts then live in memory only.
const safely = (action: () => void): void => {
  try {
    action();
  } catch {
    // Kept in memory.
  }
};

const storageKeyOf = (account: string, key: string) => `${STORAGE_PREFIX}${account}:${key}`;

function storedKeys(): string[] {
  const keys: string[] = [];
  safely(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const name = localStorage.key(index);
      if (name?.startsWith(STORAGE_PREFIX)) keys.push(name);
    }
  });
  return keys;
}

function loadRecords(account: string | null): Record<string, DraftRecord> {
  const records: Record<string, DraftRecord> = {};
  if (!account) return records;
  const prefix = storageKeyOf(account, '');
  for (const name of storedKeys().filter((stored) => stored.startsWith(prefix))) {
    safely(() => {
      const record = JSON.parse(localStorage.getItem(name) ?? 'null') as DraftRecord | null;
      if (record && typeof record === 'object') records[name.slice(prefix.length)] = record;
    });
  }
  return records;
}

function writeNow(key: string): void {
  clearTimeout(pendingWrites.get(key));
  pendingWrites.delete(key);
  const { account, records } = useDrafts.getState();
  if (!account) return;
  const record = records[key];
  safely(() => {
    if (record) localStorage.setItem(storageKeyOf(account, key), JSON.stringify(record));
    else localStorage.removeItem(storageKeyOf(account, key));
  });
}

/** Writes every draft still waiting for its pause (the page is being hidden or left). */
export function flushDrafts(): void {
  for (const key of [...pendingWrites.keys()]) writeNow(key);
}

/**
 * Another account's drafts leave the device when this account logs in (issue 24): an expired
 * session's drafts wait for the same account's next login, but a shared phone never holds one
 * person's typing while another uses it.
 */
function removeOtherAccounts(account: string): void {
  const own = storageKeyOf(account, '');
  safely(() => {
    for (const name of storedKeys()) if (!name.startsWith(own)) localStorage.removeItem(name);
  });
}

/**
 * Follows the session: another account sees only its own drafts. A session that ends without a
 * logout (expired, ended elsewhere) leaves its drafts in storage for that account to find again.
 */
function followAccount(account: string | null): void {
  if (account === useDrafts.getState().account) return;
  flushDrafts();
  restorable.clear();
  if (account) removeOtherAccounts(account);
  const records = loadRecords(account);
  for (const key of Object.keys(records)) restorable.add(key);
  useDrafts.setState({ account, records });
}

function changeRecord(key: string, record: DraftRecord | undefined, delayMs: number): void {
  const { records, account } = useDrafts.getState();
  if (!account) return;
  const { [key]: _previous, ...others } = records;
  useDrafts.setState({ records: record ? { ...others, [key]: record } : others });
  clearTimeout(pendingWrites.get(key));
  if (delayMs === 0) writeNow(key);
  else
    pendingWrites.set(
      key,
      setTimeout(() => writeNow(key), delayMs),
    );
}

export function readDraft<T>(key: string): T | undefined {
  return useDrafts.getState().records[key]?.value as T | undefined;
}

/** Keeps what the user typed; storage follows after a short pause. */
export function saveDraft<T>(key: string, value: T): void {
  changeRecord(key, { ...useDrafts.getState().records[key], value }, DRAFT_SAVE_DELAY_MS);
}

/** After a successful submit or an explicit discard. */
export function removeDraft(key: string): void {
  restorable.delete(key);
  changeRecord(key, undefined, 0);
}

export const readPendingSend = (key: string): PendingSend | undefined => useDrafts.getState().records[key]?.pendingSend;

/** Stored at once: the key must be on disk before the request leaves. */
export function writePendingSend(key: string, pendingSend: PendingSend | undefined): void {
  const record = useDrafts.getState().records[key];
  if (!record && !pendingSend) return;
  changeRecord(key, { value: record?.value, pendingSend }, 0);
}

/** Notes why a submission still waits, unless it has gone meanwhile (sent, deleted, submitted anew). */
export function notePendingFailure(key: string, sendKey: string, failure: SendFailure): void {
  const pending = readPendingSend(key);
  if (pending?.key === sendKey) writePendingSend(key, { ...pending, failure });
}

/**
 * True once for a draft that was found in storage when the page loaded (a reload, a new tab, the
 * app restarted): the form says it restored it. Drafts typed in this page's lifetime are not news.
 */
export function takeRestoredDraft(key: string): boolean {
  return restorable.delete(key) && readDraft(key) !== undefined;
}

/** What the account would lose by logging out: its drafts, and of those the submissions still unsent. */
export function draftSummary(): { drafts: number; unsent: number } {
  const records = Object.values(useDrafts.getState().records);
  return { drafts: records.length, unsent: records.filter((record) => record.pendingSend).length };
}

/** Logout: no draft of this account is left on the device. */
export function clearAllDrafts(): void {
  for (const timer of pendingWrites.values()) clearTimeout(timer);
  pendingWrites.clear();
  restorable.clear();
  safely(() => {
    for (const name of storedKeys()) localStorage.removeItem(name);
  });
  useDrafts.setState({ records: {} });
}

followAccount(draftAccountOf(useSession.getState()));
useSession.subscribe((session) => followAccount(draftAccountOf(session)));
// An app switch or a closing tab does not wait for the pause (in a browser: the build-time render
// of index.html's first screens has no window).
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushDrafts);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushDrafts();
  });
}
