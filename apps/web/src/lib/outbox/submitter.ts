import { newIdempotencyKey } from '../api-client';
import { notePendingFailure, readPendingSend, removeDraft, writePendingSend } from '../drafts/draft-store';
import { toastError } from '../feedback';
import { isOnline } from './network';
import { failureOf, IN_PROGRESS_RETRY_MS, isStillRunning, isUnanswered, NO_ANSWER_RETRY_MS } from './send-outcome';

export { IN_PROGRESS_RETRY_MS, NO_ANSWER_RETRY_MS } from './send-outcome';

export type SubmitPhase = 'idle' | 'sending' | 'waitingForNetwork';

export interface SubmitOptions<B, A> {
  /** The form's draft key: the idempotency key is stored with the draft, and the draft goes once sent. */
  draftKey: string;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A, body: B) => void;
  /** The server refused the submission; toasted by default. */
  onRefused?: (error: unknown) => void;
  /** What the form is about, for the 待发送 page (e.g. 预警编号 …); kept with the idempotency key. */
  subject?: string;
}

export interface Submitter<B, A> {
  /** The form's current options (its callbacks change as it renders). */
  setOptions: (options: SubmitOptions<B, A>) => void;
  /** Sends the body once for this user action; a tap while sending or waiting does nothing. */
  submit: (body: B) => void;
  /** Stops waiting for the network; the draft and its key stay for a later submit. */
  cancel: () => void;
  /** While the form is shown; the returned detach stops waiting and leaves a late answer unreported. */
  attach: () => () => void;
}

/** The form's own page as it is open now (`path?query` of the hash route): the 待发送 page opens it. */
const currentFormLink = (): string | undefined => window.location.hash.replace(/^#/, '') || undefined;

/**
 * The key of this action: the one stored with the draft when it was for the same body and not
 * refused (a double tap, a retry after a lost answer, a resubmit after reload), else a new one,
 * stored before sending. A refused key would only hear its refusal again (the server stores it).
 */
function idempotencyKeyFor(draftKey: string, body: string, subject: string | undefined): string {
  const pending = readPendingSend(draftKey);
  if (pending?.body === body && pending.failure?.kind !== 'refused') return pending.key;
  const key = newIdempotencyKey();
  const queuedAt = new Date().toISOString();
  writePendingSend(draftKey, { key, body, queuedAt, formLink: currentFormLink(), subject });
  return key;
}

/**
 * Sent once (issue 8): one idempotency key per user action, reused on every retry, so the server
 * acts once. Offline (or without an answer) the submission waits and goes when the connection returns.
 */
export function createSubmitter<B, A>(
  initialOptions: SubmitOptions<B, A>,
  onPhase: (phase: SubmitPhase) => void,
): Submitter<B, A> {
  let options = initialOptions;
  let isBusy = false;
  let isAttached = false;
  let stopWaiting: (() => void) | null = null;

  const settle = () => {
    isBusy = false;
    onPhase('idle');
  };

  /** Waits for `online` (or, when the browser already says online, a pause), then sends once. */
  function waitThenAttempt(body: B, key: string, pauseMs: number): void {
    const resume = () => {
      if (!stopWaiting) return;
      stopWaiting();
      void attempt(body, key);
    };
    const timer = isOnline() ? setTimeout(resume, pauseMs) : undefined;
    window.addEventListener('online', resume);
    stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', resume);
      stopWaiting = null;
    };
    onPhase(pauseMs === IN_PROGRESS_RETRY_MS ? 'sending' : 'waitingForNetwork');
  }

  async function attempt(body: B, key: string): Promise<void> {
    const { draftKey, send, onSent, onRefused = toastError } = options;
    if (!isOnline()) {
      notePendingFailure(draftKey, key, { kind: 'offline', at: new Date().toISOString() });
      return waitThenAttempt(body, key, NO_ANSWER_RETRY_MS);
    }
    onPhase('sending');
    try {
      const answer = await send(body, key);
      settle();
      if (isAttached) onSent(answer, body);
      removeDraft(draftKey);
    } catch (error) {
      // Noted even when the form has gone: the 待发送 page shows why it waits.
      if (!isStillRunning(error)) notePendingFailure(draftKey, key, failureOf(error));
      if (!isAttached) return;
      if (isStillRunning(error)) return waitThenAttempt(body, key, IN_PROGRESS_RETRY_MS);
      if (isUnanswered(error)) return waitThenAttempt(body, key, NO_ANSWER_RETRY_MS);
      settle();
      onRefused(error);
    }
  }

  return {
    setOptions: (next) => {
      options = next;
    },
    submit: (body) => {
      if (isBusy) return;
      isBusy = true;
      void attempt(body, idempotencyKeyFor(options.draftKey, JSON.stringify(body), options.subject));
    },
    cancel: () => {
      stopWaiting?.();
      settle();
    },
    attach: () => {
      isAttached = true;
      return () => {
        isAttached = false;
        stopWaiting?.();
      };
    },
  };
}
