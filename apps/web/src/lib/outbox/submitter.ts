import { ERROR_CODES } from '@afp/contract';
import { ApiError, failureKindOf, newIdempotencyKey } from '../api-client';
import { readPendingSend, removeDraft, writePendingSend } from '../drafts/draft-store';
import { toastError } from '../feedback';
import { isOnline } from './network';

/** While the first send is still running on the server, ask again after this pause. */
export const IN_PROGRESS_RETRY_MS = 1_000;
/** No answer although the browser says online (a dead zone): try again after this pause. */
export const NO_ANSWER_RETRY_MS = 3_000;

export type SubmitPhase = 'idle' | 'sending' | 'waitingForNetwork';

export interface SubmitOptions<B, A> {
  /** The form's draft key: the idempotency key is stored with the draft, and the draft goes once sent. */
  draftKey: string;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A, body: B) => void;
  /** The server refused the submission; toasted by default. */
  onRefused?: (error: unknown) => void;
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

const isStillRunning = (error: unknown) =>
  error instanceof ApiError && error.errorCode === ERROR_CODES.requestInProgress;
/** The server may yet act on the key: no answer came, or it forgot the key (a 5xx releases it). */
const isUnsettled = (error: unknown) => !(error instanceof ApiError) || error.code === 0 || error.code >= 500;

/**
 * The key of this action: the one stored with the draft when it was for the same body (a double
 * tap, a retry after a lost answer, a resubmit after reload), else a new one, stored before sending.
 */
function idempotencyKeyFor(draftKey: string, body: string): string {
  const pending = readPendingSend(draftKey);
  if (pending?.body === body) return pending.key;
  const key = newIdempotencyKey();
  writePendingSend(draftKey, { key, body });
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
    if (!isOnline()) return waitThenAttempt(body, key, NO_ANSWER_RETRY_MS);
    onPhase('sending');
    try {
      const answer = await send(body, key);
      settle();
      if (isAttached) onSent(answer, body);
      removeDraft(draftKey);
    } catch (error) {
      if (!isAttached) return;
      if (isStillRunning(error)) return waitThenAttempt(body, key, IN_PROGRESS_RETRY_MS);
      if (failureKindOf(error) === 'offline') return waitThenAttempt(body, key, NO_ANSWER_RETRY_MS);
      if (!isUnsettled(error)) writePendingSend(draftKey, undefined);
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
      void attempt(body, idempotencyKeyFor(options.draftKey, JSON.stringify(body)));
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
