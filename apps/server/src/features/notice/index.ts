// Notices 消息通知 to organisations (new warning, overdue, transfers). Module context: NoticeContext = { db, clock }.
export { noticeModule, type NoticeContext } from './notice.module.ts';
export { orgNotice, noticeRead } from './notice.table.ts';
export { createNoticeRepository, type NoticeInput, type NoticeRepository } from './notice.repository.ts';
