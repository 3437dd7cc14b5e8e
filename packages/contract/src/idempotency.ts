/**
 * Sent once (issue 8): every state-changing call carries a key the client makes once per user
 * action and reuses on every retry of it; the server answers a repeat with the first answer.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** A UUID fits; the bound keeps the stored key within its column. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
