import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work notices handed to a workplace app, one row per recipient, content and China-time day: the
 * vendors drop identical content sent to a user twice in a day and cap what one app sends a user
 * per day, so these rows decide what is still worth sending.
 */
export const workNoticeDelivery = pgTable(
  'work_notice_delivery',
  {
    provider: text('provider').notNull(),
    appKey: text('app_key').notNull(),
    vendorUserId: text('vendor_user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    contentHash: text('content_hash').notNull(),
    noticeId: text('notice_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.appKey, t.vendorUserId, t.day, t.contentHash] }),
    index('work_notice_delivery_day_idx').on(t.day),
  ],
);
