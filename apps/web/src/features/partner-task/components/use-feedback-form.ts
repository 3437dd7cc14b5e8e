import { goBack } from '../../../components/go-back';
import { showToast } from '../../../lib/feedback';
import { useDraftForm, type Checked } from '../../../lib/forms';
import type { Problems } from '../../../lib/forms/checked-submit';

/**
 * The partner's feedback on a task (a cooperation task or an order task): a draft per task, checked
 * by the feature's rules, sent once; 反馈成功 and back to where the partner came from.
 */
export function useFeedbackForm<F extends object, B, P extends Problems>(options: {
  draftKey: string;
  empty: F;
  check: (form: F) => Checked<B, P>;
  send: (body: B, idempotencyKey: string) => Promise<unknown>;
}) {
  return useDraftForm({
    ...options,
    onSent: () => {
      showToast('反馈成功');
      goBack();
    },
  });
}
