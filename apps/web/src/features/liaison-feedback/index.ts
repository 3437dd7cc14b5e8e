import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';
import { LIAISON_OUTBOX } from './api/liaison-feedback.mutations';

/** Liaison feedback 联络员反馈: the form and the history of one warning. */
export const liaisonFeedbackFeature: Feature = {
  name: 'liaison-feedback',
  routes: [
    { path: PATHS.liaisonFeedbackHandle, page: () => import('./pages/liaison-feedback-handle.page') },
    { path: PATHS.liaisonFeedbackHistory, page: () => import('./pages/liaison-feedback-history.page') },
  ],
  outbox: LIAISON_OUTBOX,
};
