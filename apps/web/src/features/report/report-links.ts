import { PATHS } from '../../config/routes';
import { withId } from '../../lib/navigation';

/** The fill-in form of one period. */
export const fillLink = (templateId: string, periodKey: string): string =>
  `${PATHS.reportFill}?${new URLSearchParams({ templateId, periodKey })}`;
/** A handed-in (or draft) submission. */
export const submissionLink = (id: string): string => withId(PATHS.reportDetail, id);
/** The summary of a template's period (the latest started one when no period is given). */
export const summaryLink = (templateId: string, periodKey?: string): string =>
  `${PATHS.reportDetail}?${new URLSearchParams(periodKey ? { templateId, periodKey } : { templateId })}`;
