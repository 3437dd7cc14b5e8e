export {
  clearAllDrafts,
  draftSummary,
  readDraft,
  removeDraft,
  saveDraft,
  type DraftRecord,
  type PendingSend,
  type SendFailure,
} from './draft-store';
export { DRAFT_RESTORED_TEXT, draftKeyOf, useDraft, useRestoredDraftNotice, type DraftHandle } from './use-draft';
export { DiscardDraftButton } from './discard-draft-button';
