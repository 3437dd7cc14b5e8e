import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Card-opening feedback 开卡码反馈: the list, the check's detail, assigning, the answer and its review. */
export const cardFeedbackFeature: Feature = {
  name: 'card-feedback',
  routes: [
    { path: PATHS.guardCardFeedback, page: () => import('./pages/guard-card-feedback.page') },
    { path: PATHS.cardInfoDetail, page: () => import('./pages/card-info-detail.page') },
    { path: PATHS.cardAssignTasks, page: () => import('./pages/assign-tasks.page') },
    { path: PATHS.cardFeedbackHandle, page: () => import('./pages/feedback-handle.page') },
    { path: PATHS.cardFeedbackDetail, page: () => import('./pages/feedback-detail.page') },
  ],
};

export { PartnerCardRecords } from './components/partner-card-records';
