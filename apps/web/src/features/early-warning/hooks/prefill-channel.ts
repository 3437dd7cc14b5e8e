import type { ContactChannel } from '@afp/contract';
import { draftKeyOf, getDraft, patchDraft } from './feedback-draft.store';

/** A contact tap names the feedback's 劝阻方式, unless the guard has already chosen one. */
export function prefillChannel(assignmentId: string, channel: ContactChannel): void {
  const key = draftKeyOf(assignmentId);
  if (getDraft(key).channels?.length) return;
  patchDraft(key, { channels: [channel] });
}
