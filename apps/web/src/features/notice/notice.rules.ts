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
    // Also a victim due to be called again, or the carrier's answer to a 运营商协助: the warning.
    case 'new_warning':
    case 'overdue':
    case 'circle_alert':
    case 'recontact_due':
    case 'carrier_assist_answered':
    case 'deadline_reminder': // one warning's reminder; a digest of several items has none and opens nothing
      return notice.assignmentId ? withId(PATHS.earlyWarningDetail, notice.assignmentId) : undefined;
    case 'transfer_requested':
      return PATHS.otherTransferList;
    // A cross-district transfer to approve, or one whose approval is overdue: the 移交审核 list.
    case 'transfer_approval':
    case 'transfer_approval_overdue':
      return PATHS.transferApproval;
    // The refusal's reason is in the text; the transfer is in the sender's own list.
    case 'transfer_refused':
      return PATHS.transferList;
    case 'transfer_rejected':
    case 'transfer_withdrawn':
      return undefined;
    // Official mail goes to the organisation's inbox (features/mail).
    case 'mail_new':
    case 'mail_urge':
    case 'mail_reminder':
    case 'mail_revoked':
    case 'mail_redo':
      return PATHS.mailInbox;
    // A mail waiting for 签发, or refused back to its drafter: the office's outbox.
    case 'mail_approval':
    case 'mail_rejected':
      return PATHS.mailOutbox;
    // A 止付 / 冻结 about to lapse: the cooperation tasks, where it is marked 即将到期; a carrier's new
    // 运营商协助 request waits there in its 待办.
    case 'cooperation_lapse':
    case 'carrier_assist':
      return PATHS.cooperationHome;
    // A withdrawn task is no longer the partner's to open: the text names it and the reason.
    case 'cooperation_withdrawn':
      return undefined;
    // 催报: the unit's reports, where the period owed waits under 待填报 with the urge noted.
    case 'report_urge':
      return PATHS.reportIndex;
    // The text names the item and the reason; the item itself is fixed in its own feature's list.
    case 'verification_refused':
      return undefined;
    default: {
      // Every kind is placed above: a new kind fails the type check here until it is.
      const unplaced: never = notice.kind;
      return unplaced;
    }
  }
}

/** The badge text: counts past 99 read 99+. */
export const badgeText = (unread: number): string | undefined =>
  unread <= 0 ? undefined : unread > 99 ? '99+' : String(unread);
