import { PATHS } from '../../config/routes';

export const LIAISON_FEEDBACK_PATHS = {
  handle: PATHS.liaisonFeedbackHandle,
  history: PATHS.liaisonFeedbackHistory,
} as const;
