import { useDraft, useRestoredDraftNotice } from '../drafts';
import { useSubmitOnce } from '../outbox';
import { useCheckedSubmit, type Checked, type Problems } from './checked-submit';

export type { Checked } from './checked-submit';

/**
 * The life of a field form: saved as typed (已恢复草稿 when it comes back), checked by the
 * feature's shared rules (`check`) before sending — problems shown at their fields, following the
 * input from then on, and the first toasted — and sent once however often it is tapped or the
 * network drops.
 */
export function useDraftForm<F extends object, B, P extends Problems = Problems, A = unknown>({
  draftKey,
  empty,
  check,
  send,
  onSent,
  subject,
}: {
  draftKey: string;
  empty: F;
  check: (form: F) => Checked<B, P>;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A, body: B) => void;
  /** What the form is about, for the 待发送 page (lib/outbox). */
  subject?: string;
}) {
  const { value: form, hasDraft, patch } = useDraft<F>(draftKey, empty);
  useRestoredDraftNotice(draftKey);
  const submission = useSubmitOnce({ draftKey, send, onSent, subject });
  const { problems, hideProblems, submitChecked } = useCheckedSubmit(form, check, submission.submit);
  /** After 清除草稿: stop waiting to send, and the problems of the discarded input go with it. */
  const discarded = () => {
    submission.cancel();
    hideProblems();
  };
  return { draftKey, form, hasDraft, patch, problems, submission, submitChecked, discarded };
}
