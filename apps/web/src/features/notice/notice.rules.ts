import type { NoticeRecord } from '@afp/contract';
import { PATHS } from '../../config/routes';
import { withId } from '../../lib/navigation';

/**
 * Where tapping a notice leads: a new or overdue warning (or a circle alert) opens its detail; a transfer waiting to
 * be accepted opens the received transfers. Rejected and withdrawn transfers name the sender's
 * assignment, which the reader may no longer see, so they open nothing.
 */
export function noticeTarget(notice: Pick<NoticeRecord, 'kind' | 'assignmentId'>): string | undefined {
  switch (notice.kind) {
    case 'new_warning':
    case 'overdue':
    case 'circle_alert':
      return notice.assignmentId ? withId(PATHS.earlyWarningDetail, notice.assignmentId) : undefined;
    case 'transfer_requested':
      return PATHS.otherTransferList;
    case 'transfer_rejected':
    case 'transfer_withdrawn':
      return undefined;
    // Official mail goes to the organisation's inbox (features/mail).
    case 'mail_new':
    case 'mail_urge':
    case 'mail_reminder':
    case 'mail_revoked':
      return PATHS.mailInbox;
    // A 止付 / 冻结 about to lapse: the cooperation tasks, where it is marked 即将到期.
    case 'cooperation_lapse':
      return PATHS.cooperationHome;
    // A withdrawn task is no longer the partner's to open: the text names it and the reason.
    case 'cooperation_withdrawn':
      return undefined;
    // The text names the item and the reason; the item itself is fixed in its own feature's list.
    case 'verification_refused':
      return undefined;
  }
}

/** The badge text: counts past 99 read 99+. */
export const badgeText = (unread: number): string | undefined =>
  unread <= 0 ? undefined : unread > 99 ? '99+' : String(unread);
