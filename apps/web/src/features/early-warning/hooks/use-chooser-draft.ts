import { useSearchParams } from '../../../lib/router';
import { navigateBack } from '../../../lib/navigation';
import { getDraft, patchDraft, type FeedbackDraft } from './feedback-draft.store';

/** A chooser page's link to the draft that opened it: read the current value, write and go back. */
export function useChooserDraft() {
  const [params] = useSearchParams();
  const draftKey = params.get('draft') ?? '';
  return {
    current: draftKey ? getDraft(draftKey) : {},
    choose: (patch: FeedbackDraft) => {
      if (draftKey) patchDraft(draftKey, patch);
      navigateBack(1);
    },
  };
}
