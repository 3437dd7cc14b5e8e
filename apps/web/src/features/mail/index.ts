import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Official mail 公文通知: inbox, outbox, sign list, detail, feedback, compose with its pickers. */
export const mailFeature: Feature = {
  name: 'mail',
  routes: [
    { path: PATHS.mailInbox, page: () => import('./pages/inbox.page') },
    { path: PATHS.mailOutbox, page: () => import('./pages/outbox.page') },
    { path: PATHS.mailSignList, page: () => import('./pages/sign-list.page') },
    { path: PATHS.mailDetail, page: () => import('./pages/detail.page') },
    { path: PATHS.mailFeedbackList, page: () => import('./pages/feedback-list.page') },
    { path: PATHS.mailFeedbackDetail, page: () => import('./pages/feedback-detail.page') },
    { path: PATHS.mailSend, page: () => import('./pages/email-send.page') },
    { path: PATHS.mailSelTargetOrg, page: () => import('./pages/sel-target-org.page') },
    { path: PATHS.mailModelList, page: () => import('./pages/model-list.page') },
  ],
};

/** The homes' mail tile icon with the unread and overdue badges. */
export { MailInboxBadge } from './components/mail-badge';
