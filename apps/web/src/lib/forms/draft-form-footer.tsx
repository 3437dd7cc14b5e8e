import type { ReactNode } from 'react';
import { SubmitFooter } from '../../components/submit-footer';
import { DiscardDraftButton } from '../drafts';

/**
 * The foot of a draft form (the handle from `useDraftForm`): 清除草稿 while there is a draft, then the
 * main action, busy while sending or waiting for the network.
 */
export function DraftFormFooter({
  form,
  testId,
  onSubmit,
  children,
}: {
  form: { draftKey: string; hasDraft: boolean; submission: { isBusy: boolean }; discarded: () => void };
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {form.hasDraft ? <DiscardDraftButton draftKey={form.draftKey} onDiscarded={form.discarded} /> : null}
      <SubmitFooter testId={testId} isSubmitting={form.submission.isBusy} onSubmit={onSubmit}>
        {children}
      </SubmitFooter>
    </>
  );
}
