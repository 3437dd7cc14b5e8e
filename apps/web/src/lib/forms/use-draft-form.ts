import { useState } from 'react';
import { useDraft, useRestoredDraftNotice } from '../drafts';
import { showToast } from '../feedback';
import { useSubmitOnce } from '../outbox';

/** What a form's shared rules answer: the body to send, or (without one) the problems per field. */
export interface Checked<B, P> {
  body?: B | null;
  problems?: P | null;
}

type Problems = Partial<Record<string, string>>;

/**
 * The life of a field form: saved as typed (已恢复草稿 when it comes back), checked by the
 * feature's shared rules before sending — problems shown at their fields and the first toasted —
 * and sent once however often it is tapped or the network drops.
 */
export function useDraftForm<F extends object, B, P extends Problems = Problems, A = unknown>({
  draftKey,
  empty,
  send,
  onSent,
}: {
  draftKey: string;
  empty: F;
  send: (body: B, idempotencyKey: string) => Promise<A>;
  onSent: (answer: A, body: B) => void;
}) {
  const { value: form, hasDraft, patch } = useDraft<F>(draftKey, empty);
  useRestoredDraftNotice(draftKey);
  const submission = useSubmitOnce({ draftKey, send, onSent });
  const [problems, setProblems] = useState<P>({} as P);

  const submitChecked = (checked: Checked<B, P>) => {
    if (checked.body) {
      setProblems({} as P);
      submission.submit(checked.body);
      return;
    }
    const found = checked.problems ?? ({} as P);
    setProblems(found);
    showToast(Object.values(found).find(Boolean) ?? '请完善填写内容');
  };
  /** After 清除草稿: stop waiting to send, and the problems of the discarded input go with it. */
  const discarded = () => {
    submission.cancel();
    setProblems({} as P);
  };
  return { draftKey, form, hasDraft, patch, problems, setProblems, submission, submitChecked, discarded };
}
