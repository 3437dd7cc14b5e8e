import { DiscardDraftButton, useDraft, useRestoredDraftNotice } from '../../../lib/drafts';
import { SubmitWaitingBanner, type SubmitOnce } from '../../../lib/outbox';

const NOTHING = {};

/**
 * Above a feedback form: 已恢复草稿 when it opens with a kept draft, the banner while a submission
 * waits for the network, and 清除草稿 while there is a draft to clear.
 */
export function FeedbackDraftActions<B>({
  draftKey,
  submission,
  onDiscarded,
}: {
  draftKey: string;
  submission: SubmitOnce<B>;
  onDiscarded: () => void;
}) {
  useRestoredDraftNotice(draftKey);
  const { hasDraft } = useDraft(draftKey, NOTHING);
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      {hasDraft && !submission.isBusy ? (
        <DiscardDraftButton
          draftKey={draftKey}
          onDiscarded={() => {
            submission.cancel();
            onDiscarded();
          }}
        />
      ) : null}
    </>
  );
}
