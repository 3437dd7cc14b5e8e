// Notices to organisations (new warning, overdue, transfers), read by the app. No routes, no module.
export { orgNotice } from './notice.table.ts';
export {
  createNoticeRepository,
  type NoticeInput,
  type NoticeKind,
  type NoticeRepository,
} from './notice.repository.ts';
