import type { NoticeRecord } from '@afp/contract';
import { PATHS } from '../../config/routes';
import { withId } from '../../lib/navigation';

/**
 * Where tapping a notice leads: a new or overdue warning opens its detail; a transfer waiting to
 * be accepted opens the received transfers. Rejected and withdrawn transfers name the sender's
 * assignment, which the reader may no longer see, so they open nothing.
 */
export function noticeTarget(notice: Pick<NoticeRecord, 'kind' | 'assignmentId'>): string | undefined {
  switch (notice.kind) {
    case 'new_warning':
    case 'overdue':
      return notice.assignmentId ? withId(PATHS.earlyWarningDetail, notice.assignmentId) : undefined;
    case 'transfer_requested':
      return PATHS.otherTransferList;
    case 'transfer_rejected':
    case 'transfer_withdrawn':
      return undefined;
  }
}

/** The badge text: counts past 99 read 99+. */
export const badgeText = (unread: number): string | undefined =>
  unread <= 0 ? undefined : unread > 99 ? '99+' : String(unread);
