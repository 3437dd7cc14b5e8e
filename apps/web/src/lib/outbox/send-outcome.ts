import { ERROR_CODES } from '@afp/contract';
import { ApiError } from '../api-client';
import type { SendFailure } from '../drafts/draft-store';
import { isOnline } from './network';

/** While the first send is still running on the server, ask again after this pause. */
export const IN_PROGRESS_RETRY_MS = 1_000;
/** No answer although the browser says online (a dead zone): try again after this pause. */
export const NO_ANSWER_RETRY_MS = 3_000;

/** The server still runs the first send of this key (409 request.in_progress): ask again, it is no failure. */
export const isStillRunning = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === ERROR_CODES.requestInProgress;

/** No answer came (status 0): wait for the connection and send again with the same key. */
export const isUnanswered = (error: unknown): boolean => error instanceof ApiError && error.code === 0;

/**
 * Why a failed send still waits. The server may yet act on the key when no answer came or it
 * failed (a 5xx releases the key), so that is 无应答 and a retry keeps the key; any other answer
 * is its refusal, stored under the key — sending it again would only hear it again.
 */
export function failureOf(error: unknown, at: Date = new Date()): SendFailure {
  const when = at.toISOString();
  if (isUnanswered(error)) return isOnline() ? { kind: 'noAnswer', at: when } : { kind: 'offline', at: when };
  if (!(error instanceof ApiError) || error.code >= 500)
    return { kind: 'noAnswer', at: when, message: error instanceof Error ? error.message : undefined };
  return { kind: 'refused', at: when, message: error.message };
}
