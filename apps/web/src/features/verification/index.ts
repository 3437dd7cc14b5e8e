import type { Feature } from '../../lib/feature';
import { STAGE_PAGES } from './verification.paths';

const queue = () => import('./pages/queue.page');
const detail = () => import('./pages/detail.page');
const form = () => import('./pages/form.page');
const refuse = () => import('./pages/refuse.page');

/** 核查 and 复核: one set of pages serving both stages (the stage comes from the path). */
export const verificationFeature: Feature = {
  name: 'verification',
  routes: [STAGE_PAGES.verify, STAGE_PAGES.review].flatMap((pages) => [
    { path: pages.index, page: queue },
    { path: pages.detail, page: detail },
    { path: pages.form, page: form },
    { path: pages.refuse, page: refuse },
  ]),
};

/** For other features' detail pages: the subject's 核查 / 复核 stage and refusal reason (null when never submitted). */
export { VerificationStatus } from './components/verification-status';
/** The oa home's 核查 / 复核 tiles: what waits for the caller, and whether 复核 is the caller's at all. */
export { useMayReview } from './hooks';
export { VerificationBadge } from './components/verification-badge';
/** Invalidate `verificationKeys.status(kind, subjectId)` after a resubmission, or `verificationKeys.all`. */
export { verificationKeys } from './api/verification.queries';
