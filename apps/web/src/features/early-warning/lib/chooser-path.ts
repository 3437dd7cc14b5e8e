import { PATHS } from '../../../config/routes';
import { withId } from '../../../lib/navigation';

/** Chooser pages write into the draft named by `draft`; `id` is the assignment it belongs to. */
export const chooserPath = (path: string, draftKey: string, assignmentId: string): string =>
  `${path}?${new URLSearchParams({ draft: draftKey, id: assignmentId }).toString()}`;

export const detailPath = (assignmentId: string): string => withId(PATHS.earlyWarningDetail, assignmentId);
