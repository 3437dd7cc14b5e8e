export { isOnline, useIsOnline } from './network';
export { IN_PROGRESS_RETRY_MS, NO_ANSWER_RETRY_MS, type SubmitPhase } from './submitter';
export { useSubmitOnce, type SubmitOnce } from './use-submit-once';
export { SUBMIT_WAITING_TEXT, SubmitWaitingBanner } from './submit-waiting-banner';
export { outboxForm, registerOutboxForms, resend, type OutboxEntry, type OutboxForm } from './outbox';
export { useOutbox, useOutboxCount } from './use-outbox';
