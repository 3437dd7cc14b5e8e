import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { EMPTY_TRANSFER_FORM, type TransferFormValues } from './transfer.rules';

interface TransferDraftState {
  /** One draft per assignment, so the org picker and a reload lose nothing typed. */
  drafts: Record<string, TransferFormValues>;
  updateDraft: (assignmentId: string, patch: Partial<TransferFormValues>) => void;
  clearDraft: (assignmentId: string) => void;
}

export const useTransferDrafts = create<TransferDraftState>()(
  persist(
    (set) => ({
      drafts: {},
      updateDraft: (assignmentId, patch) =>
        set((state) => ({
          drafts: {
            ...state.drafts,
            [assignmentId]: { ...(state.drafts[assignmentId] ?? EMPTY_TRANSFER_FORM), ...patch },
          },
        })),
      clearDraft: (assignmentId) =>
        set((state) => {
          const { [assignmentId]: _removed, ...rest } = state.drafts;
          return { drafts: rest };
        }),
    }),
    {
      name: 'afp.transfer-drafts',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ drafts }) => ({ drafts }),
    },
  ),
);

/** The draft of one assignment (the empty form until something is typed). */
export const useTransferDraft = (assignmentId: string): TransferFormValues =>
  useTransferDrafts((state) => state.drafts[assignmentId] ?? EMPTY_TRANSFER_FORM);
