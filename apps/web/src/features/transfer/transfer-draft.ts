import { draftKeyOf, useDraft } from '../../lib/drafts';
import { TRANSFER_FORM } from './api/transfer.outbox';
import { EMPTY_TRANSFER_FORM } from './transfer.rules';

/** The transfer form's draft key, shared by the form and its organisation picker. */
export const transferDraftKey = (assignmentId: string): string => draftKeyOf(TRANSFER_FORM, assignmentId);

/** One draft per assignment and account, so the org picker, a reload or a dead zone lose nothing typed. */
export const useTransferDraft = (assignmentId: string) => useDraft(transferDraftKey(assignmentId), EMPTY_TRANSFER_FORM);
