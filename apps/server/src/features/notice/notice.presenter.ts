import type { NoticeRecord } from '@afp/contract';
import type { NoticeListRow } from './notice.repository.ts';

/** The only place a notice row becomes JSON. */
export const presentNotice = (row: NoticeListRow): NoticeRecord => ({
  id: row.id,
  kind: row.kind,
  message: row.message,
  warningId: row.warningId,
  assignmentId: row.assignmentId,
  createdAt: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});
