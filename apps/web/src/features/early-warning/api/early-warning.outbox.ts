import { EARLY_WARNING_ENDPOINTS, type FeedbackBody } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { outboxForm } from '../../../lib/outbox/outbox';
import { queryClient } from '../../../lib/query-client';
import { FEEDBACK_FORM, SYNC_FEEDBACK_FORM } from '../hooks/feedback-draft.store';
import { invalidateWarnings, type SyncHandleBody } from './early-warning.mutations';

const { feedback, syncHandle } = EARLY_WARNING_ENDPOINTS;

/** The warning's feedback forms, sent from 待发送 as their pages send them (same call, same refresh). */
export const EARLY_WARNING_OUTBOX = [
  outboxForm(FEEDBACK_FORM, '预警反馈', (body: FeedbackBody, idempotencyKey) =>
    call(feedback, { body, idempotencyKey }).finally(() => invalidateWarnings(queryClient, body.assignmentId)),
  ),
  outboxForm(SYNC_FEEDBACK_FORM, '同步处置', (body: SyncHandleBody, idempotencyKey) =>
    call(syncHandle, { body, idempotencyKey }).finally(() => invalidateWarnings(queryClient)),
  ),
];
