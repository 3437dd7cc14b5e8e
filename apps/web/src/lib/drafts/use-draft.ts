import { useCallback, useEffect } from 'react';
import { showToast } from '../feedback';
import { readDraft, removeDraft, saveDraft, takeRestoredDraft, useDrafts } from './draft-store';

export const DRAFT_RESTORED_TEXT = '已恢复草稿';

/** The draft key of one form for one object, e.g. `draftKeyOf('transfer', assignmentId)`. */
export const draftKeyOf = (form: string, objectId: string): string => `${form}:${objectId}`;

export interface DraftHandle<T> {
  /** The saved draft, else `empty`. */
  value: T;
  hasDraft: boolean;
  /** Changes some fields; saved as the user types. */
  patch: (patch: Partial<T>) => void;
  discard: () => void;
}

/** A form's draft, shared by every page that edits it (a chooser page writes its pick back). */
export function useDraft<T extends object>(key: string, empty: T): DraftHandle<T> {
  const saved = useDrafts((state) => state.records[key]?.value as T | undefined);
  const patch = useCallback(
    (fields: Partial<T>) => saveDraft(key, { ...empty, ...readDraft<T>(key), ...fields }),
    [key, empty],
  );
  const discard = useCallback(() => removeDraft(key), [key]);
  return { value: saved ? { ...empty, ...saved } : empty, hasDraft: saved !== undefined, patch, discard };
}

/** When a form opens with a draft kept from before a reload or restart, says so (已恢复草稿). */
export function useRestoredDraftNotice(key: string): void {
  useEffect(() => {
    if (takeRestoredDraft(key)) showToast(DRAFT_RESTORED_TEXT);
  }, [key]);
}
