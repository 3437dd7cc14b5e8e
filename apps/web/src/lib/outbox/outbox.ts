import { create } from 'zustand';
import { findRoute } from '../../config/routes';
import {
  notePendingFailure,
  readPendingSend,
  removeDraft,
  type DraftRecord,
  type PendingSend,
} from '../drafts/draft-store';
import { isOnline } from './network';
import { failureOf, IN_PROGRESS_RETRY_MS, isStillRunning } from './send-outcome';

/**
 * A form the 待发送 page can send by itself (issue 25): its draft name (`feedback` of
 * `feedback:<assignmentId>`), its name in words and the call its page makes — so a submission
 * waiting for the network goes without its page being open. Features declare theirs (Feature.outbox).
 */
export interface OutboxForm {
  form: string;
  title: string;
  send: (body: unknown, idempotencyKey: string) => Promise<unknown>;
}

/** Declares a form's send for the outbox; the body is the one its page stored, read back from JSON. */
export const outboxForm = <B>(
  form: string,
  title: string,
  send: (body: B, idempotencyKey: string) => Promise<unknown>,
): OutboxForm => ({ form, title, send: send as OutboxForm['send'] });

const forms = new Map<string, OutboxForm>();

/** Once at start-up (app/features.ts), from every feature's declaration. */
export function registerOutboxForms(declared: readonly OutboxForm[]): void {
  for (const form of declared) forms.set(form.form, form);
}

/** `feedback:a1` → `feedback` (draftKeyOf's form part). */
const formNameOf = (draftKey: string): string => draftKey.slice(0, Math.max(draftKey.indexOf(':'), 0));

export interface OutboxEntry {
  draftKey: string;
  pending: PendingSend;
  /** The form in words: its declaration's, else its page's title. */
  title: string;
  /** 重试 can send it from here; a form without a declaration is sent from its page. */
  canResend: boolean;
}

const GENERIC_TITLE = '表单';

/** Every submission of the account not yet answered with success, oldest first (the order they were made). */
export function outboxEntriesOf(records: Readonly<Record<string, DraftRecord>>): OutboxEntry[] {
  return Object.entries(records)
    .flatMap(([draftKey, record]) => {
      const { pendingSend: pending } = record;
      if (!pending) return [];
      const declared = forms.get(formNameOf(draftKey));
      const pageTitle = pending.formLink ? findRoute(pending.formLink.split('?')[0] ?? '')?.title : undefined;
      return [{ draftKey, pending, title: declared?.title ?? pageTitle ?? GENERIC_TITLE, canResend: !!declared }];
    })
    .sort((a, b) => (a.pending.queuedAt ?? '').localeCompare(b.pending.queuedAt ?? ''));
}

/** The submissions 重试 is sending now (their cards show it and take no second tap). */
export const useResending = create<{ draftKeys: readonly string[] }>()(() => ({ draftKeys: [] }));

const setResending = (draftKey: string, isResending: boolean) =>
  useResending.setState(({ draftKeys }) => ({
    draftKeys: isResending ? [...draftKeys, draftKey] : draftKeys.filter((key) => key !== draftKey),
  }));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 重试: sends the stored body now with its stored idempotency key — the key the first send carried
 * — so a server that did get it answers with that first answer instead of acting again. Answered,
 * the draft goes (true); otherwise the entry stays, saying why (false).
 */
export async function resend(draftKey: string): Promise<boolean> {
  const pending = readPendingSend(draftKey);
  const form = forms.get(formNameOf(draftKey));
  if (!pending || !form || useResending.getState().draftKeys.includes(draftKey)) return false;
  if (!isOnline()) {
    notePendingFailure(draftKey, pending.key, { kind: 'offline', at: new Date().toISOString() });
    return false;
  }
  setResending(draftKey, true);
  try {
    for (;;) {
      try {
        await form.send(JSON.parse(pending.body), pending.key);
        if (readPendingSend(draftKey)?.key === pending.key) removeDraft(draftKey);
        return true;
      } catch (error) {
        if (!isStillRunning(error)) {
          notePendingFailure(draftKey, pending.key, failureOf(error));
          return false;
        }
        await pause(IN_PROGRESS_RETRY_MS);
      }
    }
  } finally {
    setResending(draftKey, false);
  }
}
