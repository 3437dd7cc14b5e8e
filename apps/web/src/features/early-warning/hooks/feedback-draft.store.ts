import { create } from 'zustand';
import type { FeedbackBody } from '@afp/contract';
import type { ImageUploadItem } from 'antd-mobile';

/** What the handle form holds while typing: the body fields plus names for chosen codes. */
export type FeedbackDraft = Partial<Omit<FeedbackBody, 'assignmentId' | 'version'>> & {
  fraudTypeName?: string;
  /** Fraud time as picked (the body carries it as an ISO string). */
  fraudDate?: Date;
  /** Uploaded photos (preview URL + storage key), kept so navigation does not drop them. */
  photoItems?: ImageUploadItem[];
  /** Typed when geolocation is unavailable; sent in the remark (the body needs coordinates). */
  manualAddress?: string;
};

interface FeedbackDraftState {
  drafts: Record<string, FeedbackDraft>;
  patchDraft: (key: string, patch: FeedbackDraft) => void;
  clearDraft: (key: string) => void;
}

/**
 * Drafts keyed by assignment (`<id>` for the handle page, `sync:<id>` for sync-handle), so the
 * chooser pages can write their result back and nothing typed is lost while navigating.
 */
export const useFeedbackDraft = create<FeedbackDraftState>()((set) => ({
  drafts: {},
  patchDraft: (key, patch) =>
    set((state) => ({ drafts: { ...state.drafts, [key]: { ...state.drafts[key], ...patch } } })),
  clearDraft: (key) =>
    set((state) => {
      const { [key]: _removed, ...rest } = state.drafts;
      return { drafts: rest };
    }),
}));

export const draftKeyOf = (assignmentId: string, isSync = false): string =>
  isSync ? `sync:${assignmentId}` : assignmentId;

export const getDraft = (key: string): FeedbackDraft => useFeedbackDraft.getState().drafts[key] ?? {};
export const patchDraft = (key: string, patch: FeedbackDraft): void =>
  useFeedbackDraft.getState().patchDraft(key, patch);
