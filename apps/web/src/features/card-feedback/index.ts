import { lazy } from 'react';
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

// The partner's 开卡核查 segment of the cooperation index, loaded when it is chosen (not on the first screen).
export const PartnerCardRecords = lazy(() =>
  import('./components/partner-card-records').then((module) => ({ default: module.PartnerCardRecords })),
);
