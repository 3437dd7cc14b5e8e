import { PATHS } from '../../config/routes';
import type { Feature } from '../../lib/feature';

/** Notices 消息通知 of the caller's organisation: the list, and the homes' entry with the unread count. */
export const noticeFeature: Feature = {
  name: 'notice',
  routes: [{ path: PATHS.noticeList, page: () => import('./pages/notice-list.page') }],
};

export { NoticeEntry } from './components/notice-entry';
