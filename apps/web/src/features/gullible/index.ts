import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Gullible groups 易受骗人群 and protection circles 守护圈: list, person, behaviour, circle, members. */
export const gullibleFeature: Feature = {
  name: 'gullible',
  routes: [
    { path: PATHS.gullibleIndex, page: () => import('./pages/gullible-index.page') },
    { path: PATHS.gullibleDetail, page: () => import('./pages/gullible-detail.page') },
    { path: PATHS.userBehavior, page: () => import('./pages/user-behavior.page') },
    { path: PATHS.reserveDetail, page: () => import('./pages/reserve-detail.page') },
    { path: PATHS.reserve, page: () => import('./pages/reserve.page') },
    { path: PATHS.reserveMember, page: () => import('./pages/reserve-member.page') },
    { path: PATHS.circleInvitation, page: () => import('./pages/circle-invitation.page') },
  ],
};

// What a warning shows of its person's circle: the members' 劝阻.
export { CircleDissuasions } from './components/circle-dissuasions';
