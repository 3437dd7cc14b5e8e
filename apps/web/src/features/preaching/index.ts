import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

const speechClass = () => import('./pages/speech-class.page');

/** Preaching 宣讲 and the speech classroom 宣讲课堂: appointments, overview, QR codes and their public pages, courses. */
export const preachingFeature: Feature = {
  name: 'preaching',
  routes: [
    { path: PATHS.preachDetail, page: () => import('./pages/preach-detail.page') },
    { path: PATHS.preachAssignGroup, page: () => import('./pages/preach-assign-group.page') },
    { path: PATHS.preachAssignGuard, page: () => import('./pages/preach-assign-guard.page') },
    { path: PATHS.preachCreate, page: () => import('./pages/preach-create.page') },
    { path: PATHS.guardDefendDetail, page: () => import('./pages/preach-overview.page') },
    { path: PATHS.guardDefendChange, page: () => import('./pages/preach-overview-edit.page') },
    { path: PATHS.guardDefendQr, page: () => import('./pages/preach-qr.page') },
    { path: PATHS.speechClass, page: speechClass },
    { path: PATHS.speechClassIndex, page: speechClass },
    { path: PATHS.speechDetail, page: () => import('./pages/speech-detail.page') },
    { path: PATHS.preachBooking, page: () => import('./pages/preach-booking.page') },
    { path: PATHS.preachSignIn, page: () => import('./pages/preach-sign-in.page') },
    { path: PATHS.preachBookingStatus, page: () => import('./pages/preach-booking-status.page') },
  ],
};
