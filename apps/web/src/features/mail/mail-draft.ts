import { draftKeyOf, useDraft } from '../../lib/drafts';
import { EMPTY_COMPOSE } from './mail.rules';

/** The compose form's draft, shared by the form, the organisation picker and the template list. */
export const composeDraftKey = draftKeyOf('mail-compose', 'new');
export const useComposeDraft = () => useDraft(composeDraftKey, EMPTY_COMPOSE);
