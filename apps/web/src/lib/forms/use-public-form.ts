import { useState } from 'react';
import { useSubmitOnce } from '../outbox';
import { useCheckedSubmit, type Checked, type Problems } from './checked-submit';

/**
 * A form on a public (no login) page: drafts belong to a signed-in account, so the input lives in
 * the page only (nothing personal stays on the device). Checked like a field form and still sent
 * once: a repeated tap or a dropped network does not send it twice.
 */
export function usePublicForm<F extends object, B, P extends Problems = Problems, A = unknown>({
  submitKey,
  empty,
  check,
  send,
  onSent,
}: {
  /** Names this form's submission (as a draft key would). */
  submitKey: string;
  empty: F;
  check: (form: F) => Checked<B, P>;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A, body: B) => void;
}) {
  const [form, setForm] = useState(empty);
  const patch = (fields: Partial<F>) => setForm((current) => ({ ...current, ...fields }));
  const submission = useSubmitOnce({ draftKey: submitKey, send, onSent });
  const { problems, submitChecked } = useCheckedSubmit(form, check, submission.submit);
  return { form, patch, problems, submission, submitChecked };
}
