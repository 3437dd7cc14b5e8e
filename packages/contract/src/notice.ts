import { z } from 'zod';
import { text } from './fields.ts';
import { enumOf } from './labels.ts';
import { get, post, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** What a notice to an organisation is about; each is also sent as a workplace-app work notice. */
export const NOTICE_KINDS = {
  new_warning: '新预警',
  overdue: '超时未签收',
  transfer_requested: '移交待接收',
  transfer_rejected: '移交被退回',
  transfer_withdrawn: '移交已撤回',
  transfer_approval: '移交待审核',
  transfer_refused: '移交审核未通过',
  transfer_approval_overdue: '移交审核超时',
  circle_alert: '守护圈提醒',
  mail_new: '新公文',
  mail_urge: '公文催办',
  mail_reminder: '公文即将到期',
  mail_revoked: '公文已撤回',
  mail_approval: '公文待签发',
  mail_rejected: '公文退回修改',
  mail_redo: '公文反馈被退回',
  cooperation_lapse: '止付/冻结即将到期',
  cooperation_withdrawn: '协作任务已撤回',
  verification_refused: '审核退回',
  recontact_due: '待再次联系',
  carrier_assist: '运营商协助请求',
  carrier_assist_answered: '运营商协助已答复',
  // Before a deadline, at the configured shares of the time (issue 26): one item or a digest of several.
  deadline_reminder: '即将到期提醒',
  report_urge: '报表催报',
} as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;

/** One notice as the caller sees it: read or not is the caller's own state, not the organisation's. */
export const noticeRecordSchema = z.object({
  id: z.string(),
  kind: enumOf(NOTICE_KINDS),
  message: z.string(),
  /** The warning it is about, opened when the notice is tapped. */
  warningId: z.string().nullable(),
  assignmentId: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type NoticeRecord = z.infer<typeof noticeRecordSchema>;

/** Unread notices of the caller, counted up to PAGE_TOTAL_CAP. */
export const noticeUnreadSchema = z.object({ unread: z.number() });
export type NoticeUnread = z.infer<typeof noticeUnreadSchema>;

export const noticeReadBodySchema = z.object({ id: text(64).min(1) });

const N = '/api/notice/v2';
/** Notices to the caller's organisation (new warning, overdue escalation, transfers). */
export const NOTICE_ENDPOINTS = {
  page: get(proxy, `${N}/page`, { query: pageQuerySchema, answer: pageOf(noticeRecordSchema) }),
  unreadCount: get(proxy, `${N}/unread-count`, { answer: noticeUnreadSchema }),
  /** Marks one notice read for the caller; idempotent. Answers the unread count after it. */
  read: post(proxy, `${N}/read`, { body: noticeReadBodySchema, answer: noticeUnreadSchema }),
  /** Marks every notice of the caller's organisation read for the caller. */
  readAll: post(proxy, `${N}/read-all`, { answer: noticeUnreadSchema }),
};
