import type { FeedbackBody } from '@afp/contract';
import { draftKeyOf as formDraftKeyOf, readDraft, removeDraft, saveDraft, useDraft } from '../../../lib/drafts';

/**
 * What the handle form holds while typing: the body fields plus names for chosen codes. Kept in
 * the shared draft store (lib/drafts), so a reload, an app switch or a lost connection loses nothing.
 */
export type FeedbackDraft = Partial<Omit<FeedbackBody, 'assignmentId' | 'version'>> & {
  fraudTypeName?: string;
  /** Fraud time as picked, ISO (the body carries it so too). */
  fraudDate?: string;
  /** Typed when geolocation is unavailable; sent in the remark (the body needs coordinates). */
  manualAddress?: string;
};

const NO_DRAFT: FeedbackDraft = {};

/** The drafts' form names (also the 待发送 page's, see api/early-warning.outbox.ts). */
export const FEEDBACK_FORM = 'feedback';
export const SYNC_FEEDBACK_FORM = 'feedback-sync';

/** One draft per assignment: the handle page's, and sync-handle's (its feedback goes to every open warning). */
export const draftKeyOf = (assignmentId: string, isSync = false): string =>
  formDraftKeyOf(isSync ? SYNC_FEEDBACK_FORM : FEEDBACK_FORM, assignmentId);

export const getDraft = (key: string): FeedbackDraft => readDraft<FeedbackDraft>(key) ?? NO_DRAFT;
export const patchDraft = (key: string, patch: FeedbackDraft): void => saveDraft(key, { ...getDraft(key), ...patch });
export const clearDraft = (key: string): void => removeDraft(key);

/** The draft as it changes (a chooser page or a contact tap writes into it). */
export const useFeedbackDraft = (key: string): FeedbackDraft => useDraft(key, NO_DRAFT).value;
