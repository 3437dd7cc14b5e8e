import { useState } from 'react';
import { showToast, toastError } from '../../../lib/feedback';
import { useSubmitOnce } from '../../../lib/outbox';
import type { FieldError } from '../components/feedback-form';
import { fieldOfError, isConflict } from '../lib/api-errors';

interface FeedbackSubmissionOptions<B, A> {
  draftKey: string;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A) => void;
  /** The warning in words for the 待发送 page. */
  subject?: string;
}

/**
 * A feedback sent once (lib/outbox): one idempotency key per tap of submit, reused on retries and
 * after a reload, waiting out a lost connection; the draft goes once the server has it. A refusal
 * naming a field goes under that field; a 409 (someone else changed the warning) is toasted — the
 * mutation already refetched.
 */
export function useFeedbackSubmission<B, A>({ draftKey, send, onSent, subject }: FeedbackSubmissionOptions<B, A>) {
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>();
  const submission = useSubmitOnce<B, A>({
    draftKey,
    send,
    onSent,
    subject,
    onRefused: (error) => {
      const field = fieldOfError(error);
      if (field && error instanceof Error) {
        showToast(error.message);
        setFieldErrors([{ field, message: error.message.replace(/^参数\s*\w+\s*错误[:：]/, '') }]);
      } else if (isConflict(error))
        showToast(error instanceof Error ? error.message : '数据已被他人修改，请刷新后重试');
      else toastError(error);
    },
  });
  return { submission, fieldErrors };
}

/** Back to the page that opened the form, or to the warning when opened directly. */
export function hasHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
