import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Protection circles 守护圈 of gullible persons: circle detail, 联系圈主, members, the member's invitation link. */
export const protectionCircleFeature: Feature = {
  name: 'protection-circle',
  routes: [
    { path: PATHS.reserveDetail, page: () => import('./pages/circle-detail.page') },
    { path: PATHS.reserve, page: () => import('./pages/circle-contact.page') },
    { path: PATHS.reserveMember, page: () => import('./pages/circle-members.page') },
    { path: PATHS.circleInvitation, page: () => import('./pages/circle-invitation.page') },
  ],
};

// What a warning shows of its person's circle: the members' 劝阻.
export { CircleDissuasions } from './components/circle-dissuasions';
